import type { Property } from '@nuzul/shared/listings';
import { addDays, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { quoteStay, type BookingSettings, type Quote } from '@nuzul/shared/terms';
import { Alert, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../components/format-date';
import { Money } from '../../../../components/money/money';
import { useDefinitions } from '../../../definitions';

const EXAMPLE_NIGHTS = 3;
const EXAMPLE_GUESTS = 2;
/** The example starts a week ahead, or on the first bookable day when that is later. */
const EXAMPLE_DAYS_AHEAD = 7;

/** The property's date and minutes after midnight now. */
function nowIn(timeZone: string, now: Date): { date: IsoDate; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB-u-nu-latn', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return { date: todayIn(timeZone, now), minutes: part('hour') * 60 + part('minute') };
}

/** The example stay of the booking settings (3 nights, 2 guests); null when it cannot be priced. */
export function exampleQuote(
  property: Property,
  settings: BookingSettings,
  now: Date,
): Quote | null {
  const today = nowIn(settings.timeZone, now);
  const weekAhead = addDays(today.date, EXAMPLE_DAYS_AHEAD);
  const openFrom = settings.availability?.openFrom;
  const arrival = openFrom !== undefined && openFrom > weekAhead ? openFrom : weekAhead;
  const maxGuests = property.specifications?.sleep ?? EXAMPLE_GUESTS;
  try {
    return quoteStay({
      stay: { arrival, departure: addDays(arrival, EXAMPLE_NIGHTS) },
      guests: Math.max(1, Math.min(EXAMPLE_GUESTS, maxGuests)),
      property: { maxGuests },
      seasons: settings.seasons,
      overrides: [],
      availability: settings.availability,
      chargeProfile: settings.chargeProfile,
      checkInOut: settings.checkInOut,
      cancellationPolicies: settings.cancellation?.policies ?? [],
      now: today,
    });
  } catch {
    // A value the owner is still typing (a fee without its amount) prices nothing yet.
    return null;
  }
}

function Line({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Flex justify="space-between" gap={12} wrap>
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong}>{children}</Typography.Text>
    </Flex>
  );
}

/**
 * A live example stay under the form: each night's price, extra guests, fees and taxes,
 * VAT, the total and what is due when, from the settings as they are being edited.
 */
export function ExampleQuote({
  property,
  settings,
}: {
  property: Property;
  settings: BookingSettings;
}) {
  const { t } = useTranslation('listings');
  const formatDate = useFormatDate();
  const { lookup } = useDefinitions();
  const quote = exampleQuote(property, settings, new Date());

  return (
    <Card
      size="small"
      title={t('booking.quote.title')}
      style={{ marginBlockStart: 24 }}
      data-testid="example-quote"
    >
      {quote === null ? (
        <Typography.Text type="secondary">{t('booking.quote.incomplete')}</Typography.Text>
      ) : (
        <Flex vertical gap={6}>
          <Typography.Text type="secondary">
            {t('booking.quote.stay', {
              count: quote.nights,
              guests: quote.guests,
              date: formatDate(quote.arrival),
            })}
          </Typography.Text>
          {quote.unpricedNights.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('booking.quote.unpriced')}
              data-testid="example-quote-unpriced"
            />
          )}
          {quote.nightly.map((night) => (
            <Line key={night.date} label={formatDate(night.date)}>
              {night.price === null ? t('booking.quote.noPrice') : <Money value={night.price} />}
            </Line>
          ))}
          {quote.extraGuests > 0 && (
            <Line label={t('booking.quote.extraGuests')}>
              <Money value={quote.extraGuests} />
            </Line>
          )}
          {quote.lines.map((line, index) => (
            <Line
              key={`${line.kind}-${line.typeId}-${line.discriminator}-${index}`}
              label={
                line.optional
                  ? t('booking.quote.optionalLine', { name: lookup.name(line.typeId) })
                  : lookup.name(line.typeId)
              }
            >
              <Money value={line.amount} />
            </Line>
          ))}
          <Line label={t('booking.quote.total')} strong>
            <Money value={quote.total} data-testid="example-quote-total" />
          </Line>
          <Line label={t('booking.quote.dueAtBooking')}>
            <Money value={quote.due.atBooking} />
          </Line>
          <Line label={t('booking.quote.dueAtCheckIn')}>
            <Money value={quote.due.atCheckIn} />
          </Line>
          <Line label={t('booking.quote.dueAtCheckOut')}>
            <Money value={quote.due.atCheckOut} />
          </Line>
          <Line label={t('booking.quote.downPayment')}>
            <Money value={quote.downPayment} />
          </Line>
          <Line label={t('booking.quote.securityDeposit')}>
            <Money value={quote.securityDeposit} />
          </Line>
        </Flex>
      )}
    </Card>
  );
}
