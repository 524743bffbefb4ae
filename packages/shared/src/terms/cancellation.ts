import { daysBetween, type IsoDate } from '../dates/days';
import type { Halalas } from '../money/amounts';
import { percentOf, type BasisPoints } from '../money/rates';
import type { CancellationPolicy } from './schemas';

/** A cancellation policy with what it charges on a booking total. */
export interface CancellationRow extends CancellationPolicy {
  penalty: Halalas;
}

/** Each policy with its penalty on the total, nearest to arrival first (as the form shows them). */
export function cancellationTable(
  policies: readonly CancellationPolicy[],
  total: Halalas,
): CancellationRow[] {
  return [...policies]
    .sort((a, b) => a.fromDays - b.fromDays)
    .map(({ fromDays, toDays, penaltyPercent }) => ({
      fromDays,
      toDays,
      penaltyPercent,
      penalty: percentOf(total, penaltyPercent),
    }));
}

export interface CancellationCharge {
  /** Whole days from the cancellation to the arrival day; 0 on or after the arrival day. */
  daysBefore: number;
  penaltyPercent: BasisPoints;
  penalty: Halalas;
}

/**
 * What cancelling a booking costs (requirements §2.9): days before arrival = arrival −
 * cancellation day, both days in the property's time zone; the policy whose inclusive
 * [fromDays, toDays] holds that count charges its percentage of the total; no policy → 0 %.
 * Cancelling on the arrival day or later counts as 0 days before, so a row from 0 days
 * covers a guest who cancels after arriving too.
 */
export function cancellationPenalty(
  policies: readonly CancellationPolicy[],
  total: Halalas,
  arrival: IsoDate,
  cancelledOn: IsoDate,
): CancellationCharge {
  const daysBefore = Math.max(0, daysBetween(cancelledOn, arrival));
  const policy = policies.find(
    (candidate) => candidate.fromDays <= daysBefore && daysBefore <= candidate.toDays,
  );
  const penaltyPercent = policy?.penaltyPercent ?? 0;
  return { daysBefore, penaltyPercent, penalty: percentOf(total, penaltyPercent) };
}
