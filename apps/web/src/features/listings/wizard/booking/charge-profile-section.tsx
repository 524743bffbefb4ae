import { chargeProfileSection, depositTypes, type BookingSettings } from '@nuzul/shared/terms';
import { Col, Form, Radio, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../../components/heading';
import { MoneyInput } from '../../../../components/money/money-input';
import { PercentInput } from '../../../../components/money/percent-input';
import {
  chargeProfileValuesOf,
  toChargeProfileBody,
  type ChargeProfileValues,
} from './booking-values';
import { ExampleQuote } from './example-quote';
import { FeesEditor } from './fees-editor';
import { SectionForm } from './section-form';
import type { SectionProps } from './section-props';

type DepositName = 'downPayment' | 'securityDeposit';

/** A down payment or security deposit: a percentage of the total or an amount. */
function DepositFields({ name }: { name: DepositName }) {
  const { t } = useTranslation('listings');
  const type: unknown = Form.useWatch([name, 'type']);
  return (
    <div data-testid={`deposit-${name}`}>
      <Heading level={2} look={5}>
        {t(`booking.deposits.${name}`)}
      </Heading>
      <Form.Item name={[name, 'type']} label={t('booking.deposits.type')}>
        <Radio.Group
          optionType="button"
          options={depositTypes.map((value) => ({
            value,
            label: t(`booking.deposits.types.${value}`),
          }))}
          data-testid={`deposit-${name}-type`}
        />
      </Form.Item>
      {type === 'percentage' ? (
        <Form.Item name={[name, 'percentage']} label={t('booking.deposits.percentage')}>
          <PercentInput data-testid={`deposit-${name}-percentage`} />
        </Form.Item>
      ) : (
        <Form.Item name={[name, 'amount']} label={t('booking.deposits.amount')}>
          <MoneyInput data-testid={`deposit-${name}-amount`} />
        </Form.Item>
      )}
    </div>
  );
}

/** The example stay with the charge profile as typed, once it is complete enough to price. */
function LiveQuote({
  property,
  settings,
}: Pick<SectionProps<'chargeProfile'>, 'property' | 'settings'>) {
  const values = Form.useWatch((all: ChargeProfileValues) => all, { preserve: true });
  const parsed =
    values === undefined ? null : chargeProfileSection.safeParse(toChargeProfileBody(values));
  const chargeProfile: BookingSettings['chargeProfile'] = parsed?.success
    ? {
        fees: parsed.data.fees.map((fee) => ({
          ...fee,
          value: fee.value ?? null,
          percentage: fee.percentage ?? null,
        })),
        downPayment: {
          ...parsed.data.downPayment,
          percentage: parsed.data.downPayment.percentage ?? null,
          amount: parsed.data.downPayment.amount ?? null,
        },
        securityDeposit: {
          ...parsed.data.securityDeposit,
          percentage: parsed.data.securityDeposit.percentage ?? null,
          amount: parsed.data.securityDeposit.amount ?? null,
        },
      }
    : settings.chargeProfile;
  return <ExampleQuote property={property} settings={{ ...settings, chargeProfile }} />;
}

/** Fees and taxes, down payment and security deposit (spec §3 "Charge profile"). */
export function ChargeProfileSection(props: SectionProps<'chargeProfile'>) {
  const [form] = Form.useForm<ChargeProfileValues>();
  const baseline = useMemo(() => chargeProfileValuesOf(props.settings), [props.settings]);
  return (
    <SectionForm
      {...props}
      section="chargeProfile"
      form={form}
      baseline={baseline}
      toBody={toChargeProfileBody}
      schema={chargeProfileSection}
      testId="booking-chargeProfile"
    >
      <FeesEditor />
      <Row gutter={[24, 0]} style={{ marginBlockStart: 24 }}>
        <Col xs={24} md={12}>
          <DepositFields name="downPayment" />
        </Col>
        <Col xs={24} md={12}>
          <DepositFields name="securityDeposit" />
        </Col>
      </Row>
      <LiveQuote property={props.property} settings={props.settings} />
    </SectionForm>
  );
}
