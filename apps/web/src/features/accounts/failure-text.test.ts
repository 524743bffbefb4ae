import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import { i18n } from '../../app/i18n';
import { failureText, fieldErrors } from './failure-text';

const commonPassword = 'This password is too common. Choose another one.';
const refused = new ApiError({
  status: 400,
  code: 'VALIDATION_FAILED',
  message: commonPassword,
  details: [{ path: 'body.newPassword', message: commonPassword }],
});

describe('failureText', () => {
  it('translates by error code', async () => {
    const error = new ApiError({ status: 409, code: 'EMAIL_ALREADY_EXISTS', message: 'x' });
    expect(failureText(error)).toBe('Email already exists.');
    await i18n.changeLanguage('ar');
    expect(failureText(error)).toBe('البريد الإلكتروني مستخدم بالفعل.');
  });

  it('says what a refused field has, not the generic validation text', () => {
    expect(failureText(refused)).toBe(commonPassword);
  });
});

describe('fieldErrors', () => {
  it('puts the refusal under the form field, translated', async () => {
    await i18n.changeLanguage('ar');
    expect(fieldErrors(refused, ['newPassword'])).toEqual([
      { name: 'newPassword', errors: ['كلمة المرور هذه شائعة جدًا. اختر كلمة مرور أخرى.'] },
    ]);
  });

  it('ignores fields the form does not have, and other failures', () => {
    expect(fieldErrors(refused, ['password'])).toEqual([]);
    expect(fieldErrors(new Error('x'), ['newPassword'])).toEqual([]);
  });
});
