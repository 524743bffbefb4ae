import { errorCatalogue, errorCodes, type ErrorCode } from '@nuzul/shared/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '../locales/resources';
import { ApiError, noAnswerError } from './api-error';
import { describeCode, describeFailure, screenFailureText } from './describe-failure';
import { i18n } from './i18n';

const arabicLetter = /[\u0600-\u06FF]/;

function refusal(code: ErrorCode, details?: ApiError['details']): ApiError {
  // The English message is there to be ignored: only the code and the keys are read.
  return new ApiError({ status: errorCatalogue[code].status, code, message: 'Ignored', details });
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('describeFailure', () => {
  it.each(errorCodes)('has a text for %s in Arabic and in English', async (code) => {
    await i18n.changeLanguage('ar');
    const arabic = describeFailure(refusal(code));
    await i18n.changeLanguage('en');
    const english = describeFailure(refusal(code));
    expect(arabic).toMatch(arabicLetter);
    expect(english).not.toMatch(arabicLetter);
    for (const text of [arabic, english]) {
      expect(text).not.toBe(code);
      expect(text).not.toContain('{{');
    }
  });

  it('says the in-use refusal of a definition in Arabic, not the English of the answer', async () => {
    await i18n.changeLanguage('ar');
    const inUse = new ApiError({
      status: 409,
      code: 'DEFINITION_IN_USE',
      message: 'This definition is used by a listing and cannot be deleted.',
    });
    expect(describeFailure(inUse)).toBe('هذا التعريف مستخدم في عقار ولا يمكن حذفه.');
  });

  it('names the definitions limit with its number', () => {
    expect(describeCode('DEFINITIONS_LIMIT_REACHED')).toBe(
      'You can add at most 200 definitions of your own. Delete one you no longer use first.',
    );
  });

  it('tells a refusal of fields by the first field’s rule key', async () => {
    await i18n.changeLanguage('ar');
    const refused = refusal('VALIDATION_FAILED', [
      { path: 'body.currentPassword', code: 'wrongPassword', message: 'Invalid Password' },
    ]);
    expect(describeFailure(refused)).toBe('كلمة المرور غير صحيحة');
    expect(describeFailure(refusal('VALIDATION_FAILED'))).toBe('هذا الحقل مطلوب');
  });

  it('says "Network Error." when no answer came, and is unexpected about other errors', async () => {
    expect(describeFailure(noAnswerError())).toBe('Network Error.');
    expect(describeFailure(new Error('Cannot read properties of undefined'))).toBe(
      'Oops! Something went wrong. If the problem persists, contact support.',
    );
    await i18n.changeLanguage('ar');
    expect(describeFailure(noAnswerError())).toBe('خطأ في الشبكة.');
  });

  it('has the arrival-instructions message for arrival instruction failures', () => {
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'arrivalInstructions.0 must not be empty',
    });
    expect(describeFailure(refused)).toBe('Add at least one arrival instruction.');
  });
});

describe('screenFailureText', () => {
  it('has every screen failure of spec §8 in both languages', async () => {
    const keys = Object.keys(resources.en.errors.failures) as Array<
      keyof typeof resources.en.errors.failures
    >;
    expect(keys).toContain('fetchData');
    for (const key of keys) {
      await i18n.changeLanguage('ar');
      expect(screenFailureText(key)).toMatch(arabicLetter);
      await i18n.changeLanguage('en');
      expect(screenFailureText(key)).toBe(resources.en.errors.failures[key]);
    }
  });
});
