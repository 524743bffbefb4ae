import type { User } from '@nuzul/shared/accounts';
import { addMonths, type IsoDate } from '@nuzul/shared/dates';
import {
  STAY_NIGHTS_MAX,
  termsLanguages,
  type ArrivalSection,
  type AvailabilitySection,
  type BookingSection,
  type BookingSettings,
  type CancellationSection,
  type ChargeProfileSection,
  type CheckInOutSection,
  type PaymentMethodsSection,
  type Season,
  type SeasonInput,
  type TermsLanguage,
  type TermsSection,
} from '@nuzul/shared/terms';
import type { FieldName } from '../../../../components/form/field-errors';

/** A form's field is empty (null or undefined) until the owner fills it. */
type Blank<T> = { [K in keyof T]: T[K] | null | undefined };

/** Required fields the owner left empty reach the schema as undefined ("required"). */
const given = <T>(value: T | null | undefined): T => (value ?? undefined) as T;

// ---------------------------------------------------------------- Charge profile

type FeeBody = ChargeProfileSection['fees'][number];
export type FeeValues = Blank<Required<FeeBody>>;
type DepositBody = ChargeProfileSection['downPayment'];
export type DepositValues = Blank<Required<DepositBody>>;

export interface ChargeProfileValues {
  fees: FeeValues[];
  downPayment: DepositValues;
  securityDeposit: DepositValues;
}

export function chargeProfileValuesOf(settings: BookingSettings): ChargeProfileValues {
  const saved = settings.chargeProfile;
  return {
    fees: (saved?.fees ?? []).map((fee) => ({ ...fee })),
    downPayment: {
      ...(saved?.downPayment ?? { type: 'percentage', percentage: null, amount: null }),
    },
    securityDeposit: {
      ...(saved?.securityDeposit ?? { type: 'amount', percentage: null, amount: null }),
    },
  };
}

export const newFee: FeeValues = {
  kind: 'fee',
  typeId: null,
  discriminator: 'per_stay',
  value: null,
  percentage: null,
  collectionTime: 'at_booking',
  optional: false,
};

/** Only the value the type asks for is sent: a percentage fee has no amount, and the other way round. */
function depositBody(deposit: DepositValues | undefined): DepositBody {
  const type = given(deposit?.type);
  return {
    type,
    percentage: type === 'percentage' ? given(deposit?.percentage) : null,
    amount: type === 'amount' ? given(deposit?.amount) : null,
  };
}

export function toChargeProfileBody(values: ChargeProfileValues): ChargeProfileSection {
  return {
    fees: (values.fees ?? []).map((fee) => {
      const percentage = fee?.discriminator === 'percentage';
      return {
        kind: given(fee?.kind),
        typeId: given(fee?.typeId),
        discriminator: given(fee?.discriminator),
        value: percentage ? null : given(fee?.value),
        percentage: percentage ? given(fee?.percentage) : null,
        collectionTime: given(fee?.collectionTime),
        optional: fee?.optional ?? false,
      };
    }),
    downPayment: depositBody(values.downPayment),
    securityDeposit: depositBody(values.securityDeposit),
  };
}

// ---------------------------------------------------------------- Check-in/out

type RangeBody = CheckInOutSection['earlyLateRanges'][number];
export type EarlyLateValues = Blank<RangeBody>;

export interface CheckInOutValues extends Blank<Omit<CheckInOutSection, 'earlyLateRanges'>> {
  earlyLateRanges: EarlyLateValues[];
}

export function checkInOutValuesOf(settings: BookingSettings): CheckInOutValues {
  const saved = settings.checkInOut;
  if (saved === null) {
    return {
      checkInLocation: 'at_property',
      checkInFrom: undefined,
      checkInTo: undefined,
      checkOutTime: undefined,
      earlyLateRanges: [],
    };
  }
  return { ...saved, earlyLateRanges: saved.earlyLateRanges.map((range) => ({ ...range })) };
}

export function toCheckInOutBody(values: CheckInOutValues): CheckInOutSection {
  return {
    checkInLocation: given(values.checkInLocation),
    checkInFrom: given(values.checkInFrom),
    checkInTo: given(values.checkInTo),
    checkOutTime: given(values.checkOutTime),
    earlyLateRanges: (values.earlyLateRanges ?? []).map((range) => ({
      feeType: given(range?.feeType),
      from: given(range?.from),
      to: given(range?.to),
      cost: given(range?.cost),
    })),
  };
}

// ---------------------------------------------------------------- Seasons

export type SeasonValues = Blank<SeasonInput>;

/** A new season starts with the property's default stay bounds and no extra-guest price. */
export function seasonValuesOf(
  season: Season | undefined,
  settings: BookingSettings,
): SeasonValues {
  if (season !== undefined) {
    const { seasonName, dailyPrice, extraGuestPrice, guests, minStay, maxStay, dateFrom, dateTo } =
      season;
    return { seasonName, dailyPrice, extraGuestPrice, guests, minStay, maxStay, dateFrom, dateTo };
  }
  return {
    seasonName: '',
    dailyPrice: null,
    extraGuestPrice: 0,
    guests: null,
    minStay: settings.availability?.minNights ?? 1,
    maxStay: settings.availability?.maxNights ?? null,
    dateFrom: null,
    dateTo: null,
  };
}

export function toSeasonBody(values: SeasonValues): SeasonInput {
  return {
    seasonName: values.seasonName ?? '',
    dailyPrice: given(values.dailyPrice),
    extraGuestPrice: given(values.extraGuestPrice),
    guests: given(values.guests),
    minStay: given(values.minStay),
    maxStay: given(values.maxStay),
    dateFrom: given(values.dateFrom),
    dateTo: given(values.dateTo),
  };
}

// ---------------------------------------------------------------- Availability

export type AvailabilityValues = Blank<AvailabilitySection>;

/** Never saved: one night to a year, no advance notice, bookable from today for 12 months. */
export function availabilityValuesOf(
  settings: BookingSettings,
  today: IsoDate,
): AvailabilityValues {
  return (
    settings.availability ?? {
      basePrice: null,
      minNights: 1,
      maxNights: STAY_NIGHTS_MAX,
      preparationHours: 0,
      openFrom: today,
      openUntil: addMonths(today, 12),
    }
  );
}

export function toAvailabilityBody(values: AvailabilityValues): AvailabilitySection {
  return {
    basePrice: given(values.basePrice),
    minNights: given(values.minNights),
    maxNights: given(values.maxNights),
    preparationHours: given(values.preparationHours),
    openFrom: given(values.openFrom),
    openUntil: given(values.openUntil),
  };
}

// ---------------------------------------------------------------- Arrival information

export interface InstructionValues {
  howToArrive: string;
  pickupDetails: string;
}

export interface ArrivalValues extends Blank<Omit<ArrivalSection, 'arrivalInstructions'>> {
  /** One tab per language; a language left empty is not sent. */
  instructions: Record<TermsLanguage, InstructionValues>;
}

type Landlord = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** Never saved: the landlord is the signed-in owner. */
export function arrivalValuesOf(
  settings: BookingSettings,
  user: Partial<Landlord> | null,
): ArrivalValues {
  const saved = settings.arrival;
  const instruction = (language: TermsLanguage): InstructionValues => {
    const entry = saved?.arrivalInstructions.find((item) => item.language === language);
    return { howToArrive: entry?.howToArrive ?? '', pickupDetails: entry?.pickupDetails ?? '' };
  };
  const instructions = { ar: instruction('ar'), en: instruction('en') };
  if (saved !== null) {
    const { landlordName, landlordEmail, landlordContact, arrivalContactHours } = saved;
    return { landlordName, landlordEmail, landlordContact, arrivalContactHours, instructions };
  }
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return {
    landlordName: name,
    landlordEmail: user?.email ?? '',
    landlordContact: '',
    arrivalContactHours: null,
    instructions,
  };
}

/** The languages that have any instruction text, in the order of `termsLanguages`. */
function writtenLanguages(values: ArrivalValues): TermsLanguage[] {
  return termsLanguages.filter((language) => {
    const entry = values.instructions?.[language];
    return (entry?.howToArrive ?? '').trim() !== '' || (entry?.pickupDetails ?? '').trim() !== '';
  });
}

export function toArrivalBody(values: ArrivalValues): ArrivalSection {
  return {
    landlordName: values.landlordName ?? '',
    landlordEmail: values.landlordEmail ?? '',
    landlordContact: values.landlordContact ?? '',
    arrivalContactHours: given(values.arrivalContactHours),
    arrivalInstructions: writtenLanguages(values).map((language) => ({
      language,
      howToArrive: values.instructions[language].howToArrive ?? '',
      pickupDetails: values.instructions[language].pickupDetails ?? '',
    })),
  };
}

/** `arrivalInstructions.1.howToArrive` of the body is a field of that entry's language tab. */
export function arrivalFieldName(name: FieldName, body: ArrivalSection): FieldName {
  const [root, index, ...rest] = name;
  if (root !== 'arrivalInstructions' || typeof index !== 'number') return name;
  const language = body.arrivalInstructions[index]?.language;
  return language === undefined ? name : ['instructions', language, ...rest];
}

// ---------------------------------------------------------------- Payment methods

export type PaymentMethodsValues = Required<PaymentMethodsSection>;

export function paymentMethodsValuesOf(settings: BookingSettings): PaymentMethodsValues {
  return { methods: (settings.paymentMethods?.methods ?? []).map((method) => ({ ...method })) };
}

export function toPaymentMethodsBody(values: PaymentMethodsValues): PaymentMethodsSection {
  return {
    methods: (values.methods ?? []).map((method) => ({
      methodId: method.methodId,
      note: method.note ?? '',
    })),
  };
}

// ---------------------------------------------------------------- Terms & conditions

/** One address per language; a language left empty is not sent. */
export type TermsValues = Record<TermsLanguage, string>;

export function termsValuesOf(settings: BookingSettings): TermsValues {
  const url = (language: TermsLanguage) =>
    settings.terms?.terms.find((entry) => entry.language === language)?.url ?? '';
  return { ar: url('ar'), en: url('en') };
}

export function toTermsBody(values: TermsValues): TermsSection {
  return {
    terms: termsLanguages
      .filter((language) => (values[language] ?? '').trim() !== '')
      .map((language) => ({ language, url: values[language].trim() })),
  };
}

/** `terms.0.url` of the body is the address field of that entry's language. */
export function termsFieldName(name: FieldName, body: TermsSection): FieldName {
  const [root, index] = name;
  if (root !== 'terms' || typeof index !== 'number') return name;
  const language = body.terms[index]?.language;
  return language === undefined ? name : [language];
}

// ---------------------------------------------------------------- Cancellation policies

type PolicyBody = CancellationSection['policies'][number];
export type PolicyValues = Blank<PolicyBody>;

export interface CancellationValues {
  policies: PolicyValues[];
}

export function cancellationValuesOf(settings: BookingSettings): CancellationValues {
  return { policies: (settings.cancellation?.policies ?? []).map((policy) => ({ ...policy })) };
}

export function toCancellationBody(values: CancellationValues): CancellationSection {
  return {
    policies: (values.policies ?? []).map((policy) => ({
      fromDays: given(policy?.fromDays),
      toDays: given(policy?.toDays),
      penaltyPercent: given(policy?.penaltyPercent),
    })),
  };
}

// ---------------------------------------------------------------- Drafts

/** What each section's form edits. */
export interface BookingValues {
  chargeProfile: ChargeProfileValues;
  checkInOut: CheckInOutValues;
  /** The season open in the drawer. */
  seasons: SeasonValues;
  availability: AvailabilityValues;
  arrival: ArrivalValues;
  paymentMethods: PaymentMethodsValues;
  terms: TermsValues;
  cancellation: CancellationValues;
}

/** The booking step's unsaved edits, by section: the wizard keeps them as the step's draft. */
export type BookingDrafts = {
  [S in BookingSection]?: { values: BookingValues[S]; changed: boolean };
};

export function anyChanged(drafts: BookingDrafts): boolean {
  return Object.values(drafts).some((draft) => draft?.changed === true);
}
