import {
  BOOKING_COMMENT_MAX_LENGTH,
  BOOKING_GUESTS_MAX,
  bookingInput,
  bookingStatuses,
  type Booking,
  type BookingFields,
} from '@nuzul/shared/bookings';
import { addDays, DEFAULT_TIME_ZONE, eachNight, todayIn, type IsoDate } from '@nuzul/shared/dates';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ApiError } from '../../../app/api-error';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import {
  apiFieldErrors,
  fieldErrorsOf,
  showFieldErrors,
  type FieldError,
} from '../../../components/form/field-errors';
import { FormFailure } from '../../../components/form/form-failure';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { Money } from '../../../components/money/money';
import { MoneyInput } from '../../../components/money/money-input';
import { PropertySelect, useCalendar } from '../../calendar';
import { useDefinitions } from '../../definitions';
import { UnsavedChangesModal, useLeaveGuard } from '../../listings';
import { useBooking, useBookingQuote, useCreateBooking, useUpdateBooking } from '../api';
import { GuestSection } from '../components/guest-section';
import { QuotePanel } from '../components/quote-panel';
import { STAY_PICKER_WINDOW_DAYS, StayPicker } from '../components/stay-picker';
import { unavailableNights } from '../night-availability';
import {
  bookingBody,
  bookingValues,
  formFieldOf,
  newBookingValues,
  type BookingFormValues,
} from '../form-values';

/** The body as the API would store it, for "has anything changed". */
function normalised(values: BookingFormValues): string {
  const parsed = bookingInput.safeParse(bookingBody(values));
  return JSON.stringify(parsed.success ? parsed.data : bookingBody(values));
}

/**
 * Whether some unit has every night of the stay free, by the calendar the date picker reads
 * (the same query), not counting the booking being edited; undefined while unknown.
 */
function useStayFree(
  propertyId: string | undefined,
  stay: [IsoDate, IsoDate] | null,
  ownBookingId: string | undefined,
): boolean | undefined {
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const calendar = useCalendar(propertyId, today, addDays(today, STAY_PICKER_WINDOW_DAYS));
  if (calendar.data === undefined || stay === null || stay[0] >= stay[1]) return undefined;
  const { days, units } = calendar.data;
  if (stay[0] < calendar.data.from || stay[1] > addDays(calendar.data.to, 1)) return undefined;
  const taken = unavailableNights(days, units, ownBookingId);
  return !eachNight(stay[0], stay[1]).some((night) => taken.has(night));
}

/** Add (`/bookings/new`) and edit (`/bookings/:id/edit`): one form. */
export function BookingFormPage() {
  const { id } = useParams();
  const booking = useBooking(id);
  const { t } = useTranslation('bookings');
  usePageTitle(t(id === undefined ? 'form.addTitle' : 'form.editTitle'));

  if (id !== undefined) {
    if (booking.error !== null) {
      return (
        <LoadFailure
          error={booking.error}
          message="fetchData"
          onRetry={() => void booking.refetch()}
          testId="booking-form-error"
        />
      );
    }
    if (booking.data === undefined) return <Skeleton active paragraph={{ rows: 12 }} />;
    return <BookingForm key={booking.data.id} booking={booking.data} />;
  }
  return <BookingForm booking={undefined} />;
}

function BookingForm({ booking }: { booking: Booking | undefined }) {
  const { t } = useTranslation('bookings');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const roomy = useMinWidth('sm');
  const [params] = useSearchParams();
  const [form] = Form.useForm<BookingFormValues>();
  const initial = useMemo(
    () => (booking === undefined ? newBookingValues(params, language) : bookingValues(booking)),
    // The first values only: the URL and the language may change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [booking],
  );
  const saved = useMemo(() => normalised(initial), [initial]);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateBooking(idempotencyKey);
  const update = useUpdateBooking(booking?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const guard = useLeaveGuard(unsaved);
  const { lookup } = useDefinitions();

  const propertyId = Form.useWatch('propertyId', form) ?? initial.propertyId;
  const stay = Form.useWatch('stay', form) ?? initial.stay;
  const guests = Form.useWatch('guests', form) ?? initial.guests;
  const guestPrice = Form.useWatch('guestPrice', form);
  const alreadyPaid = Form.useWatch('alreadyPaid', form);
  const quote = useBookingQuote(propertyId, stay?.[0], stay?.[1], guests ?? undefined);
  const stayFree = useStayFree(propertyId, stay, booking?.id);
  const sources = lookup.ofKind('booking_source');
  // A past arrival stays as it is: the dates of a stay that has begun are not edited.
  const pastStay =
    booking !== undefined && booking.dateFrom < todayIn(booking.property.timeZone, new Date());

  const saving = create.isPending || update.isPending;

  const show = (errors: FieldError[]) => {
    const placed = errors.map((error) => ({ ...error, name: formFieldOf(error.name) }));
    const elsewhere = showFieldErrors(form, placed);
    if (elsewhere.length > 0) setFailure(elsewhere.join(' '));
  };

  const onFinish = (values: BookingFormValues) => {
    setFailure(null);
    if (booking !== undefined && normalised(values) === saved) {
      toast.info(screenFailureText('noChanges'));
      return;
    }
    const parsed = bookingInput.safeParse(bookingBody(values));
    if (!parsed.success) {
      show(fieldErrorsOf(parsed.error.issues));
      return;
    }
    const onError = (error: ApiError) => {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors.length > 0) show(fieldErrors);
      const text =
        error.code === 'UNEXPECTED_ERROR' || error.code === null
          ? screenFailureText(booking === undefined ? 'saveData' : 'update')
          : describeFailure(error);
      setFailure(text);
      toast.error(screenFailureText(booking === undefined ? 'saveData' : 'update'));
    };
    const onSuccess = (answer: Booking) => {
      setUnsaved(false);
      guard.allowNextNavigation();
      toast.success(t(booking === undefined ? 'form.created' : 'form.updated'));
      void navigate(`/bookings/${answer.id}`);
    };
    const body: BookingFields = parsed.data;
    if (booking === undefined) create.mutate(body, { onSuccess, onError });
    else update.mutate(body, { onSuccess, onError });
  };

  const section = (title: string, children: React.ReactNode, testId: string) => (
    <Card
      title={
        <Heading level={2} look={5} style={{ margin: 0 }}>
          {title}
        </Heading>
      }
      data-testid={testId}
    >
      {children}
    </Card>
  );

  return (
    <Flex vertical gap={16} data-testid="booking-form-page">
      <Heading level={1} look={roomy ? 2 : 3} style={{ marginBlock: 0 }}>
        {t(booking === undefined ? 'form.addTitle' : 'form.editTitle')}
      </Heading>
      <Form<BookingFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={(_, values) => setUnsaved(normalised({ ...initial, ...values }) !== saved)}
        scrollToFirstError
        data-testid="booking-form"
      >
        <Flex vertical gap={16}>
          <FormFailure text={failure} testId="booking-form-failure" />
          {section(
            t('form.stay'),
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="propertyId"
                  label={t('fields.property')}
                  required
                  rules={[{ required: true, message: t('form.required') }]}
                >
                  <PropertySelect testId="booking-property" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="status" label={t('fields.status')} required>
                  <Select
                    options={bookingStatuses
                      .filter((status) => booking !== undefined || status !== 'cancelled')
                      .map((status) => ({ value: status, label: t(`status.${status}`) }))}
                    data-testid="booking-status-select"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item
                  name="stay"
                  label={t('fields.stay')}
                  required
                  rules={[{ required: true, message: t('form.required') }]}
                >
                  <StayPicker
                    propertyId={propertyId}
                    ownBookingId={booking?.id}
                    disabled={pastStay}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="guests" label={t('fields.guests')} required>
                  <InputNumber
                    min={1}
                    max={BOOKING_GUESTS_MAX}
                    precision={0}
                    style={{ width: '100%' }}
                    data-testid="booking-guests"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="bookingSourceId" label={t('fields.source')}>
                  <Select
                    allowClear
                    options={sources.map((source) => ({
                      value: source.id,
                      label: lookup.nameOf(source),
                    }))}
                    notFoundContent={t('form.noSources')}
                    data-testid="booking-source"
                  />
                </Form.Item>
              </Col>
            </Row>,
            'booking-section-stay',
          )}
          {section(
            t('form.price'),
            <Row gutter={24}>
              <Col xs={24} lg={12}>
                <Form.Item name="guestPrice" label={t('fields.guestPrice')} required>
                  <MoneyInput data-testid="booking-guest-price" />
                </Form.Item>
                <Form.Item name="alreadyPaid" label={t('fields.alreadyPaid')} required>
                  <MoneyInput data-testid="booking-already-paid" />
                </Form.Item>
                <Form.Item
                  name="priceToYou"
                  label={t('fields.priceToYou')}
                  required
                  extra={t('form.priceToYouHint')}
                >
                  <MoneyInput data-testid="booking-price-to-you" />
                </Form.Item>
                <Typography.Paragraph data-testid="booking-balance">
                  {t('fields.balance')}:{' '}
                  <Money value={Math.max(0, (guestPrice ?? 0) - (alreadyPaid ?? 0))} />
                </Typography.Paragraph>
              </Col>
              <Col xs={24} lg={12}>
                <Typography.Title level={3} style={{ fontSize: 16, marginBlockStart: 0 }}>
                  {t('quote.title')}
                </Typography.Title>
                <QuotePanel
                  quote={quote.data}
                  loading={quote.isFetching && quote.data === undefined}
                  available={stayFree}
                  applied={quote.data !== undefined && guestPrice === quote.data.total}
                  onApply={(total) => {
                    form.setFieldValue('guestPrice', total);
                    if (form.getFieldValue('priceToYou') === null)
                      form.setFieldValue('priceToYou', total);
                    setUnsaved(true);
                  }}
                />
              </Col>
            </Row>,
            'booking-section-price',
          )}
          {section(
            t('form.guest'),
            <>
              <GuestSection />
              <Form.Item name="comment" label={t('fields.comment')}>
                <Input.TextArea
                  maxLength={BOOKING_COMMENT_MAX_LENGTH}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  data-testid="booking-comment"
                />
              </Form.Item>
            </>,
            'booking-section-guest',
          )}
          {booking !== undefined && booking.status === 'cancelled' && (
            <Alert type="info" showIcon title={t('form.cancelledNote')} />
          )}
          <Flex gap={8} justify="end" wrap>
            <Button
              onClick={() =>
                void navigate(booking === undefined ? '/bookings' : `/bookings/${booking.id}`)
              }
              data-testid="booking-cancel-edit"
            >
              {t('form.back')}
            </Button>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="booking-save">
              {t('form.save')}
            </Button>
          </Flex>
        </Flex>
      </Form>
      {guard.blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <UnsavedChangesModal
            open
            onDiscard={() => guard.blocker.proceed?.()}
            onCancel={() => guard.blocker.reset?.()}
          />
        </Suspense>
      )}
    </Flex>
  );
}
