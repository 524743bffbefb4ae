import { CheckOutlined } from '@ant-design/icons';
import { quotePlan, type BillingQuote, type Plan } from '@nuzul/shared/billing';
import { formatPercent } from '@nuzul/shared/money';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';
import { Heading } from '../../../components/heading';
import { Money } from '../../../components/money/money';
import { useDurationText } from './plan-texts';

/** What the applied promo code makes of this plan's price. */
export type PromoOutcome =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'applied'; quote: BillingQuote }
  /** The code was refused for this plan (another plan may take it): the refusal's text. */
  | { kind: 'refused'; text: string };

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  promo: PromoOutcome;
  choosing: boolean;
  /** Another plan is being chosen. */
  disabled: boolean;
  onChoose: () => void;
}

function Line({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Flex gap={8} align="start" data-testid={testId}>
      <CheckOutlined style={{ color: '#52c41a', marginBlockStart: 4 }} aria-hidden />
      <span>{children}</span>
    </Flex>
  );
}

/**
 * A plan on offer: its price per cycle excluding VAT (as stored, A-20) after its own discount,
 * and what a consumer pays with VAT; with an applied promo code, the total it comes to.
 */
export function PlanCard({ plan, current, promo, choosing, disabled, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const durationText = useDurationText();
  // The plan's own discount taken from its price, as the invoice will take it.
  const { taxable } = quotePlan({ price: plan.price, discountPercent: plan.discountPercent });
  const free = plan.price === 0;

  return (
    <Card
      data-testid="plan-card"
      data-plan-id={plan.id}
      style={{ height: '100%', borderColor: current ? '#52c41a' : undefined }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <Heading level={2} look={4} style={{ marginBlock: 0 }} data-testid="plan-name">
            {plan.name[language]}
          </Heading>
          {current && (
            <Tag color="green" data-testid="plan-current">
              {t('plans.current')}
            </Tag>
          )}
        </Flex>
        <Flex gap={4} wrap>
          {plan.discountPercent > 0 && (
            <Tag color="red" data-testid="plan-discount">
              {t('plans.discount', { percent: formatPercent(plan.discountPercent, language) })}
            </Tag>
          )}
          {plan.monthsFree > 0 && (
            <Tag color="blue" data-testid="plan-months-free">
              {t('plans.monthsFree', { count: plan.monthsFree })}
            </Tag>
          )}
        </Flex>
      </Flex>

      <Flex vertical gap={2} data-testid="plan-price">
        {free ? (
          <Typography.Text strong style={{ fontSize: 28 }}>
            {t('plans.free')}
          </Typography.Text>
        ) : (
          <>
            {taxable !== plan.price && (
              <Typography.Text delete type="secondary" data-testid="plan-list-price">
                <Money value={plan.price} />
              </Typography.Text>
            )}
            <Flex align="baseline" gap={6} wrap>
              <Typography.Text strong style={{ fontSize: 28 }}>
                <Money value={taxable} data-testid="plan-price-excl-vat" />
              </Typography.Text>
              <Typography.Text type="secondary">
                {t(`plans.perCycle.${plan.billingCycle}`)} · {t('plans.exclVat')}
              </Typography.Text>
            </Flex>
            <Typography.Text data-testid="plan-price-incl-vat">
              <Money value={plan.priceWithVat} /> {t('plans.inclVat')}
            </Typography.Text>
          </>
        )}
        <PromoLine promo={promo} />
      </Flex>

      <Flex vertical gap={6} style={{ flex: 1 }}>
        <Line testId="plan-duration">{t('plans.duration', { duration: durationText(plan) })}</Line>
        <Line testId="plan-limit">{t('plans.propertyLimit', { count: plan.propertyLimit })}</Line>
        {!plan.allowsPropertyCreation && (
          <Typography.Text type="warning" data-testid="plan-no-creation">
            {t('plans.noCreation')}
          </Typography.Text>
        )}
      </Flex>

      <Button
        type={current ? 'default' : 'primary'}
        block
        loading={choosing}
        disabled={disabled}
        onClick={onChoose}
        data-testid="plan-choose"
      >
        {current ? t('plans.renew') : t('plans.choose')}
      </Button>
    </Card>
  );
}

function PromoLine({ promo }: { promo: PromoOutcome }) {
  const { t } = useTranslation('billing');
  switch (promo.kind) {
    case 'none':
    case 'loading':
      return null;
    case 'applied':
      return (
        <Typography.Text type="success" strong data-testid="plan-promo-total">
          {t('promo.withCode', { code: promo.quote.promoCode ?? '' })}{' '}
          <Money value={promo.quote.total} /> {t('plans.inclVat')}
        </Typography.Text>
      );
    case 'refused':
      return (
        <Typography.Text type="secondary" data-testid="plan-promo-refused">
          {promo.text}
        </Typography.Text>
      );
    default: {
      const unhandled: never = promo;
      return unhandled;
    }
  }
}
