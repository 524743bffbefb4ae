import { assertHalalas, fromBigInt, sumHalalas, type Halalas } from './amounts';

/** A percentage in hundredths of a percent: 15 % is 1500, 12.5 % is 1250, 100 % is 10000. */
export type BasisPoints = number;

export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Saudi Arabia's standard VAT rate, 15 %. */
export const VAT_BASIS_POINTS: BasisPoints = 1_500;

/**
 * numerator / denominator rounded to the nearest integer, a tie away from zero: 2.5 → 3 and
 * −2.5 → −3. Rounding the magnitude keeps a refund the exact negative of its charge, and it
 * is how PostgreSQL's round(numeric) and Intl.NumberFormat ("halfExpand") break ties, so an
 * amount computed in SQL, here or shown on screen agrees to the halala.
 */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator; // carries the numerator's sign
  const twiceRemainder = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * amount × numerator / denominator, computed exactly and rounded half-up to the halala once.
 * A rate that is not a whole number of basis points (a night's share of a week, 1/7) is
 * given as this fraction instead of a decimal that would have to be rounded first.
 */
export function applyRate(amount: Halalas, numerator: number, denominator: number): Halalas {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`a rate is a fraction of integers, got ${numerator}/${denominator}`);
  }
  return fromBigInt(
    divideRoundingHalfUp(BigInt(assertHalalas(amount)) * BigInt(numerator), BigInt(denominator)),
  );
}

/** The given percentage of an amount, rounded half-up to the halala: 15 % of 0.10 SAR is 0.02. */
export function percentOf(amount: Halalas, basisPoints: BasisPoints): Halalas {
  return applyRate(amount, basisPoints, BASIS_POINTS_PER_WHOLE);
}

/** The VAT on a taxable amount (15 % unless another rate is given), rounded half-up. */
export function vatOn(taxable: Halalas, basisPoints: BasisPoints = VAT_BASIS_POINTS): Halalas {
  return percentOf(taxable, basisPoints);
}

/** A taxable amount with its VAT added: what a consumer in Saudi Arabia is shown to pay. */
export function withVat(taxable: Halalas, basisPoints: BasisPoints = VAT_BASIS_POINTS): Halalas {
  return sumHalalas([taxable, vatOn(taxable, basisPoints)]);
}
