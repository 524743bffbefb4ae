import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type Booking,
  type MoveBookingInput,
  type Timeline,
  type TimelineBulkFields,
  type TimelineBulkResult,
  type TimelineProperty,
  type timelineQuery,
  type TimelineHold,
} from '@nuzul/shared/bookings';
import { addDays, compareDates, daysBetween, todayIn } from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import type { Clock } from '../../platform/clock';
import { sqlState } from '../../platform/errors';
import { recordEvent } from '../../platform/events/domain-events';
import { scopeOf, type Actor } from '../../platform/policy';
import type { TermsLookup } from '../terms/terms.lookup';
import { availabilityEvent, bookingEvent, type AvailabilityChanged } from './bookings.events';
import { priceBreakdownOf } from './bookings.mapper';
import type { BookingRow, BookingsQueries, BookingsRepository } from './bookings.repository';
import type { BookingsService } from './bookings.service';
import { horizonFrom, stayQuote } from './calendar.service';
import {
  daysOf,
  groupBy,
  mergeRanges,
  nightsInside,
  outside,
  sameBlocks,
  sameSettings,
  unitKey,
} from './timeline.ranges';
import {
  timelineQueries,
  type BlockRow,
  type DaySettingSnapshot,
  type OwnedProperty,
  type TimelineQueries,
  type UnitRange,
} from './timeline.repository';

export interface TimelineDeps {
  repo: BookingsRepository;
  terms: Pick<TermsLookup, 'settingsOf'>;
  bookings: Pick<BookingsService, 'get'>;
  clock: Clock;
}

type TimelineQueryFields = z.output<typeof timelineQuery>;

/** What undoes a bulk edit: the blocks or day settings of its regions before and after it. */
interface UndoRecord {
  /** Unit ranges whose blocks the edit changed (a cut block's whole extent included). */
  regions: UnitRange[];
  blocksBefore: BlockRow[];
  blocksAfter: BlockRow[];
  /** Property day ranges whose settings the edit changed (unitNo 0). */
  days: UnitRange[];
  settingsBefore: DaySettingSnapshot[];
  settingsAfter: DaySettingSnapshot[];
}

/**
 * The multi-unit timeline (issue 17): a page of the owner's units with their holds and day
 * prices; bulk Block, Make Available and Set price / stay rules over cells of many units in
 * one transaction, refused whole; the undo of the owner's last bulk edit; moving a booking to
 * other dates or another unit of its property. Writes take the calendars' advisory locks of
 * their properties first (sorted, as bookings do), and the exclusion constraint on
 * (property, unit, nights) stays the judge of every hold.
 */
export function timelineService(deps: TimelineDeps) {
  const { repo, terms, bookings, clock } = deps;

  /** The owner's properties of the cells; 404 when one is not (nothing is changed). */
  async function ownedOf(
    q: TimelineQueries,
    ownerId: string,
    ids: readonly string[],
  ): Promise<Map<string, OwnedProperty>> {
    const owned = new Map(
      (await q.ownedProperties(ownerId, ids)).map((property) => [property.id, property]),
    );
    if (ids.some((id) => !owned.has(id))) throw new AppError('NOT_FOUND');
    return owned;
  }

  /**
   * The cells as unit ranges (nights [from, to + 1)), a cell without unitNo giving every unit
   * of its property; 404 for a unit the property does not have, 400 PAST_DATES for a day
   * before the property's today, and a day beyond the booking horizon refused at its `to`.
   */
  function unitRangesOf(
    input: TimelineBulkFields,
    owned: ReadonlyMap<string, OwnedProperty>,
  ): UnitRange[] {
    const now = clock();
    const ranges: UnitRange[] = [];
    for (const [index, cell] of input.cells.entries()) {
      const property = owned.get(cell.propertyId)!;
      if (cell.unitNo !== undefined && cell.unitNo > property.units) {
        throw new AppError('NOT_FOUND');
      }
      const today = todayIn(property.timeZone, now);
      if (compareDates(cell.from, today) < 0) throw new AppError('PAST_DATES');
      if (compareDates(cell.to, horizonFrom(today)) > 0) {
        throw validationFailed([fieldIssue(`body.cells.${index}.to`, 'dateTooFar')]);
      }
      const units = cell.unitNo !== undefined ? [cell.unitNo] : [];
      if (cell.unitNo === undefined) {
        for (let unitNo = 1; unitNo <= property.units; unitNo += 1) units.push(unitNo);
      }
      for (const unitNo of units) {
        ranges.push({
          propertyId: cell.propertyId,
          unitNo,
          from: cell.from,
          to: addDays(cell.to, 1),
        });
      }
    }
    return mergeRanges(ranges);
  }

  /** Block or Make Available over the unit ranges: what changed and what undoes it. */
  async function changeBlocks(
    q: TimelineQueries,
    ranges: readonly UnitRange[],
    input: TimelineBulkFields,
  ) {
    const before = await q.blocksIn(ranges);
    const rangesOfUnit = groupBy(ranges, unitKey);
    await q.deleteHolds(before.map((block) => block.id));
    const kept: Array<Omit<BlockRow, 'id'>> = [];
    let nightsBlocked = 0;
    for (const block of before) {
      const own = rangesOfUnit.get(unitKey(block)) ?? [];
      nightsBlocked += nightsInside(block.from, block.to, own);
      for (const piece of outside(block.from, block.to, own)) {
        kept.push({
          propertyId: block.propertyId,
          unitNo: block.unitNo,
          note: block.note,
          ...piece,
        });
      }
    }
    const added =
      input.action === 'block'
        ? ranges.map((range) => ({ ...range, note: input.note ?? null }))
        : [];
    await q.insertBlocks([...kept, ...added]);
    const selected = ranges.reduce((sum, range) => sum + daysBetween(range.from, range.to), 0);
    // The region each unit's undo restores: its ranges and the whole of every block cut.
    const regions = mergeRanges([...ranges, ...before.map((block) => ({ ...block }))]).map(
      ({ propertyId, unitNo, from, to }) => ({ propertyId, unitNo, from, to }),
    );
    const after = await q.blocksIn(regions);
    return {
      nights: input.action === 'block' ? selected - nightsBlocked : nightsBlocked,
      undo: {
        regions,
        blocksBefore: before,
        blocksAfter: after,
        days: [],
        settingsBefore: [],
        settingsAfter: [],
      } satisfies UndoRecord,
    };
  }

  /** Set price / stay rules on the days of the cells' properties. */
  async function changeSettings(
    tx: BookingsQueries,
    q: TimelineQueries,
    ranges: readonly UnitRange[],
    input: TimelineBulkFields,
  ) {
    const days = mergeRanges(ranges.map((range) => ({ ...range, unitNo: 0 })));
    const given = Object.fromEntries(
      (['price', 'minNights', 'maxNights'] as const)
        .filter((name) => input[name] !== undefined)
        .map((name) => [name, input[name]]),
    );
    const before = await q.settingsIn(days);
    for (const day of before) {
      const min = 'minNights' in given ? given.minNights : day.minNights;
      const max = 'maxNights' in given ? given.maxNights : day.maxNights;
      if (min != null && max != null && min > max) {
        throw validationFailed([fieldIssue('body.minNights', 'minStayAboveMax')]);
      }
    }
    for (const range of days)
      await tx.setDaySettings(range.propertyId, range.from, range.to, given);
    const after = await q.settingsIn(days);
    return {
      days: days.reduce((sum, range) => sum + daysBetween(range.from, range.to), 0),
      undo: {
        regions: [],
        blocksBefore: [],
        blocksAfter: [],
        days,
        settingsBefore: before,
        settingsAfter: after,
      } satisfies UndoRecord,
    };
  }

  /** One availability.changed per property, over the days its ranges span. */
  async function recordAvailability(
    handle: Parameters<typeof recordEvent>[0],
    ownerId: string,
    ranges: readonly UnitRange[],
    action: AvailabilityChanged['action'],
  ) {
    for (const [propertyId, group] of groupBy(ranges, (range) => range.propertyId)) {
      const from = group.map((range) => range.from).sort()[0]!;
      const to = group
        .map((range) => range.to)
        .sort()
        .at(-1)!;
      await recordEvent(
        handle,
        availabilityEvent({ ownerId, propertyId, from, to: addDays(to, -1), action }),
      );
    }
  }

  return {
    /**
     * A page of the owner's units (rows) with their holds on the nights of from..to, and
     * each of their properties with its day prices and stay rules: one SQL statement.
     */
    async page(
      actor: Actor,
      query: TimelineQueryFields,
    ): Promise<{
      data: Timeline;
      meta: { page: number; pageSize: number; total: number };
    }> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const { rows, total } = await timelineQueries(repo.handle).page(
        {
          ownerId,
          search: query.search || undefined,
          cityId: query.cityId,
          buildingId: query.buildingId,
          status: query.status,
        },
        { from: query.from, to: addDays(query.to, 1) },
        { page: query.page, pageSize: query.pageSize },
      );
      const now = clock();
      const properties: TimelineProperty[] = [];
      for (const row of rows) {
        if (!row.facts) continue;
        properties.push({
          id: row.propertyId,
          name: row.name,
          internalName: row.internalName,
          status: row.status,
          buildingId: row.buildingId,
          buildingName: row.buildingName,
          cityId: row.cityId,
          cityNameAr: row.cityNameAr,
          cityNameEn: row.cityNameEn,
          timeZone: row.timeZone,
          today: todayIn(row.timeZone, now),
          units: row.units,
          days: daysOf(query.from, query.to, row.facts),
        });
      }
      return {
        data: {
          from: query.from,
          to: query.to,
          units: rows.map((row) => ({
            propertyId: row.propertyId,
            unitNo: row.unitNo,
            holds: row.holds.map((hold): TimelineHold =>
              hold.kind === 'booking'
                ? {
                    kind: 'booking',
                    bookingId: hold.bookingId!,
                    guestName: hold.guestName ?? '',
                    status: hold.status ?? 'confirmed',
                    from: hold.from,
                    to: hold.to,
                  }
                : { kind: 'block', id: hold.id, note: hold.note, from: hold.from, to: hold.to },
            ),
          })),
          properties,
        },
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    /**
     * Block, Make Available or Set price / stay rules over the cells, in one transaction:
     * refused whole (and nothing changed) when a property is not the owner's (404), a day is
     * past (400 PAST_DATES) or a selected night of a selected unit is booked (409
     * DATES_UNAVAILABLE: booked dates cannot be changed, also when a booking racing the edit
     * holds it first). The edit becomes the owner's last, which the answer's token undoes.
     */
    async bulk(actor: Actor, input: TimelineBulkFields): Promise<TimelineBulkResult> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const propertyIds = [...new Set(input.cells.map((cell) => cell.propertyId))];
      const undoToken = randomUUID();
      return repo
        .transaction(async (tx) => {
          await tx.lockCalendars(propertyIds);
          const q = timelineQueries(tx.handle);
          const owned = await ownedOf(q, ownerId, propertyIds);
          const ranges = unitRangesOf(input, owned);
          if (await q.bookedIn(ranges)) throw new AppError('DATES_UNAVAILABLE');
          const result =
            input.action === 'set_day_settings'
              ? { nights: 0, ...(await changeSettings(tx, q, ranges, input)) }
              : { days: 0, ...(await changeBlocks(q, ranges, input)) };
          await q.saveEdit(ownerId, { id: undoToken, action: input.action, undo: result.undo });
          await recordAvailability(
            tx.handle,
            ownerId,
            ranges,
            input.action === 'set_day_settings' ? 'day_settings' : input.action,
          );
          return {
            action: input.action,
            nights: result.nights,
            days: result.days,
            units: new Set(ranges.map(unitKey)).size,
            undoToken,
          };
        })
        .catch((error: unknown) => {
          if (sqlState(error) === '23P01') throw new AppError('DATES_UNAVAILABLE');
          throw error;
        });
    },

    /**
     * Undoes the owner's last bulk edit: its cells' blocks and day settings are put back
     * exactly as they were. 404 when the token is not that edit (or it was undone); 409
     * CONFLICT when they changed since; 409 DATES_UNAVAILABLE when a booking has taken a
     * night the edit had freed. Nothing is changed when refused.
     */
    async undo(actor: Actor, undoToken: string) {
      const ownerId = scopeOf(actor, 'listings:manage');
      return repo
        .transaction(async (tx) => {
          const q = timelineQueries(tx.handle);
          const seen = await q.lastEdit(ownerId);
          if (!seen || seen.id !== undoToken) throw new AppError('NOT_FOUND');
          const undo = seen.undo as UndoRecord;
          const touched = [...undo.regions, ...undo.days];
          const propertyIds = [...new Set(touched.map((range) => range.propertyId))];
          await tx.lockCalendars(propertyIds);
          const edit = await q.lastEdit(ownerId, { lock: true });
          if (!edit || edit.id !== undoToken) throw new AppError('NOT_FOUND');
          await ownedOf(q, ownerId, propertyIds);
          if (undo.regions.length > 0) {
            const now = await q.blocksIn(undo.regions);
            if (!sameBlocks(now, undo.blocksAfter)) throw new AppError('CONFLICT');
            await q.deleteHolds(now.map((block) => block.id));
            await q.insertBlocks(undo.blocksBefore);
          }
          if (undo.days.length > 0) {
            const now = await q.settingsIn(undo.days);
            if (!sameSettings(now, undo.settingsAfter)) throw new AppError('CONFLICT');
            await q.deleteSettingsIn(undo.days);
            await q.insertSettings(undo.settingsBefore);
          }
          await q.deleteEdit(ownerId);
          await recordAvailability(
            tx.handle,
            ownerId,
            touched,
            edit.action === 'set_day_settings' ? 'day_settings' : edit.action,
          );
          return {
            action: edit.action,
            units: new Set(touched.map(unitKey)).size,
          };
        })
        .catch((error: unknown) => {
          if (sqlState(error) === '23P01') throw new AppError('DATES_UNAVAILABLE');
          throw error;
        });
    },

    /**
     * Moves a booking to the nights [dateFrom, dateTo) of unit `unitNo` of its property.
     * Its own hold is replaced in the same transaction, so it never conflicts with itself and
     * keeps its old nights when the new ones are refused (409 NO_SPACE_FOR_DATES, by the
     * exclusion constraint). New dates must not be past; they price the stay anew,
     * as an edit of its dates does.
     */
    async move(actor: Actor, id: string, input: MoveBookingInput): Promise<Booking> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const seen = await repo.findBooking(ownerId, id);
      if (!seen) throw new AppError('NOT_FOUND');
      if (seen.status === 'cancelled') throw new AppError('CONFLICT');
      const facts = await repo.stayFacts(seen.propertyId);
      if (!facts) throw new AppError('NOT_FOUND');
      if (input.unitNo > facts.units) {
        throw validationFailed([fieldIssue('body.unitNo', 'invalidValue')]);
      }
      const datesChanged = input.dateFrom !== seen.dateFrom || input.dateTo !== seen.dateTo;
      if (input.unitNo === seen.unitNo && !datesChanged) return bookings.get(actor, id);
      const today = todayIn(facts.timeZone, clock());
      if (input.dateFrom !== seen.dateFrom && compareDates(input.dateFrom, today) < 0) {
        throw validationFailed([fieldIssue('body.dateFrom', 'pastDate')]);
      }
      if (compareDates(input.dateTo, horizonFrom(today)) > 0) {
        throw validationFailed([fieldIssue('body.dateTo', 'dateTooFar')]);
      }
      // The new stay's price, read before the transaction (PGlite has one connection).
      let priceBreakdown: BookingRow['priceBreakdown'] | undefined;
      if (datesChanged) {
        const [settings, daySettings] = await Promise.all([
          terms.settingsOf(seen.propertyId),
          repo.daySettingsBetween(seen.propertyId, input.dateFrom, input.dateTo),
        ]);
        const now = clock();
        const { quote } = stayQuote({
          stay: { from: input.dateFrom, to: input.dateTo },
          guests: seen.guests,
          maxGuests: facts.sleep ?? seen.guests,
          timeZone: facts.timeZone,
          settings,
          daySettings,
          now,
        });
        priceBreakdown = priceBreakdownOf(quote, now);
      }
      await repo
        .transaction(async (tx) => {
          await tx.lockCalendars([seen.propertyId]);
          const before = await tx.findBooking(ownerId, id, { lock: true });
          if (!before) throw new AppError('NOT_FOUND');
          // Changed between the read above and the lock: the price read is of another stay.
          if (
            before.status === 'cancelled' ||
            before.propertyId !== seen.propertyId ||
            before.dateFrom !== seen.dateFrom ||
            before.dateTo !== seen.dateTo ||
            before.unitNo !== seen.unitNo
          ) {
            throw new AppError('CONFLICT');
          }
          await tx.deleteBookingHold(id);
          await tx.insertHold({
            propertyId: before.propertyId,
            unitNo: input.unitNo,
            from: input.dateFrom,
            to: input.dateTo,
            kind: 'booking',
            bookingId: id,
          });
          const after = await tx.updateBooking(id, {
            dateFrom: input.dateFrom,
            dateTo: input.dateTo,
            unitNo: input.unitNo,
            ...(priceBreakdown ? { priceBreakdown } : {}),
          });
          const changes = Object.fromEntries(
            (['dateFrom', 'dateTo', 'unitNo'] as const)
              .filter((name) => before[name] !== after[name])
              .map((name) => [name, { from: before[name], to: after[name] }]),
          );
          await tx.addHistory(id, 'updated', changes);
          await recordEvent(tx.handle, bookingEvent('booking.updated', after, before));
        })
        .catch((error: unknown) => {
          if (sqlState(error) === '23P01') throw new AppError('NO_SPACE_FOR_DATES');
          throw error;
        });
      return bookings.get(actor, id);
    },
  };
}
export type TimelineService = ReturnType<typeof timelineService>;
