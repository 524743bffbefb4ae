import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FEES_MAX,
  collectionTimes,
  feeDiscriminators,
  feeInput,
  feeKinds,
} from '@nuzul/shared/terms';
import { Button, Card, Checkbox, Col, Flex, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zod-rule';
import { Heading } from '../../../../components/heading';
import { MoneyInput } from '../../../../components/money/money-input';
import { PercentInput } from '../../../../components/money/percent-input';
import { useDefinitions } from '../../../definitions';
import { numberRule } from '../../form-rules';
import { newFee } from './booking-values';

const { shape } = feeInput;

/** The value of one fee: an amount, or a percentage for the `percentage` discriminator. */
function FeeValueField({ index }: { index: number }) {
  const { t } = useTranslation('listings');
  const discriminator: unknown = Form.useWatch(['fees', index, 'discriminator']);
  if (discriminator === 'percentage') {
    return (
      <Form.Item
        name={[index, 'percentage']}
        label={t('booking.fees.percentage')}
        rules={[zodRule(shape.percentage)]}
      >
        <PercentInput data-testid={`fee-percentage-${index}`} />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={[index, 'value']}
      label={t('booking.fees.value')}
      rules={[zodRule(shape.value)]}
    >
      <MoneyInput data-testid={`fee-value-${index}`} />
    </Form.Item>
  );
}

/** The fees and taxes of a charge profile: at least one (spec §5). */
export function FeesEditor() {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const types = lookup
    .ofKind('fee_type')
    .map((item) => ({ value: item.id, label: lookup.nameOf(item) }));
  const choices = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`booking.${group}.${value}`) }));

  return (
    <Form.List name="fees">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid="fees">
          <Heading level={2} look={5} style={{ marginBlock: 0 }}>
            {t('booking.fees.title')}
          </Heading>
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('booking.fees.none')}</Typography.Text>
          )}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('booking.fees.rowTitle', { n: index + 1 })}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('booking.fees.remove')}
                  data-testid={`fee-remove-${index}`}
                />
              }
              styles={{ body: { paddingBlockEnd: 0 } }}
              data-testid={`fee-row-${index}`}
            >
              <Row gutter={[12, 0]}>
                <Col xs={24} sm={12} xl={8}>
                  <Form.Item
                    name={[field.name, 'kind']}
                    label={t('booking.fees.kind')}
                    rules={[numberRule(shape.kind)]}
                  >
                    <Select
                      options={choices(feeKinds, 'feeKinds')}
                      data-testid={`fee-kind-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} xl={8}>
                  <Form.Item
                    name={[field.name, 'typeId']}
                    label={t('booking.fees.type')}
                    rules={[numberRule(shape.typeId)]}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      options={types}
                      data-testid={`fee-type-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} xl={8}>
                  <Form.Item
                    name={[field.name, 'discriminator']}
                    label={t('booking.fees.discriminator')}
                    rules={[numberRule(shape.discriminator)]}
                  >
                    <Select
                      options={choices(feeDiscriminators, 'discriminators')}
                      data-testid={`fee-discriminator-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} xl={8}>
                  <FeeValueField index={field.name} />
                </Col>
                <Col xs={24} sm={12} xl={8}>
                  <Form.Item
                    name={[field.name, 'collectionTime']}
                    label={t('booking.fees.collectionTime')}
                    rules={[numberRule(shape.collectionTime)]}
                  >
                    <Select
                      options={choices(collectionTimes, 'collectionTimes')}
                      data-testid={`fee-collection-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} xl={16}>
                  <Form.Item name={[field.name, 'optional']} valuePropName="checked" label=" ">
                    <Checkbox data-testid={`fee-optional-${index}`}>
                      {t('booking.fees.optional')}
                    </Checkbox>
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Form.Item style={{ marginBlockEnd: 0 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= FEES_MAX}
              onClick={() => add({ ...newFee })}
              data-testid="fee-add"
            >
              {t('booking.fees.add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </Flex>
      )}
    </Form.List>
  );
}
