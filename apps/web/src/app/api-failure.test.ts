import { describe, expect, it } from 'vitest';
import {
  decideFailure,
  isToastSilenced,
  pickFailureText,
  toastMessageFor,
  type FailureFacts,
} from './api-failure';

const noTranslations = (): boolean => false;
const translatesCodes = (ns: string, key: string): boolean =>
  ns === 'errors' && key === 'FORBIDDEN';

function facts(overrides: Partial<FailureFacts>): FailureFacts {
  return {
    status: 400,
    url: '/api/v1/properties',
    body: undefined,
    errorMessage: undefined,
    sentToken: true,
    ...overrides,
  };
}

describe('pickFailureText', () => {
  it('prefers the body message', () => {
    expect(pickFailureText({ body: { message: 'm', error: 'e' }, errorMessage: 'x' })).toBe('m');
  });

  it('falls back to the body error, then the thrown message, then UNEXPECTED_ERROR', () => {
    expect(pickFailureText({ body: { error: 'Bad Request' }, errorMessage: 'x' })).toBe(
      'Bad Request',
    );
    expect(pickFailureText({ body: {}, errorMessage: 'Network Error.' })).toBe('Network Error.');
    expect(pickFailureText({ body: { message: '  ' }, errorMessage: undefined })).toBe(
      'UNEXPECTED_ERROR',
    );
  });
});

describe('isToastSilenced', () => {
  it('silences RUPrice and reCAPTCHA messages', () => {
    expect(isToastSilenced('Season 2: RUPrice is not valid. Check it', '/api/v1/x')).toBe(true);
    expect(isToastSilenced('reCAPTCHA failed. Please try again.', '/api/v1/x')).toBe(true);
  });

  it('silences inbox thread message calls by their UUID thread id', () => {
    const url = '/api/v1/inbox/threads/3f2b8c1e-9a4d-4c6e-8f10-2b3c4d5e6f70/message';
    expect(isToastSilenced('Failed to send', url)).toBe(true);
    expect(isToastSilenced('Failed to send', '/api/v1/inbox/threads/42/message')).toBe(false);
  });

  it('lets every other failure through', () => {
    expect(isToastSilenced('Failed to load properties', '/api/v1/properties')).toBe(false);
  });
});

describe('toastMessageFor', () => {
  it('maps arrival instruction failures to their own message', () => {
    const message = toastMessageFor(
      'arrivalInstructions.0.text is required',
      'VALIDATION_FAILED',
      () => true,
    );
    expect(message).toMatchObject({
      ns: 'seasonalPricing',
      key: 'errors.arrivalInstructionsnotempty',
      literalKey: false,
    });
  });

  it('translates by error code when the code has a translation', () => {
    expect(toastMessageFor('Forbidden here', 'FORBIDDEN', translatesCodes)).toMatchObject({
      ns: 'errors',
      key: 'FORBIDDEN',
      defaultValue: 'Forbidden here',
    });
  });

  it('otherwise looks the text itself up, with the text as default', () => {
    expect(toastMessageFor('Failed to delete', 'SOMETHING_NEW', translatesCodes)).toEqual({
      ns: 'errors',
      key: 'Failed to delete',
      defaultValue: 'Failed to delete',
      literalKey: true,
    });
  });
});

describe('decideFailure', () => {
  it('ends the session on 401 and on 403 for a call that carried the token', () => {
    expect(decideFailure(facts({ status: 401 }), noTranslations).endSession).toBe(true);
    expect(decideFailure(facts({ status: 403 }), noTranslations).endSession).toBe(true);
    expect(decideFailure(facts({ status: 404 }), noTranslations).endSession).toBe(false);
  });

  it('has no session to end when an anonymous call is refused (wrong password)', () => {
    expect(decideFailure(facts({ status: 401, sentToken: false }), noTranslations).endSession).toBe(
      false,
    );
  });

  it('still ends the session when the toast is silenced', () => {
    const decision = decideFailure(
      facts({ status: 401, body: { message: 'reCAPTCHA token expired' } }),
      noTranslations,
    );
    expect(decision).toEqual({ endSession: true, toast: null });
  });

  it('shows "Network Error." when no answer came', () => {
    const decision = decideFailure(
      facts({ status: 0, errorMessage: 'Network Error.' }),
      noTranslations,
    );
    expect(decision.toast?.key).toBe('Network Error.');
  });
});
