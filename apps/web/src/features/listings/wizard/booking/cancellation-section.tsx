import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CANCELLATION_POLICIES_MAX,
  cancellationPolicyInput,
  cancellationPresets,
  cancellationSection,
  type CancellationPreset,
} from '@nuzul/shared/terms';
import { formatPercent } from '@nuzul/shared/money';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../app/use-language';
import { PercentInput } from '../../../../components/money/percent-input';
import { numberRule } from '../../form-rules';
import {
  cancellationValuesOf,
  toCancellationBody,
  type CancellationValues,
  type PolicyValues,
} from './booking-values';
import { SectionForm, useSectionChanged } from './section-form';
import type { SectionProps } from './section-props';

const { shape } = cancellationPolicyInput;
const presets = Object.keys(cancellationPresets) as CancellationPreset[];

/** "Cancelling 0–7 days before arrival: 100% of the total is charged." */
function PolicySentence({ index }: { index: number }) {
  const { t } = useTranslation('listings');
  const { language } = useLanguage();
  const policy = Form.useWatch(['policies', index]) as PolicyValues | undefined;
  const { fromDays, toDays, penaltyPercent } = policy ?? {};
  if (
    typeof fromDays !== 'number' ||
    typeof toDays !== 'number' ||
    typeof penaltyPercent !== 'number' ||
    !Number.isSafeInteger(penaltyPercent) ||
    fromDays > toDays
  ) {
    return null;
  }
  const percent = formatPercent(penaltyPercent, language);
  return (
    <Typography.Text type="secondary" data-testid={`policy-sentence-${index}`}>
      {fromDays === toDays
        ? t('booking.cancellation.sentenceDay', { count: fromDays, percent })
        : t('booking.cancellation.sentence', { from: fromDays, to: toDays, percent })}
    </Typography.Text>
  );
}

function PolicyRows() {
  const { t } = useTranslation('listings');
  const form = Form.useFormInstance<CancellationValues>();
  const changed = useSectionChanged();
  const applyPreset = (preset: CancellationPreset) => {
    form.setFieldValue(
      'policies',
      cancellationPresets[preset].map((policy) => ({ ...policy })),
    );
    changed();
  };
  const days = { min: 0, step: 1, precision: 0, style: { width: '100%' } };

  return (
    <Form.List name="policies">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid="cancellation-policies">
          <Flex gap={8} wrap align="center">
            <Typography.Text>{t('booking.cancellation.presets')}</Typography.Text>
            {presets.map((preset) => (
              <Button
                key={preset}
                onClick={() => applyPreset(preset)}
                data-testid={`preset-${preset}`}
              >
                {t(`booking.cancellation.presetNames.${preset}`)}
              </Button>
            ))}
          </Flex>
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('booking.cancellation.none')}</Typography.Text>
          )}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('booking.cancellation.rowTitle', { n: index + 1 })}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('booking.cancellation.remove')}
                  data-testid={`policy-remove-${index}`}
                />
              }
              styles={{ body: { paddingBlockEnd: 0 } }}
              data-testid={`policy-row-${index}`}
            >
              <Row gutter={[12, 0]}>
                <Col xs={12} md={8}>
                  <Form.Item
                    name={[field.name, 'fromDays']}
                    label={t('booking.cancellation.fromDays')}
                    rules={[numberRule(shape.fromDays)]}
                  >
                    <InputNumber {...days} data-testid={`policy-from-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name={[field.name, 'toDays']}
                    label={t('booking.cancellation.toDays')}
                    rules={[numberRule(shape.toDays)]}
                  >
                    <InputNumber {...days} data-testid={`policy-to-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'penaltyPercent']}
                    label={t('booking.cancellation.penalty')}
                    rules={[numberRule(shape.penaltyPercent)]}
                  >
                    <PercentInput data-testid={`policy-penalty-${index}`} />
                  </Form.Item>
                </Col>
              </Row>
              <div style={{ paddingBlockEnd: 12 }}>
                <PolicySentence index={field.name} />
              </div>
            </Card>
          ))}
          <Form.Item style={{ marginBlockEnd: 0 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= CANCELLATION_POLICIES_MAX}
              onClick={() => add({ fromDays: null, toDays: null, penaltyPercent: null })}
              data-testid="policy-add"
            >
              {t('booking.cancellation.add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </Flex>
      )}
    </Form.List>
  );
}

/** What a guest pays on cancelling, by days before arrival (spec §3, §5). */
export function CancellationSection(props: SectionProps<'cancellation'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<CancellationValues>();
  const baseline = useMemo(() => cancellationValuesOf(props.settings), [props.settings]);
  return (
    <SectionForm
      {...props}
      section="cancellation"
      form={form}
      baseline={baseline}
      toBody={toCancellationBody}
      schema={cancellationSection}
      testId="booking-cancellation"
    >
      <Typography.Paragraph type="secondary">{t('booking.cancellation.hint')}</Typography.Paragraph>
      <PolicyRows />
    </SectionForm>
  );
}
