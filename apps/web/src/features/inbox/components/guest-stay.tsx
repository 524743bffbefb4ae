import type { GuestThreadResponse } from '@nuzul/shared/inbox';
import { intlLocale } from '@nuzul/shared/dates';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';
import { Heading } from '../../../components/heading';
import { useChatDates } from '../chat-dates';

type GuestThread = GuestThreadResponse['data'];

/**
 * What the guest's page says of their booking: the stay, and the property's arrival
 * information as the owner wrote it (in the guest's language where the owner wrote one).
 */
export function GuestStay({ thread }: { thread: GuestThread }) {
  const { t } = useTranslation('inbox');
  const { language } = useLanguage();
  const dates = useChatDates();
  const { booking, arrival } = thread;
  const numbers = new Intl.NumberFormat(intlLocale(language));
  // The owner's own words, in the language they wrote them in.
  const text = (value: string, lang: string) =>
    value.trim() === '' ? (
      '—'
    ) : (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} dir="auto" lang={lang}>
        {value}
      </Typography.Paragraph>
    );

  return (
    <>
      <Heading level={1} look={3} style={{ marginBlock: 0 }} data-testid="guest-greeting">
        {t('guest.greeting', { name: booking.guestFirstName })}
      </Heading>
      <Card
        title={
          <Heading level={2} look={5} style={{ margin: 0 }}>
            {t('guest.stay')}
          </Heading>
        }
        data-testid="guest-stay"
      >
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          size="small"
          items={[
            {
              key: 'property',
              label: t('guest.property'),
              children: <bdi>{booking.propertyName ?? t('threads.unnamedProperty')}</bdi>,
            },
            {
              key: 'status',
              label: t('guest.status'),
              children: (
                <Tag color={booking.status === 'cancelled' ? 'red' : undefined}>
                  {t(`guest.statuses.${booking.status}`)}
                </Tag>
              ),
            },
            {
              key: 'arrival',
              label: t('guest.arrival'),
              children: dates.stayDay(booking.dateFrom),
            },
            {
              key: 'departure',
              label: t('guest.departure'),
              children: dates.stayDay(booking.dateTo),
            },
            { key: 'guests', label: t('guest.guests'), children: numbers.format(booking.guests) },
          ]}
        />
      </Card>
      <Card
        title={
          <Heading level={2} look={5} style={{ margin: 0 }}>
            {t('guest.arrivalInfo')}
          </Heading>
        }
        data-testid="guest-arrival"
      >
        {arrival === null ? (
          <Typography.Text type="secondary" data-testid="guest-arrival-none">
            {t('guest.arrivalNone')}
          </Typography.Text>
        ) : (
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'how',
                label: t('guest.howToArrive'),
                children: text(arrival.howToArrive, arrival.language),
              },
              {
                key: 'pickup',
                label: t('guest.pickupDetails'),
                children: text(arrival.pickupDetails, arrival.language),
              },
              {
                key: 'contact',
                label: t('guest.contact'),
                children: (
                  <span>
                    <bdi>{arrival.landlordName}</bdi> · <bdi>{arrival.landlordContact}</bdi> ·{' '}
                    <bdi>{arrival.landlordEmail}</bdi>
                  </span>
                ),
              },
              {
                key: 'contactTime',
                label: t('guest.contactTime'),
                children: t('guest.contactHours', {
                  count: arrival.arrivalContactHours,
                  hours: numbers.format(arrival.arrivalContactHours),
                }),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
