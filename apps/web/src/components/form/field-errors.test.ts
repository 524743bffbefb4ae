import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import { i18n } from '../../app/i18n';
import { apiFieldErrors, fieldErrorsOf, fieldNameOf, translateValidation } from './field-errors';

describe('fieldNameOf', () => {
  it('reads a server path as a form field name', () => {
    expect(fieldNameOf('body.rooms.0.amenityIds')).toEqual(['rooms', 0, 'amenityIds']);
    expect(fieldNameOf('body.address')).toEqual(['address']);
  });
});

describe('translateValidation', () => {
  it('translates a schema message by its key', async () => {
    await i18n.changeLanguage('ar');
    expect(translateValidation('validation.bedroomNeedsBed')).toBe('تحتاج غرفة النوم إلى سرير');
  });

  it('calls a message that is no key of ours an invalid value, never shows it', async () => {
    await i18n.changeLanguage('en');
    expect(translateValidation('Invalid input: expected string, received number')).toBe(
      'Invalid value',
    );
  });
});

describe('fieldErrorsOf', () => {
  it('groups the messages of one field', async () => {
    await i18n.changeLanguage('en');
    expect(
      fieldErrorsOf([
        { path: ['rooms'], message: 'validation.roomRequired' },
        { path: ['rooms'], message: 'validation.bathroomAndBedroomRequired' },
        { path: ['name'], message: 'validation.required' },
      ]),
    ).toEqual([
      {
        name: ['rooms'],
        errors: ['Add at least one room', 'Add at least one bathroom and one bedroom'],
      },
      { name: ['name'], errors: ['This field is required'] },
    ]);
  });
});

describe('apiFieldErrors', () => {
  it('translates the API’s field issues by their key, not their English text', async () => {
    await i18n.changeLanguage('ar');
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Maximum 80 characters allowed',
      details: [
        { path: 'body.en.space', code: 'max80', message: 'Maximum 80 characters allowed' },
        { path: 'body.rooms.0.amenityIds', code: 'bedroomNeedsBed', message: 'whatever it says' },
      ],
    });
    expect(apiFieldErrors(refused)).toEqual([
      { name: ['en', 'space'], errors: ['الحد الأقصى 80 حرفًا'] },
      { name: ['rooms', 0, 'amenityIds'], errors: ['تحتاج غرفة النوم إلى سرير'] },
    ]);
  });
});

describe('the arrival-instructions rule (spec §8)', () => {
  it('shows seasonalPricing.errors.arrivalInstructionsnotempty at the field, from the schema and from the API', async () => {
    await i18n.changeLanguage('en');
    const original = i18n.t('errors.arrivalInstructionsnotempty', { ns: 'seasonalPricing' });
    // A text of its own for the test, so that only that key can have produced it.
    i18n.addResource('en', 'seasonalPricing', 'errors.arrivalInstructionsnotempty', 'ARRIVAL');
    try {
      expect(
        fieldErrorsOf([
          { path: ['arrivalInstructions'], message: 'validation.arrivalInstructionsNotEmpty' },
        ]),
      ).toEqual([{ name: ['arrivalInstructions'], errors: ['ARRIVAL'] }]);
      const refused = new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'arrivalInstructions.list: Add at least one arrival instruction.',
        details: [
          {
            path: 'body.arrivalInstructions',
            code: 'arrivalInstructionsNotEmpty',
            message: 'arrivalInstructions.list: Add at least one arrival instruction.',
          },
        ],
      });
      expect(apiFieldErrors(refused)).toEqual([
        { name: ['arrivalInstructions'], errors: ['ARRIVAL'] },
      ]);
    } finally {
      i18n.addResource('en', 'seasonalPricing', 'errors.arrivalInstructionsnotempty', original);
    }
    await i18n.changeLanguage('ar');
    expect(translateValidation('validation.arrivalInstructionsNotEmpty')).toBe(
      'أضف تعليمات وصول واحدة على الأقل.',
    );
  });
});
