import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { fieldErrorsOf, fieldNameOf, translateValidation } from './field-errors';

describe('fieldNameOf', () => {
  it('reads a server path as a form field name', () => {
    expect(fieldNameOf('body.rooms.0.amenityIds')).toEqual(['rooms', 0, 'amenityIds']);
    expect(fieldNameOf('body.address')).toEqual(['address']);
  });
});

describe('translateValidation', () => {
  it('translates the API’s English text through its message key', async () => {
    await i18n.changeLanguage('ar');
    expect(translateValidation('Maximum 80 characters allowed')).toBe(
      i18n.t('validation.max80', { ns: 'common' }),
    );
    expect(translateValidation('validation.bedroomNeedsBed')).toBe(
      i18n.t('validation.bedroomNeedsBed', { ns: 'common' }),
    );
  });

  it('passes an unknown text through the error catalogue', () => {
    expect(translateValidation('Something else')).toBe('Something else');
  });
});

describe('fieldErrorsOf', () => {
  it('groups the messages of one field', () => {
    expect(
      fieldErrorsOf([
        { path: ['rooms'], message: 'validation.roomRequired' },
        { path: 'body.rooms', message: 'Add at least one bathroom and one bedroom' },
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
