import { currentPasswordField, emailField, signupRequest } from '@nuzul/shared/accounts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../app/i18n';
import { zodRule } from './zod-rule';

async function check(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  if (typeof rule !== 'object' || rule.validator === undefined) throw new Error('not a validator');
  try {
    await rule.validator({}, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it('passes values the shared schema accepts', async () => {
    expect(await check(zodRule(emailField), 'sara@example.sa')).toBeNull();
  });

  it('reports the schema message in the current language', async () => {
    expect(await check(zodRule(emailField), 'not-an-email')).toBe('Invalid email format');
    expect(await check(zodRule(currentPasswordField), undefined)).toBe('This field is required');
    await i18n.changeLanguage('ar');
    expect(await check(zodRule(emailField), '')).toBe('هذا الحقل مطلوب');
  });

  it('says required for an empty field and refuses text with a NUL character', async () => {
    await i18n.changeLanguage('en');
    const firstName = zodRule(signupRequest.shape.firstName);
    expect(await check(firstName, undefined)).toBe('This field is required');
    expect(await check(firstName, '')).toBe('This field is required');
    expect(await check(firstName, 'Sa\u0000ra')).toBe(
      'This text contains characters that are not allowed',
    );
    await i18n.changeLanguage('ar');
    expect(await check(firstName, 'Sa\u0000ra')).toBe('يحتوي هذا النص على أحرف غير مسموح بها');
  });

  it('shows no English text of zod: a check without a message key is an invalid value', async () => {
    await i18n.changeLanguage('ar');
    expect(await check(zodRule(z.enum(['a', 'b'])), 'c')).toBe('قيمة غير صالحة');
  });
});
