import { z } from 'zod';
import { fieldError } from '../validation/fields';
import { messageKey } from '../validation/messages';
import { isIsoDate } from './days';
import { canonicalTimeZone, isTimeZone } from './today';

/**
 * A calendar day "YYYY-MM-DD" in a request body or query string. Only real days pass:
 * 2024-02-29 does, 2026-02-30 and 2026-13-01 do not.
 */
export const isoDate = z.string(fieldError()).refine(isIsoDate, messageKey('invalidValue'));

/** A property's time zone: an IANA name, stored in its canonical spelling. */
export const timeZoneField = z
  .string(fieldError())
  .trim()
  .max(64, messageKey('invalidValue'))
  .refine(isTimeZone, { message: messageKey('invalidValue'), abort: true })
  .transform(canonicalTimeZone);
