import { arrivalSection, chargeProfileSection } from '@nuzul/shared/terms';
import { describe, expect, it } from 'vitest';
import { emptyBookingSettings } from '../../test-harness';
import {
  arrivalFieldName,
  arrivalValuesOf,
  availabilityValuesOf,
  chargeProfileValuesOf,
  newFee,
  termsFieldName,
  toArrivalBody,
  toChargeProfileBody,
  toTermsBody,
} from './booking-values';

describe('charge profile values', () => {
  it('sends only the value its discriminator or deposit type asks for', () => {
    const values = chargeProfileValuesOf(emptyBookingSettings);
    values.fees = [
      { ...newFee, typeId: 10_001, value: 150_00, percentage: 1500 },
      {
        ...newFee,
        kind: 'tax',
        typeId: 10_011,
        discriminator: 'percentage',
        value: 150_00,
        percentage: 1500,
      },
    ];
    values.downPayment = { type: 'percentage', percentage: 3000, amount: 500_00 };
    values.securityDeposit = { type: 'amount', percentage: 1000, amount: 0 };
    const body = toChargeProfileBody(values);
    expect(body.fees.map((fee) => [fee.value, fee.percentage])).toEqual([
      [150_00, null],
      [null, 1500],
    ]);
    expect(body.downPayment).toEqual({ type: 'percentage', percentage: 3000, amount: null });
    expect(body.securityDeposit).toEqual({ type: 'amount', percentage: null, amount: 0 });
    expect(chargeProfileSection.safeParse(body).success).toBe(true);
  });

  it('leaves a field the owner did not fill for the schema to call required', () => {
    const values = chargeProfileValuesOf(emptyBookingSettings);
    values.fees = [{ ...newFee, typeId: 10_001 }];
    const result = chargeProfileSection.safeParse(toChargeProfileBody(values));
    const issues = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'fees.0.value validation.required',
        'downPayment.percentage validation.required',
        'securityDeposit.amount validation.required',
      ]),
    );
  });
});

describe('availability values', () => {
  it('start, never saved, bookable from today for twelve months, one night to a year, no notice', () => {
    expect(availabilityValuesOf(emptyBookingSettings, '2026-01-31')).toEqual({
      basePrice: null,
      minNights: 1,
      maxNights: 365,
      preparationHours: 0,
      openFrom: '2026-01-31',
      openUntil: '2027-01-31',
    });
  });
});

describe('arrival values', () => {
  it('name the signed-in owner as the landlord until the section is saved', () => {
    const values = arrivalValuesOf(emptyBookingSettings, {
      firstName: 'Sara',
      lastName: 'Alqahtani',
      email: 'sara@example.sa',
    });
    expect(values.landlordName).toBe('Sara Alqahtani');
    expect(values.landlordEmail).toBe('sara@example.sa');
  });

  it('send the languages that have instructions, and put the API’s entry paths on their tab', () => {
    const values = arrivalValuesOf(emptyBookingSettings, null);
    values.instructions.en = { howToArrive: 'Take exit 5', pickupDetails: '' };
    values.instructions.ar = { howToArrive: '', pickupDetails: '' };
    const body = toArrivalBody(values);
    expect(body.arrivalInstructions).toEqual([
      { language: 'en', howToArrive: 'Take exit 5', pickupDetails: '' },
    ]);
    expect(arrivalFieldName(['arrivalInstructions', 0, 'howToArrive'], body)).toEqual([
      'instructions',
      'en',
      'howToArrive',
    ]);
    expect(arrivalFieldName(['landlordContact'], body)).toEqual(['landlordContact']);
  });

  it('refuse no instruction at all with the arrival-instructions message key', () => {
    const body = toArrivalBody(arrivalValuesOf(emptyBookingSettings, null));
    const result = arrivalSection.safeParse(body);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain('validation.arrivalInstructionsNotEmpty');
  });
});

describe('terms values', () => {
  it('send one address per written language and put the API’s entry paths on its field', () => {
    const body = toTermsBody({ ar: '', en: ' https://example.sa/terms ' });
    expect(body).toEqual({ terms: [{ language: 'en', url: 'https://example.sa/terms' }] });
    expect(termsFieldName(['terms', 0, 'url'], body)).toEqual(['en']);
  });
});
