import { AppError } from '@nuzul/shared/errors';
import {
  DEFAULT_TIME_ZONE,
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  todayIn,
  type IsoDate,
} from '@nuzul/shared/dates';
import {
  occupancyPercent,
  perNight,
  type BookingsReport,
  type DashboardPeriod,
  type DashboardSummary,
  type OccupancyReport,
  type PropertiesReport,
  type ReportFilter,
  type ReportGrouping,
  type RevenueReport,
  type SourcesReport,
} from '@nuzul/shared/reports';
import type { Clock } from '../../platform/clock';
import { scopeOf, type Actor } from '../../platform/policy';
import type { ReportScope, ReportsRepository } from './reports.repository';
import type { ChannelsLookup } from '../channels/channels.lookup';

export interface ReportsServiceDeps {
  repo: ReportsRepository;
  clock: Clock;
  /**
   * The dashboard's connected and ready-to-connect counts. The module always passes
   * it; without it (tests of the report sums alone) no property counts as connected.
   */
  channels?: Pick<ChannelsLookup, 'connectionCounts'>;
}

const monthOf = (day: IsoDate): IsoDate => `${day.slice(0, 7)}-01`;

/** Every bucket of `[from, to)`: its name (first day of the month, or the day) and its days. */
export function bucketsOf(from: IsoDate, to: IsoDate, groupBy: ReportGrouping) {
  const buckets: Array<{ key: IsoDate; start: IsoDate; stop: IsoDate; days: number }> = [];
  let key = groupBy === 'month' ? monthOf(from) : from;
  while (compareDates(key, to) < 0) {
    const next = groupBy === 'month' ? addMonths(key, 1) : addDays(key, 1);
    const start = compareDates(key, from) < 0 ? from : key;
    const stop = compareDates(next, to) > 0 ? to : next;
    buckets.push({ key, start, stop, days: daysBetween(start, stop) });
    key = next;
  }
  return buckets;
}

/**
 * The nights of `[start, stop)` from the day a property was created (`since`, in its time
 * zone): before it, it offered none.
 */
export function nightsSince(since: IsoDate, start: IsoDate, stop: IsoDate): number {
  const from = compareDates(since, start) > 0 ? since : start;
  return compareDates(from, stop) < 0 ? daysBetween(from, stop) : 0;
}

/**
 * The dashboard's periods in the owner's today (Riyadh's: an account has no time zone of its
 * own, its properties each have theirs): the last 30 days by day, the 12 months ending with
 * this one, or this calendar year, by month.
 */
export function periodOf(period: DashboardPeriod, today: IsoDate) {
  if (period === '30d') {
    return { from: addDays(today, -29), to: addDays(today, 1), groupBy: 'day' as const };
  }
  if (period === '12m') {
    const thisMonth = monthOf(today);
    return {
      from: addMonths(thisMonth, -11),
      to: addMonths(thisMonth, 1),
      groupBy: 'month' as const,
    };
  }
  const year = today.slice(0, 4);
  return { from: `${year}-01-01`, to: `${Number(year) + 1}-01-01`, groupBy: 'month' as const };
}

/**
 * The owner's dashboard and reports (requirements-next §6, §15), all SQL aggregation over the
 * owner's own rows. Cancelled bookings count in the cancelled figures and nowhere else:
 * confirmed and pending stays hold their nights and make the occupancy and revenue.
 */
export function reportsService({ repo, clock, channels }: ReportsServiceDeps) {
  const today = () => todayIn(DEFAULT_TIME_ZONE, clock());

  /** The filter as the repository takes it; another owner's property is a 404. */
  async function scopeFor(actor: Actor, filter: ReportFilter): Promise<ReportScope> {
    const ownerId = scopeOf(actor, 'listings:manage');
    if (filter.propertyId && !(await repo.ownsProperty(ownerId, filter.propertyId))) {
      throw new AppError('NOT_FOUND');
    }
    return {
      ownerId,
      from: filter.from,
      to: filter.to,
      propertyId: filter.propertyId,
      source: filter.source,
    };
  }

  const echo = (filter: ReportFilter) => ({
    from: filter.from,
    to: filter.to,
    groupBy: filter.groupBy,
    propertyId: filter.propertyId ?? null,
    source: filter.source ?? null,
  });

  /** Booked, blocked and available nights and revenue of every bucket, zeros included. */
  async function nightsRows(scope: ReportScope, groupBy: ReportGrouping) {
    const [capacity, nights, blocked] = await Promise.all([
      repo.capacity(scope.ownerId, scope.propertyId),
      repo.nightsByBucket(scope, groupBy),
      repo.blockedByBucket(scope, groupBy),
    ]);
    const nightsOf = new Map(nights.map((row) => [row.key, row]));
    const blockedOf = new Map(blocked.map((row) => [row.key, row.nights]));
    return bucketsOf(scope.from, scope.to, groupBy).map(({ key, start, stop }) => {
      const blockedNights = blockedOf.get(key) ?? 0;
      const row = nightsOf.get(key);
      const unitNights = capacity.reduce(
        (sum, { since, units }) => sum + units * nightsSince(since, start, stop),
        0,
      );
      return {
        bucket: key,
        ...figures({
          availableNights: unitNights - blockedNights,
          blockedNights,
          bookedNights: row?.bookedNights ?? 0,
          guestPrice: row?.guestPrice ?? 0,
          priceToYou: row?.priceToYou ?? 0,
        }),
      };
    });
  }

  /** The sums with what follows from them: occupancy, ADR and RevPAR. */
  function figures(sums: {
    availableNights: number;
    blockedNights: number;
    bookedNights: number;
    guestPrice: number;
    priceToYou: number;
  }) {
    return {
      ...sums,
      occupancyPercent: occupancyPercent(sums.bookedNights, sums.availableNights),
      adr: perNight(sums.guestPrice, sums.bookedNights),
      revpar: perNight(sums.guestPrice, sums.availableNights),
    };
  }

  function totalOf(rows: ReturnType<typeof figures>[]) {
    const sum = (pick: (row: ReturnType<typeof figures>) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    return figures({
      availableNights: sum((row) => row.availableNights),
      blockedNights: sum((row) => row.blockedNights),
      bookedNights: sum((row) => row.bookedNights),
      guestPrice: sum((row) => row.guestPrice),
      priceToYou: sum((row) => row.priceToYou),
    });
  }

  return {
    async summary(actor: Actor, period: DashboardPeriod): Promise<DashboardSummary> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const day = today();
      const { from, to, groupBy } = periodOf(period, day);
      const scope = { ownerId, from, to };
      const [counts, byBucket, arrivals, connections] = await Promise.all([
        repo.propertyCounts(ownerId),
        repo.arrivalsByBucket(scope, groupBy),
        repo.arrivals(ownerId, day, addDays(day, 7)),
        channels?.connectionCounts(ownerId),
      ]);
      const countsOf = new Map(byBucket.map((row) => [row.key, row]));
      const series = bucketsOf(from, to, groupBy).map(({ key }) => ({
        bucket: key,
        confirmed: countsOf.get(key)?.confirmed ?? 0,
        cancelled: countsOf.get(key)?.cancelled ?? 0,
      }));
      return {
        period,
        groupBy,
        from,
        to,
        today: day,
        properties: {
          total: counts.total,
          connected: connections?.connected ?? 0,
          readyToConnect: connections?.readyToConnect ?? counts.published,
        },
        bookings: {
          confirmed: series.reduce((sum, row) => sum + row.confirmed, 0),
          cancelled: series.reduce((sum, row) => sum + row.cancelled, 0),
        },
        arrivals: { today: arrivals.today, thisWeek: arrivals.total },
        series,
      };
    },

    async bookings(actor: Actor, filter: ReportFilter): Promise<BookingsReport> {
      const scope = await scopeFor(actor, filter);
      const counts = new Map(
        (await repo.arrivalsByBucket(scope, filter.groupBy)).map((row) => [row.key, row]),
      );
      const rows = bucketsOf(scope.from, scope.to, filter.groupBy).map(({ key }) => ({
        bucket: key,
        confirmed: counts.get(key)?.confirmed ?? 0,
        pending: counts.get(key)?.pending ?? 0,
        cancelled: counts.get(key)?.cancelled ?? 0,
      }));
      const sum = (pick: (row: (typeof rows)[number]) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      return {
        ...echo(filter),
        rows,
        totals: {
          confirmed: sum((row) => row.confirmed),
          pending: sum((row) => row.pending),
          cancelled: sum((row) => row.cancelled),
        },
      };
    },

    async occupancy(actor: Actor, filter: ReportFilter): Promise<OccupancyReport> {
      const rows = await nightsRows(await scopeFor(actor, filter), filter.groupBy);
      const pick = ({
        availableNights,
        blockedNights,
        bookedNights,
        occupancyPercent: percent,
      }: ReturnType<typeof figures>) => ({
        availableNights,
        blockedNights,
        bookedNights,
        occupancyPercent: percent,
      });
      return {
        ...echo(filter),
        rows: rows.map((row) => ({ bucket: row.bucket, ...pick(row) })),
        totals: pick(totalOf(rows)),
      };
    },

    async revenue(actor: Actor, filter: ReportFilter): Promise<RevenueReport> {
      const rows = await nightsRows(await scopeFor(actor, filter), filter.groupBy);
      return { ...echo(filter), rows, totals: totalOf(rows) };
    },

    async sources(actor: Actor, filter: ReportFilter): Promise<SourcesReport> {
      const rows = await repo.bySource(await scopeFor(actor, filter));
      const sum = (pick: (row: (typeof rows)[number]) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      return {
        ...echo(filter),
        rows,
        totals: {
          bookings: sum((row) => row.bookings),
          cancelled: sum((row) => row.cancelled),
          bookedNights: sum((row) => row.bookedNights),
          guestPrice: sum((row) => row.guestPrice),
          priceToYou: sum((row) => row.priceToYou),
        },
      };
    },

    async properties(actor: Actor, filter: ReportFilter): Promise<PropertiesReport> {
      const scope = await scopeFor(actor, filter);
      const [properties, { stays, blocked }] = await Promise.all([
        repo.properties(scope.ownerId, scope.propertyId),
        repo.byProperty(scope),
      ]);
      return {
        ...echo(filter),
        rows: properties.map((property) => {
          const own = stays.get(property.id);
          const blockedNights = blocked.get(property.id) ?? 0;
          const sums = figures({
            availableNights:
              property.units * nightsSince(property.since, scope.from, scope.to) - blockedNights,
            blockedNights,
            bookedNights: own?.bookedNights ?? 0,
            guestPrice: own?.guestPrice ?? 0,
            priceToYou: own?.priceToYou ?? 0,
          });
          return {
            propertyId: property.id,
            name: property.name,
            internalName: property.internalName,
            units: property.units,
            bookings: own?.bookings ?? 0,
            cancelled: own?.cancelled ?? 0,
            ...sums,
          };
        }),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
