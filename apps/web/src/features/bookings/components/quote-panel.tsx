import type { BookingPriceBreakdown, BookingQuote } from '@nuzul/shared/bookings';
import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeCode } from '../../../app/describe-failure';
import { Money } from '../../../components/money/money';

interface QuotePanelProps {
  quote: BookingQuote | undefined;
  loading: boolean;
  /** The form's guest price equals the suggestion. */
  applied?: boolean;
  /** The form's "Use suggested price"; a booking's page shows the breakdown only. */
  onApply?: (total: number) => void;
  /**
   * Whether a unit is free for the stay, when the form knows better than the quote: the quote
   * counts the booking being edited as taking its own nights.
   */
  available?: boolean;
}

/**
 * The suggested guest price (the shared quote: each night's override, season or base price,
 * extra guests, fees and taxes) with its breakdown, and warnings where the stay breaks the
 * property's rules: the owner may book it anyway (decision A-31).
 */
export function QuotePanel({ quote, loading, applied, onApply, available }: QuotePanelProps) {
  const { t } = useTranslation('bookings');
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (quote === undefined) {
    return <Typography.Text type="secondary">{t('quote.needStay')}</Typography.Text>;
  }
  const { rules } = quote;
  const warnings = (
    onApply === undefined
      ? []
      : [
          !(available ?? quote.available) && describeCode('NO_SPACE_FOR_DATES'),
          !rules.minStayMet && t('quote.minStay', { count: rules.minStay }),
          !rules.maxStayMet && t('quote.maxStay', { count: rules.maxStay }),
          !rules.preparationMet && t('quote.preparation'),
          !rules.guestsAllowed && t('quote.guests'),
          !rules.withinWindow && t('quote.window'),
          quote.unpricedNights.length > 0 &&
            t('quote.unpriced', { count: quote.unpricedNights.length }),
        ]
  ).filter((text): text is string => typeof text === 'string');

  return (
    <Flex vertical gap={8} data-testid="booking-quote">
      {warnings.map((text) => (
        <Alert
          key={text}
          type="warning"
          showIcon
          title={text}
          data-testid="booking-quote-warning"
        />
      ))}
      <PriceLines price={quote} />
      {onApply !== undefined && (
        <Button
          onClick={() => onApply(quote.total)}
          disabled={applied || quote.total <= 0}
          data-testid="booking-quote-apply"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('quote.apply')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * A stay's price line by line: rent for the nights, extra guests, fees, taxes, the total,
 * then the down payment and the refundable deposit. A quote or a booking's kept price.
 */
export function PriceLines({ price }: { price: BookingPriceBreakdown | BookingQuote }) {
  const { t } = useTranslation('bookings');
  const items = [
    {
      key: 'rent',
      label: t('quote.rent', { count: price.nights }),
      children: <Money value={price.rent} />,
    },
    price.extraGuests > 0 && {
      key: 'extraGuests',
      label: t('quote.extraGuests'),
      children: <Money value={price.extraGuests} />,
    },
    price.fees > 0 && {
      key: 'fees',
      label: t('quote.fees'),
      children: <Money value={price.fees} />,
    },
    price.taxes > 0 && {
      key: 'taxes',
      label: t('quote.taxes'),
      children: <Money value={price.taxes} />,
    },
    {
      key: 'total',
      label: <strong>{t('quote.total')}</strong>,
      children: <Money value={price.total} style={{ fontWeight: 600 }} data-testid="quote-total" />,
    },
    price.downPayment > 0 && {
      key: 'downPayment',
      label: t('quote.downPayment'),
      children: <Money value={price.downPayment} />,
    },
    price.securityDeposit > 0 && {
      key: 'securityDeposit',
      label: t('quote.securityDeposit'),
      children: <Money value={price.securityDeposit} />,
    },
  ].filter((item) => item !== false);

  return <Descriptions size="small" column={1} bordered items={items} />;
}
