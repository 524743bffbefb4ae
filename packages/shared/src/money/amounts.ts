/**
 * Amounts of money are whole halalas (1 SAR = 100 halalas) in the database, in the API and
 * in every calculation. A binary floating-point number cannot hold 0.10 exactly, so a sum of
 * prices in riyals drifts; integers do not. Every function here refuses a value that is not a
 * safe integer rather than rounding it silently.
 */
export type Halalas = number;

export const CURRENCY = 'SAR';
export type Currency = typeof CURRENCY;

export const HALALAS_PER_RIYAL = 100;

/**
 * The largest single price a request may carry: 10,000,000 SAR. Sums of such prices (a year
 * of nights, an invoice's lines) stay far below 2^53, so no total can lose a halala.
 */
export const MONEY_MAX_HALALAS = 1_000_000_000;

export function isHalalas(value: unknown): value is Halalas {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws when a value is not a whole number of halalas: a caller computed money wrongly. */
export function assertHalalas(value: number, what = 'amount'): Halalas {
  if (!isHalalas(value)) {
    throw new RangeError(`${what} must be a safe integer of halalas, got ${String(value)}`);
  }
  return value;
}

/** The exact integer, or a RangeError when the result left the safe integers. */
export function fromBigInt(value: bigint): Halalas {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) {
    throw new RangeError(`amount ${value.toString()} is beyond the safe integers`);
  }
  return result;
}

export function sumHalalas(amounts: Iterable<Halalas>): Halalas {
  let total = 0n;
  for (const amount of amounts) total += BigInt(assertHalalas(amount));
  return fromBigInt(total);
}

export function subtractHalalas(amount: Halalas, subtrahend: Halalas): Halalas {
  return fromBigInt(
    BigInt(assertHalalas(amount)) - BigInt(assertHalalas(subtrahend, 'subtrahend')),
  );
}

/** An amount times a count (nights, guests, a line's quantity). */
export function multiplyHalalas(amount: Halalas, count: number): Halalas {
  if (!Number.isSafeInteger(count)) {
    throw new RangeError(`count must be an integer, got ${String(count)}`);
  }
  return fromBigInt(BigInt(assertHalalas(amount)) * BigInt(count));
}
