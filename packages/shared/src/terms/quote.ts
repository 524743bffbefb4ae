import { daysBetween, type IsoDate } from '../dates/days';
import { dayRangeHas, eachNight, type Stay } from '../dates/ranges';
import { VAT_FEE_TYPE_ID } from '../definitions/ids';
import {
  CURRENCY,
  multiplyHalalas,
  subtractHalalas,
  sumHalalas,
  type Halalas,
} from '../money/amounts';
import { percentOf } from '../money/rates';
import { cancellationTable } from './cancellation';
import type { BookingSettings, Quote, Season } from './responses';
import { STAY_NIGHTS_MAX, minutesOf } from './rules';
import type { CancellationPolicy } from './schemas';

type ChargeProfile = NonNullable<BookingSettings['chargeProfile']>;
type ProfileFee = ChargeProfile['fees'][number];
type Deposit = ChargeProfile['downPayment'];
type QuoteNight = Quote['nightly'][number];
type QuoteLine = Quote['lines'][number];

/** What a quote is made from: the stay asked for and the property's saved terms. */
export interface QuoteInput {
  /** The nights [arrival, departure). */
  stay: Stay;
  guests: number;
  /** The property's `sleep`: the most guests it takes. */
  property: { maxGuests: number };
  seasons: readonly Season[];
  /** The calendar's per-day prices; they win over seasons and the base price. */
  overrides: ReadonlyArray<{ date: IsoDate; price: Halalas }>;
  availability: BookingSettings['availability'];
  chargeProfile: BookingSettings['chargeProfile'];
  /** Its check-in time starts the arrival day for the preparation rule. */
  checkInOut: BookingSettings['checkInOut'];
  cancellationPolicies: readonly CancellationPolicy[];
  /** The property's local date and minutes after midnight. */
  now: { date: IsoDate; minutes: number };
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_HOUR = 60;

/** The section schemas require these; a saved section without one is corrupt, not free. */
function given(value: number | null, what: string): number {
  if (value === null) throw new RangeError(`${what} is missing from the saved charge profile`);
  return value;
}

function priceNights(input: QuoteInput): QuoteNight[] {
  const overrides = new Map(input.overrides.map((day) => [day.date, day.price]));
  const basePrice = input.availability?.basePrice ?? null;
  return eachNight(input.stay.arrival, input.stay.departure).map((date) => {
    const season = seasonOf(input.seasons, date);
    const override = overrides.get(date);
    const price = override ?? season?.dailyPrice ?? basePrice;
    return {
      date,
      price,
      source:
        override !== undefined ? 'override' : season ? 'season' : price !== null ? 'base' : null,
      // An override night keeps its season's id: the season still sets its extra guests.
      seasonId: season?.id ?? null,
      // Only a season says how many guests a price includes; a night on the base price, or
      // an override outside every season, has no extra guest price and charges none.
      extraGuests: season
        ? multiplyHalalas(season.extraGuestPrice, Math.max(0, input.guests - season.guests))
        : 0,
    };
  });
}

/** Season days are inclusive, and seasons of a property do not overlap. */
function seasonOf(seasons: readonly Season[], date: IsoDate): Season | undefined {
  return seasons.find((season) => dayRangeHas({ from: season.dateFrom, to: season.dateTo }, date));
}

/**
 * A line's amount, rounded half-up to the halala once. A percentage is of `percentBase`:
 * the rent (with extra guests) for a fee, the rent and the fees for a tax.
 */
function lineAmount(
  fee: ProfileFee,
  stay: { nights: number; guests: number },
  percentBase: Halalas,
): Halalas {
  switch (fee.discriminator) {
    case 'per_stay':
      return given(fee.value, 'value');
    case 'per_night':
      return multiplyHalalas(given(fee.value, 'value'), stay.nights);
    case 'per_person':
      return multiplyHalalas(given(fee.value, 'value'), stay.guests);
    case 'per_person_per_night':
      return multiplyHalalas(multiplyHalalas(given(fee.value, 'value'), stay.guests), stay.nights);
    case 'percentage':
      return percentOf(percentBase, given(fee.percentage, 'percentage'));
    default: {
      const unknown: never = fee.discriminator;
      throw new RangeError(`unknown fee discriminator ${String(unknown)}`);
    }
  }
}

/**
 * The lines in the profile's order. Taxes are computed after every fee, so that a tax
 * listed before a fee is still of the rent and all the fees. Optional lines (extras the
 * guest may decline) are priced but in no base and no total.
 */
function priceLines(
  fees: readonly ProfileFee[],
  stay: { nights: number; guests: number },
  rent: Halalas,
): QuoteLine[] {
  const asLine = (fee: ProfileFee, amount: Halalas): QuoteLine => ({
    kind: fee.kind,
    typeId: fee.typeId,
    discriminator: fee.discriminator,
    collectionTime: fee.collectionTime,
    optional: fee.optional,
    percentage: fee.discriminator === 'percentage' ? fee.percentage : null,
    amount,
  });
  const feeLines = fees.map((fee) =>
    fee.kind === 'fee' ? asLine(fee, lineAmount(fee, stay, rent)) : null,
  );
  const taxBase = sumHalalas([
    rent,
    ...feeLines.flatMap((line) => (line && !line.optional ? [line.amount] : [])),
  ]);
  return fees.map((fee, index) => feeLines[index] ?? asLine(fee, lineAmount(fee, stay, taxBase)));
}

const sumOf = (lines: readonly QuoteLine[]) => sumHalalas(lines.map((line) => line.amount));

/** The down payment is of the total and never above it. */
function downPaymentOf(deposit: Deposit | undefined, total: Halalas): Halalas {
  if (!deposit) return 0;
  return deposit.type === 'percentage'
    ? percentOf(total, given(deposit.percentage, 'down payment percentage'))
    : Math.min(given(deposit.amount, 'down payment amount'), total);
}

/** The refundable deposit: a share of the total or an amount, apart from the total. */
function securityDepositOf(deposit: Deposit | undefined, total: Halalas): Halalas {
  if (!deposit) return 0;
  return deposit.type === 'percentage'
    ? percentOf(total, given(deposit.percentage, 'security deposit percentage'))
    : given(deposit.amount, 'security deposit amount');
}

/**
 * Decision A-6, advance notice: from now to the arrival day's check-in time (its start,
 * 00:00, when check-in is not saved) at least the preparation hours. Without notice
 * (0 hours) any arrival from today on is met, even after today's check-in hour.
 */
function preparationMet(input: QuoteInput): boolean {
  const daysAhead = daysBetween(input.now.date, input.stay.arrival);
  if (daysAhead < 0) return false;
  const hours = input.availability?.preparationHours ?? 0;
  if (hours === 0) return true;
  const checkIn = input.checkInOut ? minutesOf(input.checkInOut.checkInFrom) : 0;
  const minutesAhead = daysAhead * MINUTES_PER_DAY + checkIn - input.now.minutes;
  return minutesAhead >= hours * MINUTES_PER_HOUR;
}

/**
 * A stay priced night by night (per-day override → covering season → base price), with
 * extra guests, the charge profile's fees and taxes, VAT, total, what is due when, the down
 * payment, the security deposit, the cancellation table and the stay rules. Integer
 * halalas throughout; each percentage is rounded half-up once, on its whole base.
 *
 * When each part is due: the rent (with extra guests) is paid as the down payment at
 * booking, up to the rent, and the rest of the rent at check-in; each fee and tax line is
 * due at its own collection time. The three parts add up to the total.
 */
export function quoteStay(input: QuoteInput): Quote {
  const { stay, guests } = input;
  if (!Number.isSafeInteger(guests) || guests < 1) {
    throw new RangeError(`guests must be a whole number of at least 1, got ${guests}`);
  }
  const nightly = priceNights(input);
  const nights = nightly.length;
  const rent = sumHalalas(nightly.map((night) => night.price ?? 0));
  const extraGuests = sumHalalas(nightly.map((night) => night.extraGuests));
  const rentWithGuests = sumHalalas([rent, extraGuests]);

  const profile = input.chargeProfile;
  const lines = priceLines(profile?.fees ?? [], { nights, guests }, rentWithGuests);
  const charged = lines.filter((line) => !line.optional);
  const fees = sumOf(charged.filter((line) => line.kind === 'fee'));
  const taxLines = charged.filter((line) => line.kind === 'tax');
  const taxes = sumOf(taxLines);
  const vat = sumOf(taxLines.filter((line) => line.typeId === VAT_FEE_TYPE_ID));
  const total = sumHalalas([rentWithGuests, fees, taxes]);

  const downPayment = downPaymentOf(profile?.downPayment, total);
  const rentAtBooking = Math.min(downPayment, rentWithGuests);
  const dueAt = (time: QuoteLine['collectionTime']) =>
    sumOf(charged.filter((line) => line.collectionTime === time));

  const arrivalSeason = seasonOf(input.seasons, stay.arrival);
  const minStay = arrivalSeason?.minStay ?? input.availability?.minNights ?? 1;
  const maxStay = arrivalSeason?.maxStay ?? input.availability?.maxNights ?? STAY_NIGHTS_MAX;
  const window = input.availability;
  const lastNight = nightly[nights - 1]?.date ?? stay.arrival;
  const rules = {
    minStay,
    maxStay,
    minStayMet: nights >= minStay,
    maxStayMet: nights <= maxStay,
    guestsAllowed: guests <= input.property.maxGuests,
    preparationMet: preparationMet(input),
    // Without saved availability there is no bookable window at all.
    withinWindow:
      window !== null && window.openFrom <= stay.arrival && lastNight <= window.openUntil,
  };
  const unpricedNights = nightly.filter((night) => night.price === null).map((n) => n.date);

  return {
    arrival: stay.arrival,
    departure: stay.departure,
    nights,
    guests,
    currency: CURRENCY,
    nightly,
    unpricedNights,
    rent,
    extraGuests,
    lines,
    fees,
    taxes,
    vat,
    total,
    due: {
      atBooking: sumHalalas([rentAtBooking, dueAt('at_booking')]),
      atCheckIn: sumHalalas([subtractHalalas(rentWithGuests, rentAtBooking), dueAt('at_check_in')]),
      atCheckOut: dueAt('at_check_out'),
    },
    downPayment,
    securityDeposit: securityDepositOf(profile?.securityDeposit, total),
    cancellation: cancellationTable(input.cancellationPolicies, total),
    rules,
    bookable:
      unpricedNights.length === 0 &&
      rules.minStayMet &&
      rules.maxStayMet &&
      rules.guestsAllowed &&
      rules.preparationMet &&
      rules.withinWindow,
  };
}
