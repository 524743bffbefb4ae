import { CopyOutlined } from '@ant-design/icons';
import {
  HOW_TO_ARRIVE_MAX_LENGTH,
  PICKUP_DETAILS_MAX_LENGTH,
  arrivalInstructionInput,
  arrivalSection,
  termsLanguages,
  type TermsLanguage,
} from '@nuzul/shared/terms';
import { Button, Col, Form, Input, InputNumber, Row, Tabs, Typography, type FormRule } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../app/session';
import { translateValidation } from '../../../../components/form/field-errors';
import { zodRule } from '../../../../components/form/zod-rule';
import { Heading } from '../../../../components/heading';
import { numberRule } from '../../form-rules';
import {
  arrivalFieldName,
  arrivalValuesOf,
  toArrivalBody,
  type ArrivalValues,
} from './booking-values';
import { SectionForm, useSectionChanged } from './section-form';
import type { SectionProps } from './section-props';

const { shape } = arrivalSection;
const instruction = arrivalInstructionInput.shape;

/** A language left empty is not sent; one that is written follows the schema. */
function unlessBlank(schema: typeof instruction.howToArrive): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const result = schema.safeParse(value);
      if (!result.success)
        throw new Error(translateValidation(result.error.issues[0]?.message ?? ''));
    },
  };
}

/** One language's instructions; only the inputs take the language's direction. */
function InstructionFields({ language }: { language: TermsLanguage }) {
  const { t } = useTranslation('listings');
  const form = Form.useFormInstance<ArrivalValues>();
  const changed = useSectionChanged();
  const other: TermsLanguage = language === 'ar' ? 'en' : 'ar';
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const copy = () => {
    const source = form.getFieldValue([
      'instructions',
      other,
    ]) as ArrivalValues['instructions'][TermsLanguage];
    form.setFieldValue(['instructions', language], { ...source });
    changed();
  };
  return (
    <div>
      <Button
        icon={<CopyOutlined />}
        onClick={copy}
        style={{ marginBlockEnd: 16 }}
        data-testid={`arrival-copy-${language}`}
      >
        {t('booking.arrival.copyFrom', { language: t(`description.languages.${other}`) })}
      </Button>
      <Form.Item
        name={['instructions', language, 'howToArrive']}
        label={t('booking.arrival.howToArrive')}
        rules={[unlessBlank(instruction.howToArrive)]}
      >
        <Input.TextArea
          lang={language}
          dir={dir}
          autoSize={{ minRows: 3, maxRows: 12 }}
          count={{ show: true, max: HOW_TO_ARRIVE_MAX_LENGTH }}
          data-testid={`arrival-how-${language}`}
        />
      </Form.Item>
      <Form.Item
        name={['instructions', language, 'pickupDetails']}
        label={t('booking.arrival.pickupDetails')}
        rules={[zodRule(instruction.pickupDetails)]}
      >
        <Input.TextArea
          lang={language}
          dir={dir}
          autoSize={{ minRows: 2, maxRows: 8 }}
          count={{ show: true, max: PICKUP_DETAILS_MAX_LENGTH }}
          data-testid={`arrival-pickup-${language}`}
        />
      </Form.Item>
    </div>
  );
}

/** Who meets the guest, when they call, and how to arrive, per language (spec §3, §9). */
export function ArrivalSection(props: SectionProps<'arrival'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<ArrivalValues>();
  const { user } = useSession();
  const [tab, setTab] = useState<TermsLanguage>('ar');
  const baseline = useMemo(() => arrivalValuesOf(props.settings, user), [props.settings, user]);
  const showTabOf = (names: (string | number)[][]) => {
    const [root, language] = names[0] ?? [];
    if (root === 'instructions' && (language === 'ar' || language === 'en')) setTab(language);
  };
  return (
    <SectionForm
      {...props}
      section="arrival"
      form={form}
      baseline={baseline}
      toBody={toArrivalBody}
      schema={arrivalSection}
      fieldName={arrivalFieldName}
      onInvalid={showTabOf}
      testId="booking-arrival"
    >
      <Row gutter={[12, 0]}>
        <Col xs={24} md={12}>
          <Form.Item
            name="landlordName"
            label={t('booking.arrival.landlordName')}
            rules={[zodRule(shape.landlordName)]}
          >
            <Input autoComplete="name" data-testid="arrival-landlord-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="landlordEmail"
            label={t('booking.arrival.landlordEmail')}
            rules={[zodRule(shape.landlordEmail)]}
          >
            <Input
              type="email"
              autoComplete="email"
              dir="ltr"
              data-testid="arrival-landlord-email"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="landlordContact"
            label={t('booking.arrival.landlordContact')}
            rules={[zodRule(shape.landlordContact)]}
          >
            <Input type="tel" autoComplete="tel" dir="ltr" data-testid="arrival-landlord-contact" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="arrivalContactHours"
            label={t('booking.arrival.contactHours')}
            extra={t('booking.arrival.contactHoursHint')}
            rules={[numberRule(shape.arrivalContactHours)]}
          >
            <InputNumber
              min={0}
              step={1}
              precision={0}
              style={{ width: '100%' }}
              data-testid="arrival-contact-hours"
            />
          </Form.Item>
        </Col>
      </Row>
      <Heading level={2} look={5}>
        {t('booking.arrival.instructions')}
      </Heading>
      <Typography.Paragraph type="secondary">
        {t('booking.arrival.instructionsHint')}
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'en' ? 'en' : 'ar')}
        items={termsLanguages.map((language) => ({
          key: language,
          label: (
            <span data-testid={`arrival-tab-${language}`}>
              {t(`description.languages.${language}`)}
            </span>
          ),
          forceRender: true,
          children: <InstructionFields language={language} />,
        }))}
      />
    </SectionForm>
  );
}
