import { z } from 'zod';
import { fieldError } from '../validation/fields';
import { messageKey } from '../validation/messages';
import { CURRENCY, MONEY_MAX_HALALAS, type Halalas } from './amounts';
import { BASIS_POINTS_PER_WHOLE } from './rates';

/**
 * An amount in a request: whole halalas from 0 to 10,000,000 SAR. A fraction of a halala
 * means the riyal amount had more than two decimals, and says so. Chain a field's own lower
 * bound after it (`.min(1, ...)` for a price that must be above 0).
 */
export const halalasAmount = z
  .number(fieldError('mustBeNumber'))
  .max(MONEY_MAX_HALALAS, messageKey('tooLarge'))
  .int(messageKey('maxTwoDecimals'))
  .min(0, messageKey('invalidValue'));

/** Money in the API: `{ amount: 12345, currency: "SAR" }` is 123.45 SAR. */
export const moneySchema = z.object(
  {
    amount: halalasAmount,
    currency: z.literal(CURRENCY, fieldError()),
  },
  fieldError(),
);
export type Money = z.output<typeof moneySchema>;

export function money(amount: Halalas): Money {
  return { amount, currency: CURRENCY };
}

/**
 * A percentage from 0 to 100 with at most two decimals, carried as basis points (an integer
 * from 0 to 10000), so that rates are exact integers like the amounts they apply to.
 */
export const basisPointsField = z
  .number(fieldError('mustBeNumber'))
  .max(BASIS_POINTS_PER_WHOLE, messageKey('tooLarge'))
  .int(messageKey('maxTwoDecimals'))
  .min(0, messageKey('invalidValue'));
