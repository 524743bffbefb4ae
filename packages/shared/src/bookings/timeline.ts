import { z } from 'zod';
import { daysBetween, isIsoDate, compareDates } from '../dates/days';
import { isoDate } from '../dates/schemas';
import { propertyStatuses } from '../listings/rules';
import { pageMeta } from '../listings/responses';
import { halalasAmount } from '../money/schemas';
import { STAY_NIGHTS_MAX } from '../terms/rules';
import { nightPriceSources } from '../terms/responses';
import { DB_INTEGER_MAX, dbId, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import {
  BLOCK_NOTE_MAX_LENGTH,
  BOOKING_NIGHTS_MAX,
  CALENDAR_DAYS_MAX,
  bookingStatuses,
} from './rules';

/**
 * The multi-unit timeline (issue 17): rows are the units of the owner's properties, columns
 * are days. `GET /calendar` reads a page of units with their holds and day prices;
 * `POST /calendar/bulk` blocks, opens or prices a selection of cells in one transaction,
 * `POST /calendar/bulk/undo` undoes the owner's last bulk edit, and
 * `PUT /bookings/:id/move` moves a booking to other dates or another unit.
 */

/** Units per page of the timeline. */
export const TIMELINE_PAGE_SIZE_DEFAULT = 50;
export const TIMELINE_PAGE_SIZE_MAX = 200;
/** Cells (unit ranges) one bulk edit may name. */
export const TIMELINE_BULK_CELLS_MAX = 1000;
export const TIMELINE_SEARCH_MAX_LENGTH = 100;

export const timelineBulkActions = ['block', 'make_available', 'set_day_settings'] as const;
export type TimelineBulkAction = (typeof timelineBulkActions)[number];

const required = fieldError();
const numberField = fieldError('mustBeNumber');

const bothDates = (a: unknown, b: unknown) => isIsoDate(a) && isIsoDate(b);

/** Days from..to, both included, in order and at most CALENDAR_DAYS_MAX of them. */
function dayRange(range: { from: unknown; to: unknown }, ctx: z.RefinementCtx) {
  if (!bothDates(range.from, range.to)) return;
  const from = range.from as string;
  const to = range.to as string;
  if (compareDates(from, to) > 0) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: messageKey('dateOrder') });
  } else if (daysBetween(from, to) + 1 > CALENDAR_DAYS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: messageKey('tooLarge') });
  }
}

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number(required)
    .int(messageKey('invalidValue'))
    .min(1, messageKey('invalidValue'))
    .max(max, messageKey('invalidValue'))
    .default(fallback);

/**
 * `GET /calendar?from&to&page&pageSize&search&cityId&buildingId&status`: the days from..to
 * (both included, at most 400) of a page of the owner's units, ordered by building name,
 * property name, property and unit number. `search` matches the property's name, internal
 * name or address and its building's name; `status` is the property's listing status.
 */
export const timelineQuery = z
  .object(
    {
      from: isoDate,
      to: isoDate,
      page: pageNumber(DB_INTEGER_MAX, 1),
      pageSize: pageNumber(TIMELINE_PAGE_SIZE_MAX, TIMELINE_PAGE_SIZE_DEFAULT),
      search: safeText().trim().max(TIMELINE_SEARCH_MAX_LENGTH, messageKey('tooLong')).optional(),
      cityId: z.coerce.number(numberField).pipe(dbId).optional(),
      buildingId: z.uuid(required).optional(),
      status: z.enum(propertyStatuses, required).optional(),
    },
    required,
  )
  .superRefine(dayRange);
export type TimelineQuery = z.input<typeof timelineQuery>;

/** A hold of a unit's nights [from, to): a booking's bar or a block (not clipped to the range). */
export const timelineHold = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    bookingId: z.uuid(),
    guestName: z.string(),
    status: z.enum(bookingStatuses),
    /** The first night (arrival day). */
    from: z.string(),
    /** The departure day: the night before it is the last. */
    to: z.string(),
  }),
  z.object({
    kind: z.literal('block'),
    id: z.uuid(),
    note: z.string().nullable(),
    from: z.string(),
    to: z.string(),
  }),
]);
export type TimelineHold = z.infer<typeof timelineHold>;

/** A row of the timeline: one unit of a property, with the holds on its nights in the range. */
export const timelineUnit = z.object({
  propertyId: z.uuid(),
  /** 1..units of the property. */
  unitNo: z.number().int(),
  holds: z.array(timelineHold),
});
export type TimelineUnit = z.infer<typeof timelineUnit>;

/**
 * The day prices and stay rules of a property, one entry per day of the range (index 0 is
 * `from`): the day's own setting first, then its season, then the property's defaults, as
 * `GET /properties/:id/calendar` gives them. Day settings are the property's: every unit of
 * it has the same.
 */
export const timelinePropertyDays = z.object({
  /** Halalas, or null when nothing prices the night. */
  price: z.array(z.number().int().nullable()),
  priceSource: z.array(z.enum(nightPriceSources).nullable()),
  minNights: z.array(z.number().int().nullable()),
  maxNights: z.array(z.number().int().nullable()),
});
export type TimelinePropertyDays = z.infer<typeof timelinePropertyDays>;

/** A property with units on the page. */
export const timelineProperty = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  internalName: z.string().nullable(),
  status: z.enum(propertyStatuses),
  buildingId: z.uuid().nullable(),
  buildingName: z.string().nullable(),
  cityId: z.number().int(),
  cityNameAr: z.string().nullable(),
  cityNameEn: z.string().nullable(),
  timeZone: z.string(),
  /** The property's today: days before it are past (not selectable). */
  today: z.string(),
  /** How many units (calendars) the property has. */
  units: z.number().int(),
  days: timelinePropertyDays,
});
export type TimelineProperty = z.infer<typeof timelineProperty>;

export const timeline = z.object({
  from: z.string(),
  to: z.string(),
  /** The page's rows, in order. */
  units: z.array(timelineUnit),
  /** Each property of the page's units, once. */
  properties: z.array(timelineProperty),
});
export type Timeline = z.infer<typeof timeline>;
/** `meta.total` counts units (rows), not properties. */
export const timelineResponse = z.object({ data: timeline, meta: pageMeta });
export type TimelineResponse = z.infer<typeof timelineResponse>;

/**
 * A cell range of a bulk edit: the days from..to (both included) of one unit of the
 * property, or of every unit when `unitNo` is left out.
 */
export const timelineCell = z
  .object(
    {
      propertyId: z.uuid(required),
      unitNo: z.number(numberField).int(messageKey('invalidValue')).min(1).optional(),
      from: isoDate,
      to: isoDate,
    },
    required,
  )
  .superRefine(dayRange);
export type TimelineCell = z.input<typeof timelineCell>;

const nightsSetting = z
  .number(numberField)
  .int(messageKey('invalidValue'))
  .min(1, messageKey('atLeastOne'))
  .max(STAY_NIGHTS_MAX, messageKey('tooLarge'));

/**
 * `POST /calendar/bulk`: one action over all the cells, in one transaction, refused whole
 * (409 DATES_UNAVAILABLE) when a selected night of a selected unit is booked, (400
 * PAST_DATES) when a day is before its property's today, and (404) when a property is not
 * the owner's.
 * - `block`: the nights are blocked on the cell's unit (every unit without `unitNo`), with
 *   the note; blocked nights inside take the new note.
 * - `make_available`: no block is left on those nights of the unit(s).
 * - `set_day_settings`: price, minNights, maxNights (each left out is kept, null clears it)
 *   on the days of the cell's PROPERTY (day settings are per property, not per unit); the
 *   booked-night check still looks at the selected unit(s) only.
 */
export const timelineBulkInput = z
  .object(
    {
      action: z.enum(timelineBulkActions, required),
      cells: z
        .array(timelineCell, required)
        .min(1, messageKey('required'))
        .max(TIMELINE_BULK_CELLS_MAX, messageKey('tooLarge')),
      note: z
        .union([z.null(), safeText()])
        .optional()
        .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null))
        .pipe(
          z.union([z.null(), z.string().trim().max(BLOCK_NOTE_MAX_LENGTH, messageKey('tooLong'))]),
        ),
      price: halalasAmount.min(1, messageKey('amountPositive')).nullable().optional(),
      minNights: nightsSetting.nullable().optional(),
      maxNights: nightsSetting.nullable().optional(),
    },
    required,
  )
  .superRefine((input, ctx) => {
    const settings = [input.price, input.minNights, input.maxNights];
    if (input.action === 'set_day_settings' && settings.every((value) => value === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: messageKey('required') });
    }
    if (input.action !== 'set_day_settings' && settings.some((value) => value !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['action'], message: messageKey('invalidValue') });
    }
    if (
      typeof input.minNights === 'number' &&
      typeof input.maxNights === 'number' &&
      input.minNights > input.maxNights
    ) {
      ctx.addIssue({ code: 'custom', path: ['minNights'], message: messageKey('minStayAboveMax') });
    }
  });
export type TimelineBulkInput = z.input<typeof timelineBulkInput>;
export type TimelineBulkFields = z.output<typeof timelineBulkInput>;

/** What a bulk edit (or its undo) changed, and the token that undoes it. */
export const timelineBulkResult = z.object({
  action: z.enum(timelineBulkActions),
  /** Unit-nights newly blocked (block) or freed (make_available); 0 for day settings. */
  nights: z.number().int(),
  /** Property-days whose settings were set (set_day_settings); 0 otherwise. */
  days: z.number().int(),
  /** Units touched. */
  units: z.number().int(),
  /** Pass to `POST /calendar/bulk/undo`; only the owner's last bulk edit can be undone. */
  undoToken: z.uuid(),
});
export type TimelineBulkResult = z.infer<typeof timelineBulkResult>;
export const timelineBulkResponse = z.object({ data: timelineBulkResult });

/**
 * `POST /calendar/bulk/undo { undoToken }`: puts back exactly the blocks and day settings
 * the owner's last bulk edit changed. 404 when the token is not the owner's last edit (or it
 * was undone already); 409 CONFLICT when those cells changed since (nothing is changed).
 */
export const timelineUndoInput = z.object({ undoToken: z.uuid(required) }, required);
export type TimelineUndoInput = z.input<typeof timelineUndoInput>;
export const timelineUndoResult = z.object({
  action: z.enum(timelineBulkActions),
  /** Units whose blocks or days were put back. */
  units: z.number().int(),
});
export const timelineUndoResponse = z.object({ data: timelineUndoResult });

/**
 * `PUT /bookings/:id/move`: the booking's new stay [dateFrom, dateTo) on unit `unitNo` of
 * its property (the same nights count: another length is allowed). 409 NO_SPACE_FOR_DATES
 * when a night of that unit is held (the database's exclusion constraint judges); a
 * cancelled booking cannot be moved (409 CONFLICT). Answers the booking.
 */
export const moveBookingInput = z
  .object(
    {
      dateFrom: isoDate,
      dateTo: isoDate,
      unitNo: z.number(numberField).int(messageKey('invalidValue')).min(1),
    },
    required,
  )
  .superRefine((input, ctx) => {
    if (!bothDates(input.dateFrom, input.dateTo)) return;
    if (compareDates(input.dateFrom, input.dateTo) >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: messageKey('stayAtLeastOneNight'),
      });
    } else if (daysBetween(input.dateFrom, input.dateTo) > BOOKING_NIGHTS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: messageKey('stayTooLong') });
    }
  });
export type MoveBookingInput = z.input<typeof moveBookingInput>;
