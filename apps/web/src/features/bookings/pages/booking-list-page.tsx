import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  bookingStatuses,
  bookingWhens,
  type BookingListItem,
  type BookingStatus,
  type BookingWhen,
} from '@nuzul/shared/bookings';
import { intlLocale } from '@nuzul/shared/dates';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Input,
  Pagination,
  Segmented,
  Select,
  Skeleton,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { Money } from '../../../components/money/money';
import { PropertySelect } from '../../calendar';
import { useDefinitions } from '../../definitions';
import { useBookings } from '../api';
import { BookingStatusTag } from '../components/booking-status-tag';
import { PropertyCell } from '../components/property-cell';
import { StayDates } from '../components/stay-dates';
import { bookingsQueryOf, listParamsOf, paramsOf, type ListParams } from '../list-params';

const SEARCH_DELAY_MS = 300;

/**
 * The bookings (spec §2, requirements-next §5.3): All / Past / Upcoming, a search over guest,
 * property and location, status and property filters, all in the URL; a table from the
 * medium breakpoint and cards below it; a row opens the booking.
 */
export function BookingListPage() {
  const { t } = useTranslation('bookings');
  usePageTitle(t('list.title'));
  const navigate = useNavigate();
  const wide = useMinWidth('md');
  const { language } = useLanguage();
  const roomy = useMinWidth('sm');
  const [params, setParams] = useSearchParams();
  const list = listParamsOf(params);
  const bookings = useBookings(bookingsQueryOf(list));
  const { lookup } = useDefinitions();
  const [typed, setTyped] = useState(list.search);

  const update = (change: Partial<ListParams>) =>
    setParams(paramsOf({ ...listParamsOf(params), page: 1, ...change }), { replace: true });

  useEffect(() => {
    if (typed === list.search) return;
    const timer = window.setTimeout(() => update({ search: typed }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only the typed text starts the wait; the URL's search follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const source = (item: BookingListItem) =>
    item.bookingSourceId === null ? '—' : lookup.name(item.bookingSourceId);
  const count = (value: number) => value.toLocaleString(intlLocale(language));
  const open = (item: BookingListItem) => void navigate(`/bookings/${item.id}`);

  const columns: TableColumnsType<BookingListItem> = [
    {
      key: 'guest',
      title: t('fields.guest'),
      render: (_, item) => (
        <Link to={`/bookings/${item.id}`} data-testid="booking-guest">
          {item.guestName}
        </Link>
      ),
    },
    {
      key: 'property',
      title: t('fields.property'),
      render: (_, item) => <PropertyCell property={item.property} />,
    },
    {
      key: 'stay',
      title: t('fields.stay'),
      render: (_, item) => (
        <StayDates dateFrom={item.dateFrom} dateTo={item.dateTo} nights={item.nights} />
      ),
    },
    {
      key: 'guests',
      title: t('fields.guests'),
      align: 'center',
      render: (_, item) => count(item.guests),
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, item) => <BookingStatusTag status={item.status} />,
    },
    { key: 'source', title: t('fields.source'), render: (_, item) => source(item) },
    {
      key: 'guestPrice',
      title: t('fields.guestPrice'),
      align: 'end',
      render: (_, item) => <Money value={item.guestPrice} />,
    },
    {
      key: 'paid',
      title: t('fields.alreadyPaid'),
      align: 'end',
      render: (_, item) => <Money value={item.alreadyPaid} />,
    },
    {
      key: 'balance',
      title: t('fields.balance'),
      align: 'end',
      render: (_, item) => <Money value={item.balance} />,
    },
  ];

  const content = () => {
    if (bookings.error !== null && bookings.data === undefined) {
      return (
        <LoadFailure
          error={bookings.error}
          message="fetchData"
          onRetry={() => void bookings.refetch()}
          testId="booking-list-error"
        />
      );
    }
    if (bookings.data === undefined) {
      return <Skeleton active paragraph={{ rows: 8 }} data-testid="booking-list-loading" />;
    }
    const { data, meta } = bookings.data;
    if (meta.total === 0) {
      return (
        <Empty description={t('list.empty')} data-testid="booking-list-empty">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/bookings/new')}
          >
            {t('list.add')}
          </Button>
        </Empty>
      );
    }
    if (wide) {
      return (
        <Table<BookingListItem>
          data-testid="booking-list"
          columns={columns}
          dataSource={data}
          rowKey={(item) => item.id}
          loading={bookings.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          onRow={(item) => ({ onClick: () => open(item), style: { cursor: 'pointer' } })}
          pagination={{
            current: meta.page,
            pageSize: meta.pageSize,
            total: meta.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => update({ page }),
          }}
        />
      );
    }
    return (
      <Flex
        vertical
        gap={12}
        data-testid="booking-list"
        style={{ opacity: bookings.isPlaceholderData ? 0.6 : 1 }}
      >
        {data.map((item) => (
          <Card
            key={item.id}
            size="small"
            hoverable
            onClick={() => open(item)}
            data-testid="booking-card"
          >
            <Flex vertical gap={8}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Link
                  to={`/bookings/${item.id}`}
                  data-testid="booking-guest"
                  onClick={(event) => event.stopPropagation()}
                >
                  {item.guestName}
                </Link>
                <BookingStatusTag status={item.status} />
              </Flex>
              <PropertyCell property={item.property} />
              <StayDates dateFrom={item.dateFrom} dateTo={item.dateTo} nights={item.nights} />
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'guests', label: t('fields.guests'), children: count(item.guests) },
                  { key: 'source', label: t('fields.source'), children: source(item) },
                  {
                    key: 'guestPrice',
                    label: t('fields.guestPrice'),
                    children: <Money value={item.guestPrice} />,
                  },
                  {
                    key: 'paid',
                    label: t('fields.alreadyPaid'),
                    children: <Money value={item.alreadyPaid} />,
                  },
                  {
                    key: 'balance',
                    label: t('fields.balance'),
                    children: <Money value={item.balance} />,
                  },
                ]}
              />
            </Flex>
          </Card>
        ))}
        {meta.total > meta.pageSize && (
          <Flex justify="center">
            <Pagination
              simple
              current={meta.page}
              pageSize={meta.pageSize}
              total={meta.total}
              onChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          </Flex>
        )}
      </Flex>
    );
  };

  return (
    <Flex vertical gap={16} data-testid="booking-list-page">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Heading level={1} look={roomy ? 2 : 3} style={{ marginBlock: 0 }}>
          {t('list.title')}
        </Heading>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate('/bookings/new')}
          data-testid="booking-add"
        >
          {t('list.add')}
        </Button>
      </Flex>
      <Segmented<BookingWhen>
        value={list.when}
        onChange={(when) => update({ when })}
        options={bookingWhens.map((when) => ({ value: when, label: t(`when.${when}`) }))}
        data-testid="booking-when"
        style={{ alignSelf: 'flex-start' }}
      />
      <Flex gap={8} wrap>
        <Input
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          maxLength={100}
          style={{ flex: '2 1 240px' }}
          data-testid="booking-search"
        />
        <Select<BookingStatus>
          allowClear
          value={list.status}
          placeholder={t('list.allStatuses')}
          aria-label={t('fields.status')}
          onChange={(status) => update({ status })}
          options={bookingStatuses.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
          style={{ flex: '1 1 160px' }}
          data-testid="booking-status-filter"
        />
        <div style={{ flex: '1 1 220px' }}>
          <PropertySelect
            value={list.propertyId}
            placeholder={t('list.allProperties')}
            onChange={(propertyId) => update({ propertyId })}
            onClear={() => update({ propertyId: undefined })}
            testId="booking-property-filter"
          />
        </div>
      </Flex>
      {bookings.data !== undefined && bookings.data.meta.total > 0 && (
        <Typography.Text type="secondary" data-testid="booking-total">
          {t('list.total', { count: bookings.data.meta.total })}
        </Typography.Text>
      )}
      {content()}
    </Flex>
  );
}
