import { z } from 'zod';
import { compareDates, isIsoDate } from '../dates/days';
import { isoDate } from '../dates/schemas';
import { DB_INTEGER_MAX, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import {
  IMPORT_URL_MAX_LENGTH,
  SYNC_LOGS_SEARCH_MAX_LENGTH,
  channels,
  syncActions,
  syncStatuses,
  syncTypes,
} from './rules';

const required = fieldError();

/**
 * A channel's iCal import URL: an absolute http:// or https:// URL of at most 2000
 * characters (`validation.invalidUrl` otherwise: file:, ftp:, javascript: and relative
 * links are refused here). Where it points is checked when it is fetched (after DNS).
 */
export const importUrlField = safeText()
  .trim()
  .min(1, messageKey('required'))
  .max(IMPORT_URL_MAX_LENGTH, messageKey('tooLong'))
  .refine(isHttpUrl, messageKey('invalidUrl'));

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * `POST /channels/connections`. `unitNo` is required for a multi-unit property (1..units)
 * and must be absent/null for a one-unit property. `importUrl` null = export only.
 */
export const connectionCreateInput = z.object(
  {
    propertyId: z.uuid(required),
    unitNo: z
      .number(fieldError('mustBeNumber'))
      .int(messageKey('invalidValue'))
      .min(1, messageKey('invalidValue'))
      .max(DB_INTEGER_MAX, messageKey('invalidValue'))
      .nullable()
      .default(null),
    channel: z.enum(channels, required),
    importUrl: importUrlField.nullable().default(null),
    enabled: z.boolean(required).default(true),
  },
  required,
);
export type ConnectionCreateInput = z.input<typeof connectionCreateInput>;

/** `PUT /channels/connections/:id`: what is sent changes; property, unit and channel stay. */
export const connectionUpdateInput = z.object(
  {
    importUrl: importUrlField.nullable().optional(),
    enabled: z.boolean(required).optional(),
  },
  required,
);
export type ConnectionUpdateInput = z.input<typeof connectionUpdateInput>;

/** `POST /channels/test`: fetch the URL and count its events; nothing is saved. */
export const feedTestInput = z.object({ url: importUrlField }, required);
export type FeedTestInput = z.input<typeof feedTestInput>;

/** `GET /channels/conflicts?propertyId=&from=&to=`: open conflicts, optionally narrowed. */
export const conflictsQuery = z
  .object(
    {
      propertyId: z.uuid(required).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
    },
    required,
  )
  .superRefine((query, ctx) => {
    if (isIsoDate(query.from) && isIsoDate(query.to) && compareDates(query.from, query.to) > 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: messageKey('dateOrder') });
    }
  });
export type ConflictsQuery = z.input<typeof conflictsQuery>;

/**
 * `GET /sync-logs`: filters (property, building, status, action, type, days from..to both
 * included, in UTC), `search` = exact-or-prefix match of a reservation ID, response ID or
 * search ID, pages of 50 (newest first).
 */
export const syncLogsQuery = z
  .object(
    {
      propertyId: z.uuid(required).optional(),
      buildingId: z.uuid(required).optional(),
      status: z.enum(syncStatuses, required).optional(),
      action: z.enum(syncActions, required).optional(),
      type: z.enum(syncTypes, required).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      search: safeText().trim().max(SYNC_LOGS_SEARCH_MAX_LENGTH, messageKey('tooLong')).optional(),
      page: z.coerce
        .number(required)
        .int(messageKey('invalidValue'))
        .min(1, messageKey('invalidValue'))
        .max(DB_INTEGER_MAX, messageKey('invalidValue'))
        .default(1),
    },
    required,
  )
  .superRefine((query, ctx) => {
    if (isIsoDate(query.from) && isIsoDate(query.to) && compareDates(query.from, query.to) > 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: messageKey('dateOrder') });
    }
  });
export type SyncLogsQuery = z.input<typeof syncLogsQuery>;
export type SyncLogsFilter = z.output<typeof syncLogsQuery>;
