import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { CalendarBooking } from '@nuzul/shared/bookings';
import { DEFAULT_TIME_ZONE, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { Button, Card, Drawer, Empty, Flex, List, Segmented, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { ChannelConflicts } from '../../channels';
import { useCalendar } from '../api';
import { ActionPanel } from '../components/action-panel';
import { CalendarGrid } from '../components/calendar-grid';
import { CalendarLegend } from '../components/calendar-legend';
import { PropertySelect } from '../components/property-select';
import { hijriMonthsTitle } from '../day-texts';
import { dayMap } from '../day-view';
import { lastDayOf, monthOf, shiftMonth, shownSpan } from '../month-grid';
import { isChosen, noSelection, selectedRange, type Selection } from '../range-selection';
import type TimelineViewScreen from '../timeline/timeline-view';

const MONTH_PARAM = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The second view, "All properties" (`?view=timeline`): a chunk of its own. */
const LazyTimelineView = lazy(() => import('../timeline/timeline-view'));

/**
 * The timeline from the chunk that the route's loader read (routes.tsx), drawn in the same
 * render as the page: behind Suspense it would wait for React's 300 ms of fallback first.
 */
function TimelineView() {
  const chunk = useLoaderData<{ default: typeof TimelineViewScreen } | null>();
  if (chunk !== null) return <chunk.default />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
      <LazyTimelineView />
    </Suspense>
  );
}

/**
 * The availability calendar (spec §4, requirements-next §4.1): one property's months, or
 * every unit of every property on a timeline (`?view=timeline`).
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const roomy = useMinWidth('sm');
  const [params, setParams] = useSearchParams();
  const timeline = params.get('view') === 'timeline';
  usePageTitle(timeline ? t('timeline.title') : t('title'));
  return (
    <Flex vertical gap={16} data-testid="calendar-page">
      <Heading level={1} look={roomy ? 2 : 3} style={{ marginBlock: 0 }}>
        {t('title')}
      </Heading>
      <Segmented
        value={timeline ? 'timeline' : 'month'}
        options={[
          { value: 'month', label: t('timeline.views.month') },
          { value: 'timeline', label: t('timeline.views.timeline') },
        ]}
        onChange={(view) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (view === 'timeline') next.set('view', 'timeline');
              else next.delete('view');
              return next;
            },
            { replace: true },
          )
        }
        style={{ alignSelf: 'flex-start' }}
        data-testid="calendar-view"
      />
      {timeline ? <TimelineView /> : <MonthView />}
    </Flex>
  );
}

/**
 * One property's calendar (`?property=`): one month on a phone and two side by side from the
 * large breakpoint (`?month=YYYY-MM`, the first shown), the days' statuses, prices and
 * bookings, and the actions on a range.
 */
function MonthView() {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const wide = useMinWidth('lg');
  const monthCount = wide ? 2 : 1;
  const [params, setParams] = useSearchParams();
  const propertyId = params.get('property') ?? undefined;
  const monthParam = params.get('month');
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [dayBookings, setDayBookings] = useState<CalendarBooking[] | null>(null);
  const [noProperties, setNoProperties] = useState(false);

  const browserToday = todayIn(DEFAULT_TIME_ZONE, new Date());
  const firstMonth =
    monthParam !== null && MONTH_PARAM.test(monthParam)
      ? `${monthParam}-01`
      : monthOf(browserToday);
  const span = shownSpan(firstMonth, monthCount);
  const calendar = useCalendar(propertyId, span.from, span.to);
  const today = calendar.data?.today ?? browserToday;
  const days = useMemo(() => dayMap(calendar.data?.days ?? []), [calendar.data]);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const showMonth = (month: IsoDate) => setParam('month', month.slice(0, 7));

  const openBookings = (bookings: CalendarBooking[]) => {
    if (bookings.length === 1 && bookings[0] !== undefined) {
      void navigate(`/bookings/${bookings[0].id}`);
      return;
    }
    setDayBookings(bookings);
  };

  const range = isChosen(selection) ? selectedRange(selection) : null;
  const panel =
    range === null || propertyId === undefined || calendar.data === undefined ? null : (
      <ActionPanel
        propertyId={propertyId}
        range={range}
        days={days}
        units={calendar.data.units}
        onDone={() => setSelection(noSelection)}
      />
    );

  const toolbar = (
    <Flex align="center" justify="space-between" gap={8} wrap>
      <Flex gap={8}>
        <Button
          icon={language === 'ar' ? <RightOutlined /> : <LeftOutlined />}
          aria-label={t('previous')}
          onClick={() => showMonth(shiftMonth(firstMonth, -1))}
          data-testid="calendar-previous"
        />
        <Button onClick={() => setParam('month', null)} data-testid="calendar-today">
          {t('today')}
        </Button>
        <Button
          icon={language === 'ar' ? <LeftOutlined /> : <RightOutlined />}
          aria-label={t('next')}
          onClick={() => showMonth(shiftMonth(firstMonth, 1))}
          data-testid="calendar-next"
        />
      </Flex>
      <Typography.Text type="secondary" data-testid="calendar-hijri-months">
        {hijriMonthsTitle(span.from, lastDayOf(span.to), language)}
      </Typography.Text>
    </Flex>
  );

  const body = () => {
    if (noProperties) {
      return (
        <Empty description={t('noProperties')} data-testid="calendar-no-properties">
          <Link to="/properties/new">{t('addProperty')}</Link>
        </Empty>
      );
    }
    if (propertyId === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (calendar.error !== null && calendar.data === undefined) {
      return (
        <LoadFailure
          error={calendar.error}
          message="loadAvailability"
          onRetry={() => void calendar.refetch()}
          testId="calendar-error"
        />
      );
    }
    if (calendar.data === undefined) {
      return <Skeleton active paragraph={{ rows: 10 }} data-testid="calendar-loading" />;
    }
    return (
      <CalendarGrid
        firstMonth={firstMonth}
        monthCount={monthCount}
        days={days}
        today={today}
        selection={selection}
        onSelection={(next) => {
          setSelection(next);
          setDayBookings(null);
        }}
        onOpenBookings={openBookings}
        onShowMonth={showMonth}
      />
    );
  };

  return (
    <Flex vertical gap={16}>
      <PropertySelect
        value={propertyId}
        onChange={(id) => {
          setSelection(noSelection);
          setParam('property', id);
        }}
        onLoaded={(properties) => {
          setNoProperties(properties.length === 0);
          const first = properties[0];
          if (propertyId === undefined && first !== undefined) setParam('property', first.id);
        }}
        style={{ maxWidth: 420 }}
      />
      {!noProperties && toolbar}
      {wide && propertyId !== undefined && !noProperties && (
        <Card size="small" data-testid="calendar-panel">
          {panel ?? <Typography.Text type="secondary">{t('chooseDays')}</Typography.Text>}
        </Card>
      )}
      {!noProperties && <ChannelConflicts propertyId={propertyId} from={span.from} to={span.to} />}
      {body()}
      {!noProperties && <CalendarLegend />}
      {!wide && (
        <Drawer
          open={panel !== null}
          placement="bottom"
          size="auto"
          title={t('actionsTitle')}
          onClose={() => setSelection(noSelection)}
          mask={false}
          data-testid="calendar-drawer"
        >
          {panel}
        </Drawer>
      )}
      <Drawer
        open={dayBookings !== null}
        title={t('bookingsOfDay')}
        placement={wide ? 'right' : 'bottom'}
        onClose={() => setDayBookings(null)}
      >
        <List
          dataSource={dayBookings ?? []}
          renderItem={(booking) => (
            <List.Item>
              <Link to={`/bookings/${booking.id}`}>{booking.guestName}</Link>
            </List.Item>
          )}
        />
      </Drawer>
    </Flex>
  );
}
