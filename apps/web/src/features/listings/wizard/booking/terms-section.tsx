import { LinkOutlined } from '@ant-design/icons';
import { termsLanguages, termsSection, webUrl, type TermsLanguage } from '@nuzul/shared/terms';
import { Col, Form, Input, Row, Typography, type FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../../components/form/field-errors';
import { termsFieldName, termsValuesOf, toTermsBody, type TermsValues } from './booking-values';
import { SectionForm } from './section-form';
import type { SectionProps } from './section-props';

/** An empty language is not sent; a written address must be an http(s) URL. */
const urlRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const result = webUrl.safeParse(value);
    if (!result.success)
      throw new Error(translateValidation(result.error.issues[0]?.message ?? ''));
  },
};

/** The address as a link that opens in a new tab, once it is a valid one. */
function TermsLink({ language }: { language: TermsLanguage }) {
  const { t } = useTranslation('listings');
  const value: unknown = Form.useWatch(language);
  if (typeof value !== 'string' || !webUrl.safeParse(value).success) return null;
  return (
    <Typography.Link
      href={value.trim()}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={`terms-link-${language}`}
    >
      <LinkOutlined style={{ marginInlineEnd: 6 }} />
      {t('booking.terms.open')}
    </Typography.Link>
  );
}

/** The terms and conditions the guest accepts: an address per language, at least one. */
export function TermsSection(props: SectionProps<'terms'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<TermsValues>();
  const baseline = useMemo(() => termsValuesOf(props.settings), [props.settings]);
  return (
    <SectionForm
      {...props}
      section="terms"
      form={form}
      baseline={baseline}
      toBody={toTermsBody}
      schema={termsSection}
      fieldName={termsFieldName}
      testId="booking-terms"
    >
      <Typography.Paragraph type="secondary">{t('booking.terms.hint')}</Typography.Paragraph>
      <Row gutter={[12, 0]}>
        {termsLanguages.map((language) => (
          <Col key={language} xs={24} md={12}>
            <Form.Item
              name={language}
              label={t('booking.terms.url', { language: t(`description.languages.${language}`) })}
              rules={[urlRule]}
              extra={<TermsLink language={language} />}
            >
              <Input
                type="url"
                dir="ltr"
                inputMode="url"
                placeholder="https://"
                data-testid={`terms-url-${language}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </SectionForm>
  );
}
