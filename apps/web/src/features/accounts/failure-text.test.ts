import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import { i18n } from '../../app/i18n';
import { fieldErrors } from './failure-text';

const commonPassword = 'This password is too common. Choose another one.';
const refused = new ApiError({
  status: 400,
  code: 'VALIDATION_FAILED',
  message: commonPassword,
  details: [{ path: 'body.newPassword', code: 'passwordCommon', message: commonPassword }],
});

describe('fieldErrors', () => {
  it('puts the refusal under the form field, translated by its key', async () => {
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
