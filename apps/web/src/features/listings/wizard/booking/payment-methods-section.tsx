import { PAYMENT_METHOD_NOTE_MAX_LENGTH, paymentMethodsSection } from '@nuzul/shared/terms';
import { Card, Checkbox, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brandColor } from '../../../../app/theme';
import { useDefinitions } from '../../../definitions';
import {
  paymentMethodsValuesOf,
  toPaymentMethodsBody,
  type PaymentMethodsValues,
} from './booking-values';
import { SectionForm } from './section-form';
import type { SectionProps } from './section-props';

type Method = PaymentMethodsValues['methods'][number];

/** A card per payment method; a chosen one takes an optional note (the IBAN of a transfer). */
function MethodCards() {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const definitions = lookup.ofKind('payment_method');
  const order = new Map(definitions.map((item, index) => [item.id, index]));
  const form = Form.useFormInstance<PaymentMethodsValues>();

  return (
    <Form.List name="methods">
      {(fields, { add, remove }, { errors }) => {
        // The list re-renders this on every change of its value: read it as it is now.
        const chosen = (form.getFieldValue('methods') as Method[] | undefined) ?? [];
        return (
          <Flex vertical gap={12} data-testid="payment-methods">
            <Row gutter={[12, 12]}>
              {definitions.map((item) => {
                const index = chosen.findIndex((method) => method.methodId === item.id);
                const field = index === -1 ? undefined : fields[index];
                const toggle = (checked: boolean) => {
                  if (!checked) {
                    remove(index);
                    return;
                  }
                  const before = chosen.filter(
                    (method) => (order.get(method.methodId) ?? 0) < (order.get(item.id) ?? 0),
                  ).length;
                  add({ methodId: item.id, note: '' } satisfies Method, before);
                };
                return (
                  <Col key={item.id} xs={24} sm={12} lg={8}>
                    <Card
                      size="small"
                      style={field ? { borderColor: brandColor } : undefined}
                      data-testid={`payment-method-${item.code}`}
                    >
                      <Checkbox
                        checked={field !== undefined}
                        onChange={(event) => toggle(event.target.checked)}
                        data-testid={`payment-method-check-${item.code}`}
                      >
                        {lookup.nameOf(item)}
                      </Checkbox>
                      {field !== undefined && (
                        <Form.Item
                          name={[field.name, 'note']}
                          label={t('booking.paymentMethods.note')}
                          style={{ marginBlock: '12px 0' }}
                        >
                          <Input
                            count={{ show: true, max: PAYMENT_METHOD_NOTE_MAX_LENGTH }}
                            placeholder={t('booking.paymentMethods.notePlaceholder')}
                            data-testid={`payment-method-note-${item.code}`}
                          />
                        </Form.Item>
                      )}
                    </Card>
                  </Col>
                );
              })}
            </Row>
            <Form.ErrorList errors={errors} />
          </Flex>
        );
      }}
    </Form.List>
  );
}

/** The ways the owner accepts guests' payments: at least one (spec §5). */
export function PaymentMethodsSection(props: SectionProps<'paymentMethods'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<PaymentMethodsValues>();
  const baseline = useMemo(() => paymentMethodsValuesOf(props.settings), [props.settings]);
  return (
    <SectionForm
      {...props}
      section="paymentMethods"
      form={form}
      baseline={baseline}
      toBody={toPaymentMethodsBody}
      schema={paymentMethodsSection}
      testId="booking-paymentMethods"
    >
      <Typography.Paragraph type="secondary">
        {t('booking.paymentMethods.hint')}
      </Typography.Paragraph>
      <MethodCards />
    </SectionForm>
  );
}
