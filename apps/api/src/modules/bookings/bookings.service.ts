import { createHash } from 'node:crypto';
import type { bookingsQuery } from '@nuzul/shared/bookings';
import {
  type Booking,
  type BookingFields,
  type BookingListItem,
  type BookingPriceBreakdown,
  type CancellationCharge,
} from '@nuzul/shared/bookings';
import { compareDates, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { horizonFrom, stayQuote } from './calendar.service';
import { AppError, fieldIssue, validationFailed, type FieldIssue } from '@nuzul/shared/errors';
import { cancellationPenalty, type CancellationPolicy } from '@nuzul/shared/terms';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { sqlState } from '../../platform/errors';
import { recordEvent } from '../../platform/events/domain-events';
import type { Actor } from '../../platform/policy';
import { scopeOf } from '../../platform/policy';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import type { PropertyAccess } from '../listings/property.access';
import type { TermsLookup } from '../terms/terms.lookup';
import { bookingEvent } from './bookings.events';
import {
  bookingColumns,
  changesOf,
  priceBreakdownOf,
  storedCancellation,
  toBooking,
  toListItem,
} from './bookings.mapper';
import type {
  BookingRow,
  BookingsQueries,
  BookingsRepository,
  HistoryRow,
  PropertyStayFacts,
} from './bookings.repository';

export interface BookingsDeps {
  repo: BookingsRepository;
  properties: Pick<PropertyAccess, 'assertOwnedProperty'>;
  terms: Pick<TermsLookup, 'settingsOf'>;
  definitions: Pick<DefinitionsLookup, 'countryExists'>;
  clock: Clock;
}

export type BookingsListQuery = z.output<typeof bookingsQuery>;

const notFound = () => new AppError('NOT_FOUND');

/** The same request body gives the same hash, whatever the order of its keys. */
function requestHash(input: BookingFields): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

/**
 * Holds the booking's nights on the first unit that has them all free (`prefer` first) and
 * answers its number; 409 NO_SPACE_FOR_DATES when no unit has (bookings and the site's
 * booking requests). Each try but the last runs on a savepoint, so that a refused unit leaves
 * the transaction usable for the next.
 */
export async function takeUnit(
  repo: BookingsRepository,
  tx: BookingsQueries,
  row: BookingRow,
  units: number,
  prefer?: number,
): Promise<number> {
  const all = Array.from({ length: units }, (_, index) => index + 1);
  const order = prefer && prefer <= units ? [prefer, ...all.filter((u) => u !== prefer)] : all;
  for (const [index, unitNo] of order.entries()) {
    const hold = (queries: BookingsQueries) =>
      queries.insertHold({
        propertyId: row.propertyId,
        unitNo,
        from: row.dateFrom,
        to: row.dateTo,
        kind: 'booking',
        bookingId: row.id,
      });
    try {
      if (index === order.length - 1) await hold(tx);
      else await repo.savepoint(tx, hold);
      return unitNo;
    } catch (error) {
      if (sqlState(error) !== '23P01') throw error;
    }
  }
  throw new AppError('NO_SPACE_FOR_DATES');
}

/**
 * Bookings (requirements-next §5). The nights of a booking are held by a row of
 * calendar_holds, whose exclusion constraint is the one judge of "Selected dates must all be
 * available": a booking tries each unit of the property in turn, and the database refuses a
 * unit any of whose nights is held, by a booking or a block, committed or racing.
 */
export function bookingsService(deps: BookingsDeps) {
  const { repo, properties, terms, definitions, clock } = deps;

  async function stayFacts(tx: BookingsQueries, propertyId: string): Promise<PropertyStayFacts> {
    const facts = await tx.stayFacts(propertyId);
    if (!facts) throw notFound();
    return facts;
  }

  /**
   * Countries and the booking source must be known ones (another owner's source is unknown).
   * Read before the transaction: PGlite has one connection, which the transaction holds.
   */
  async function refuseUnknown(ownerId: string, input: BookingFields): Promise<void> {
    const [country, nationality, source] = await Promise.all([
      definitions.countryExists(input.guest.country),
      input.guest.nationality === null || definitions.countryExists(input.guest.nationality),
      input.bookingSourceId == null || repo.isBookingSource(ownerId, input.bookingSourceId),
    ]);
    const issues: FieldIssue[] = [];
    if (!country) issues.push(fieldIssue('body.guest.country', 'unknownDefinition'));
    if (!nationality) issues.push(fieldIssue('body.guest.nationality', 'unknownDefinition'));
    if (!source) issues.push(fieldIssue('body.bookingSourceId', 'unknownDefinition'));
    if (issues.length > 0) throw validationFailed(issues);
  }

  /**
   * What a stay must meet at its property: guests within the max guests, and (when the
   * stay is new or moved) nights from the property's today on.
   */
  function refuseStay(
    input: BookingFields,
    facts: PropertyStayFacts,
    datesToCheck: { dateFrom: boolean; dateTo: boolean },
  ): void {
    const issues: FieldIssue[] = [];
    if (facts.sleep === null) issues.push(fieldIssue('body.guests', 'specificationsFirst'));
    else if (input.guests > facts.sleep) issues.push(fieldIssue('body.guests', 'tooLarge'));
    const today = todayIn(facts.timeZone, clock());
    if (datesToCheck.dateFrom && compareDates(input.dateFrom, today) < 0) {
      issues.push(fieldIssue('body.dateFrom', 'pastDate'));
    } else if (datesToCheck.dateTo && compareDates(input.dateTo, today) < 0) {
      issues.push(fieldIssue('body.dateTo', 'pastDate'));
    }
    if (datesToCheck.dateTo && compareDates(input.dateTo, horizonFrom(today)) > 0) {
      issues.push(fieldIssue('body.dateTo', 'dateTooFar'));
    }
    if (issues.length > 0) throw validationFailed(issues);
  }

  /**
   * The price of the stay the booking asks for, as the booking form's quote gives it now:
   * what the booking keeps as its price when booked. Read outside any transaction (see
   * refuseUnknown).
   */
  async function priceOf(
    input: BookingFields,
    facts: PropertyStayFacts,
  ): Promise<{ price: BookingPriceBreakdown; policies: CancellationPolicy[] }> {
    const [settings, daySettings] = await Promise.all([
      terms.settingsOf(input.propertyId),
      repo.daySettingsBetween(input.propertyId, input.dateFrom, input.dateTo),
    ]);
    const now = clock();
    const { quote } = stayQuote({
      stay: { from: input.dateFrom, to: input.dateTo },
      guests: input.guests,
      // A property without max guests is refused by refuseStay; this only prices it.
      maxGuests: facts.sleep ?? input.guests,
      timeZone: facts.timeZone,
      settings,
      daySettings,
      now,
    });
    return {
      price: priceBreakdownOf(quote, now),
      policies: settings.cancellation?.policies ?? [],
    };
  }

  /** The property's cancellation policies, read outside any transaction (see refuseUnknown). */
  async function policiesOf(propertyId: string): Promise<CancellationPolicy[]> {
    const settings = await terms.settingsOf(propertyId);
    return settings.cancellation?.policies ?? [];
  }

  /** What cancelling on `day` costs by the property's cancellation policy (§2.9). */
  async function cancellationOn(row: BookingRow, day: IsoDate): Promise<CancellationCharge> {
    return cancellationPenalty(await policiesOf(row.propertyId), row.guestPrice, row.dateFrom, day);
  }

  async function present(row: BookingRow): Promise<Booking> {
    const [cards, history] = await Promise.all([
      repo.propertyCards([row.propertyId]),
      repo.historyOf(row.id),
    ]);
    const card = cards.get(row.propertyId);
    if (!card) throw notFound();
    const cancellation =
      storedCancellation(row) ?? (await cancellationOn(row, todayIn(card.timeZone, clock())));
    return toBooking(row, card, history, cancellation);
  }

  /** The booking already made with this key: the same body is answered with it again. */
  function replay(row: BookingRow, hash: string): BookingRow {
    if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return row;
  }

  /**
   * Cancels the locked booking: its nights are freed and the penalty of `policies` (its
   * property's) on its guest price recorded.
   */
  async function cancelLocked(
    tx: BookingsQueries,
    row: BookingRow,
    values: Partial<BookingRow>,
    reason: string | null,
    policies: readonly CancellationPolicy[],
  ): Promise<BookingRow> {
    const facts = await stayFacts(tx, row.propertyId);
    const now = clock();
    const charged = { ...row, ...values };
    const charge = cancellationPenalty(
      policies,
      charged.guestPrice,
      charged.dateFrom,
      todayIn(facts.timeZone, now),
    );
    await tx.deleteBookingHold(row.id);
    return tx.updateBooking(row.id, {
      ...values,
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
      cancellationPenalty: charge.penalty,
      cancellationPercent: charge.penaltyPercent,
      cancellationDaysBefore: charge.daysBefore,
    });
  }

  return {
    /**
     * Makes a booking (201). With an Idempotency-Key, the same key and body answer the
     * booking the first request made, also when both arrive at once (the key is unique per
     * owner); the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED).
     */
    async create(actor: Actor, input: BookingFields, idempotencyKey?: string): Promise<Booking> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const hash = requestHash(input);
      if (idempotencyKey) {
        const earlier = await repo.findByIdempotencyKey(ownerId, idempotencyKey);
        if (earlier) return present(replay(earlier, hash));
      }
      // The owner's property only: another owner's answers 404 as one that does not exist.
      const facts = await repo.stayFacts(input.propertyId, ownerId);
      if (!facts) throw notFound();
      refuseStay(input, facts, { dateFrom: true, dateTo: true });
      // What the answer shows of the property is read with the rest, before the transaction.
      const [, { price, policies }, cards] = await Promise.all([
        refuseUnknown(ownerId, input),
        priceOf(input, facts),
        repo.propertyCards([input.propertyId]),
      ]);
      let row: BookingRow;
      let history: HistoryRow[] = [];
      try {
        row = await repo.transaction(async (tx) => {
          await tx.lockCalendars([input.propertyId]);
          const cancelled = input.status === 'cancelled';
          const inserted = await tx.insertBooking({
            ...bookingColumns(input),
            priceBreakdown: price,
            ownerId,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: idempotencyKey ? hash : null,
            cancelledAt: cancelled ? clock() : null,
          });
          let created = inserted;
          if (!cancelled) {
            const unitNo = await takeUnit(repo, tx, inserted, facts.units);
            if (unitNo !== inserted.unitNo)
              created = await tx.updateBooking(inserted.id, { unitNo });
          }
          history = [await tx.addHistory(created.id, 'created')];
          await recordEvent(tx.handle, bookingEvent('booking.created', created));
          return created;
        });
      } catch (error) {
        // Another request with the key committed first: answer what it made.
        if (idempotencyKey && sqlState(error) === '23505') {
          const earlier = await repo.findByIdempotencyKey(ownerId, idempotencyKey);
          if (earlier) return present(replay(earlier, hash));
        }
        throw error;
      }
      const card = cards.get(row.propertyId);
      if (!card) return present(row);
      const cancellation =
        storedCancellation(row) ??
        cancellationPenalty(
          policies,
          row.guestPrice,
          row.dateFrom,
          todayIn(card.timeZone, clock()),
        );
      return toBooking(row, card, history, cancellation);
    },

    async get(actor: Actor, id: string): Promise<Booking> {
      const row = await repo.findBooking(scopeOf(actor, 'listings:manage'), id);
      if (!row) throw notFound();
      return present(row);
    },

    /**
     * Replaces a booking's fields. New dates or another property are checked again with
     * the booking's own hold replaced in the same transaction, so it never conflicts with
     * itself and the old nights stay held if the new ones are refused. Dates that are not
     * changed may lie in the past; status cancelled cancels it.
     */
    async update(actor: Actor, id: string, input: BookingFields): Promise<Booking> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const seen = await repo.findBooking(ownerId, id);
      if (!seen) throw notFound();
      // A new property, dates or guests give the stay a new price; the rest keeps the old.
      const stayChanged = (row: BookingRow) =>
        row.propertyId !== input.propertyId ||
        row.dateFrom !== input.dateFrom ||
        row.dateTo !== input.dateTo ||
        row.guests !== input.guests;
      const pricedFacts = stayChanged(seen) ? await repo.stayFacts(input.propertyId) : undefined;
      const [, priced] = await Promise.all([
        refuseUnknown(ownerId, input),
        pricedFacts && priceOf(input, pricedFacts),
      ]);
      const price = priced?.price;
      const policies =
        input.status === 'cancelled' && seen.status !== 'cancelled'
          ? await policiesOf(seen.propertyId)
          : [];
      const row = await repo.transaction(async (tx) => {
        // Before the booking's row: creating takes the calendar first too.
        await tx.lockCalendars([seen.propertyId, input.propertyId]);
        const before = await tx.findBooking(ownerId, id, { lock: true });
        if (!before) throw notFound();
        // Changed between the read above and the lock: the policies read may be another's.
        if (before.propertyId !== seen.propertyId || before.status !== seen.status) {
          throw new AppError('CONFLICT');
        }
        if (input.propertyId !== before.propertyId) {
          await properties.assertOwnedProperty(actor, input.propertyId, { tx: tx.handle });
        }
        const facts = await stayFacts(tx, input.propertyId);
        const moved = input.propertyId !== before.propertyId;
        refuseStay(input, facts, {
          dateFrom: moved || input.dateFrom !== before.dateFrom,
          dateTo: moved || input.dateTo !== before.dateTo,
        });
        const columns = bookingColumns(input);
        const changes = changesOf(before, columns);
        if (Object.keys(changes).length === 0) return before;
        let values: Partial<BookingRow> = columns;
        if (stayChanged(before)) {
          // Changed between the read above and the lock: the price read is of another stay.
          if (!price) throw new AppError('CONFLICT');
          values = { ...columns, priceBreakdown: price };
        }

        let after: BookingRow;
        if (input.status === 'cancelled' && before.status !== 'cancelled') {
          after = await cancelLocked(tx, before, values, before.cancelReason, policies);
          await tx.addHistory(id, 'cancelled', changes);
          await recordEvent(tx.handle, bookingEvent('booking.cancelled', after, before));
          return after;
        }
        after = await tx.updateBooking(id, {
          ...values,
          ...(input.status === 'cancelled'
            ? {}
            : {
                cancelledAt: null,
                cancelReason: null,
                cancellationPenalty: null,
                cancellationPercent: null,
                cancellationDaysBefore: null,
              }),
        });
        const nightsChanged =
          moved || input.dateFrom !== before.dateFrom || input.dateTo !== before.dateTo;
        if (input.status !== 'cancelled' && (nightsChanged || before.status === 'cancelled')) {
          await tx.deleteBookingHold(id);
          const unitNo = await takeUnit(
            repo,
            tx,
            after,
            facts.units,
            moved ? undefined : before.unitNo,
          );
          if (unitNo !== after.unitNo) after = await tx.updateBooking(id, { unitNo });
        }
        await tx.addHistory(id, 'updated', changes);
        await recordEvent(tx.handle, bookingEvent('booking.updated', after, before));
        return after;
      });
      return present(row);
    },

    /**
     * Cancels a booking: its nights are free at once, and what the cancellation policy
     * charges on the guest price for the days left before arrival is recorded. Cancelling a
     * cancelled booking changes nothing.
     */
    async cancel(actor: Actor, id: string, reason: string | null): Promise<Booking> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const seen = await repo.findBooking(ownerId, id);
      if (!seen) throw notFound();
      if (seen.status === 'cancelled') return present(seen);
      const policies = await policiesOf(seen.propertyId);
      const row = await repo.transaction(async (tx) => {
        await tx.lockCalendars([seen.propertyId]);
        const before = await tx.findBooking(ownerId, id, { lock: true });
        if (!before) throw notFound();
        if (before.status === 'cancelled') return before;
        if (before.propertyId !== seen.propertyId) throw new AppError('CONFLICT');
        const after = await cancelLocked(tx, before, {}, reason, policies);
        await tx.addHistory(id, 'cancelled', { status: { from: before.status, to: 'cancelled' } });
        await recordEvent(tx.handle, bookingEvent('booking.cancelled', after, before));
        return after;
      });
      return present(row);
    },

    async list(
      actor: Actor,
      query: BookingsListQuery,
    ): Promise<{
      data: BookingListItem[];
      meta: { page: number; pageSize: number; total: number };
    }> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const { rows, total } = await repo.list(
        {
          ownerId,
          when: query.when,
          search: query.search || undefined,
          status: query.status,
          propertyId: query.propertyId,
          // Upcoming reads soonest first; Past and All the latest arrival first.
          order: query.order ?? (query.when === 'upcoming' ? 'asc' : 'desc'),
          page: query.page,
          pageSize: query.pageSize,
        },
        clock(),
      );
      const cards = await repo.propertyCards(rows.map((row) => row.propertyId));
      return {
        data: rows.flatMap((row) => {
          const card = cards.get(row.propertyId);
          return card ? [toListItem(row, card)] : [];
        }),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;
