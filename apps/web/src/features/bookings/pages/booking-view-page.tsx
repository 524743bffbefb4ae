import { EditOutlined, MailOutlined, MessageOutlined, StopOutlined } from '@ant-design/icons';
import type { Booking, BookingHistoryEntry } from '@nuzul/shared/bookings';
import { intlLocale } from '@nuzul/shared/dates';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Popconfirm,
  Row,
  Skeleton,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { Money } from '../../../components/money/money';
import { useDefinitions } from '../../definitions';
import { threadPath, useOpenBookingThread } from '../../inbox';
import { useBooking, useSendArrivalInstructions } from '../api';
import { BookingDecision } from '../components/booking-decision';
import { BookingStatusTag } from '../components/booking-status-tag';
import { CancelBookingModal } from '../components/cancel-booking-modal';
import { PropertyCell } from '../components/property-cell';
import { PriceLines } from '../components/quote-panel';
import { StayDates } from '../components/stay-dates';

/** An instant for people to read, in the property's time zone. */
function useFormatInstant(timeZone: string) {
  const { language } = useLanguage();
  const format = new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (iso: string) => format.format(new Date(iso));
}

function HistoryTimeline({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const instant = useFormatInstant(booking.property.timeZone);
  const fieldName = (path: string) => t(`history.fields.${path}`, { defaultValue: path });
  const item = (entry: BookingHistoryEntry, index: number) => ({
    key: `${entry.kind}-${index}`,
    color: entry.kind === 'cancelled' ? 'red' : entry.kind === 'created' ? 'green' : 'blue',
    content: (
      <Flex vertical data-testid="booking-history-entry" data-kind={entry.kind}>
        <Typography.Text strong>{t(`history.${entry.kind}`)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {instant(entry.at)}
        </Typography.Text>
        {entry.kind === 'updated' && Object.keys(entry.changes).length > 0 && (
          <Typography.Text style={{ fontSize: 13 }}>
            {t('history.changed', { fields: Object.keys(entry.changes).map(fieldName).join('، ') })}
          </Typography.Text>
        )}
      </Flex>
    ),
  });
  return <Timeline items={booking.history.map(item)} data-testid="booking-history" />;
}

/**
 * A booking's page (requirements-next §5.3): every field, the price when booked, the history,
 * Edit, Cancel; a Pending one's Confirm and Decline.
 */
export function BookingViewPage() {
  const { id } = useParams();
  const { t } = useTranslation('bookings');
  usePageTitle(t('view.title'));
  const booking = useBooking(id);
  if (booking.error !== null) {
    return (
      <LoadFailure
        error={booking.error}
        message="fetchData"
        onRetry={() => void booking.refetch()}
        testId="booking-view-error"
      />
    );
  }
  if (booking.data === undefined) {
    return <Skeleton active paragraph={{ rows: 12 }} data-testid="booking-view-loading" />;
  }
  return <BookingView booking={booking.data} />;
}

function BookingView({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const roomy = useMinWidth('sm');
  const [cancelling, setCancelling] = useState(false);
  const openThread = useOpenBookingThread();
  const messageGuest = (): void =>
    openThread.mutate(booking.id, {
      onSuccess: (thread) => void navigate(threadPath(thread.id)),
    });
  const arrivalInstructions = useSendArrivalInstructions(booking.id);
  const { lookup } = useDefinitions();
  const { guest } = booking;
  const countryName = (code: string | null) => {
    if (code === null) return '—';
    const country = lookup.countryOf(code);
    return country === undefined ? code : lookup.nameOf(country);
  };
  const { language } = useLanguage();
  const languageName = new Intl.DisplayNames([language], { type: 'language' });
  const instant = useFormatInstant(booking.property.timeZone);
  const cancelled = booking.status === 'cancelled';
  const orDash = (value: string | null) =>
    value === null || value === '' ? '—' : <bdi>{value}</bdi>;

  return (
    <Flex vertical gap={16} data-testid="booking-view-page">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8} wrap>
          <Heading
            level={1}
            look={roomy ? 2 : 3}
            style={{ marginBlock: 0 }}
            data-testid="booking-view-guest"
          >
            {guest.firstName} {guest.lastName}
          </Heading>
          <BookingStatusTag status={booking.status} />
        </Flex>
        <Flex gap={8} wrap>
          {/* The booking's conversation, made on the first press (one per booking). */}
          <Button
            type="primary"
            icon={<MessageOutlined />}
            onClick={messageGuest}
            loading={openThread.isPending}
            data-testid="booking-message-guest"
          >
            {t('view.messageGuest')}
          </Button>
          {!cancelled && (
            <Popconfirm
              title={t('view.arrivalInstructions.confirm', { email: guest.email })}
              okText={t('view.arrivalInstructions.ok')}
              cancelText={t('view.arrivalInstructions.no')}
              onConfirm={() => arrivalInstructions.mutate()}
            >
              <Button
                icon={<MailOutlined />}
                loading={arrivalInstructions.isPending}
                data-testid="booking-send-arrival-instructions"
              >
                {t('view.arrivalInstructions.send')}
              </Button>
            </Popconfirm>
          )}
          <Button
            icon={<EditOutlined />}
            onClick={() => void navigate(`/bookings/${booking.id}/edit`)}
            data-testid="booking-edit"
          >
            {t('view.edit')}
          </Button>
          {!cancelled && (
            <Button
              danger
              icon={<StopOutlined />}
              onClick={() => setCancelling(true)}
              data-testid="booking-cancel"
            >
              {t('view.cancel')}
            </Button>
          )}
        </Flex>
      </Flex>
      <BookingDecision booking={booking} />
      {arrivalInstructions.isSuccess && (
        <Alert
          type="success"
          showIcon
          role="status"
          closable
          onClose={() => arrivalInstructions.reset()}
          title={t('view.arrivalInstructions.sent', { email: guest.email })}
          data-testid="booking-arrival-instructions-sent"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <Card
              title={
                <Heading level={2} look={5} style={{ margin: 0 }}>
                  {t('form.stay')}
                </Heading>
              }
            >
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'property',
                    label: t('fields.property'),
                    children: <PropertyCell property={booking.property} />,
                  },
                  {
                    key: 'stay',
                    label: t('fields.stay'),
                    children: (
                      <StayDates
                        dateFrom={booking.dateFrom}
                        dateTo={booking.dateTo}
                        nights={booking.nights}
                      />
                    ),
                  },
                  {
                    key: 'guests',
                    label: t('fields.guests'),
                    children: booking.guests.toLocaleString(intlLocale(language)),
                  },
                  {
                    key: 'source',
                    label: t('fields.source'),
                    children:
                      booking.bookingSourceId === null ? '—' : lookup.name(booking.bookingSourceId),
                  },
                  {
                    key: 'unit',
                    label: t('fields.unit'),
                    children: booking.unitNo.toLocaleString(intlLocale(language)),
                  },
                  { key: 'comment', label: t('fields.comment'), children: orDash(booking.comment) },
                  ...(cancelled && booking.cancelledAt !== null
                    ? [
                        {
                          key: 'cancelledAt',
                          label: t('fields.cancelledAt'),
                          children: instant(booking.cancelledAt),
                        },
                        {
                          key: 'cancelReason',
                          label: t('fields.cancelReason'),
                          children: orDash(booking.cancelReason),
                        },
                        {
                          key: 'penalty',
                          label: t('fields.penalty'),
                          children: <Money value={booking.cancellation.penalty} />,
                        },
                      ]
                    : []),
                ]}
              />
            </Card>
            <Card
              title={
                <Heading level={2} look={5} style={{ margin: 0 }}>
                  {t('form.guest')}
                </Heading>
              }
            >
              <Descriptions
                column={{ xs: 1, md: 2 }}
                size="small"
                items={[
                  { key: 'email', label: t('guest.email'), children: <bdi>{guest.email}</bdi> },
                  {
                    key: 'language',
                    label: t('guest.language'),
                    children: languageName.of(guest.language) ?? guest.language,
                  },
                  { key: 'phone', label: t('guest.phone'), children: <bdi>{guest.phone}</bdi> },
                  { key: 'mobile', label: t('guest.mobile'), children: <bdi>{guest.mobile}</bdi> },
                  { key: 'fax', label: t('guest.fax'), children: orDash(guest.fax) },
                  { key: 'skype', label: t('guest.skype'), children: orDash(guest.skype) },
                  {
                    key: 'country',
                    label: t('guest.country'),
                    children: countryName(guest.country),
                  },
                  {
                    key: 'nationality',
                    label: t('guest.nationality'),
                    children: countryName(guest.nationality),
                  },
                  { key: 'address', label: t('guest.address'), children: guest.address },
                  {
                    key: 'postalCode',
                    label: t('guest.postalCode'),
                    children: <bdi>{guest.postalCode}</bdi>,
                  },
                  {
                    key: 'passportNumber',
                    label: t('guest.passportNumber'),
                    children: orDash(guest.passportNumber),
                  },
                ]}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Card
              title={
                <Heading level={2} look={5} style={{ margin: 0 }}>
                  {t('form.price')}
                </Heading>
              }
            >
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'guestPrice',
                    label: t('fields.guestPrice'),
                    children: <Money value={booking.guestPrice} data-testid="booking-view-price" />,
                  },
                  {
                    key: 'paid',
                    label: t('fields.alreadyPaid'),
                    children: <Money value={booking.alreadyPaid} />,
                  },
                  {
                    key: 'balance',
                    label: t('fields.balance'),
                    children: <Money value={booking.balance} data-testid="booking-view-balance" />,
                  },
                  {
                    key: 'paymentStatus',
                    label: t('fields.paymentStatus'),
                    children: <Tag>{t(`paymentStatus.${booking.paymentStatus}`)}</Tag>,
                  },
                  {
                    key: 'priceToYou',
                    label: t('fields.priceToYou'),
                    children: <Money value={booking.priceToYou} />,
                  },
                ]}
              />
              <Typography.Title level={3} style={{ fontSize: 15, marginBlock: '16px 8px' }}>
                {t('view.breakdown')}
              </Typography.Title>
              {/* The price kept when the stay was booked or last changed, not today's prices. */}
              {booking.priceBreakdown === null ? (
                <Typography.Text type="secondary" data-testid="booking-view-no-breakdown">
                  {t('view.breakdownMissing')}
                </Typography.Text>
              ) : (
                <Flex vertical gap={8} data-testid="booking-view-breakdown">
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('view.pricedAt', { at: instant(booking.priceBreakdown.pricedAt) })}
                  </Typography.Text>
                  <PriceLines price={booking.priceBreakdown} />
                </Flex>
              )}
            </Card>
            <Card
              title={
                <Heading level={2} look={5} style={{ margin: 0 }}>
                  {t('view.history')}
                </Heading>
              }
            >
              <HistoryTimeline booking={booking} />
            </Card>
          </Flex>
        </Col>
      </Row>
      <CancelBookingModal
        booking={booking}
        open={cancelling}
        onClose={() => setCancelling(false)}
      />
    </Flex>
  );
}
