import { describe, expect, it } from 'vitest';
import { decideFailure, isToastSilenced, pickFailureText, type FailureFacts } from './api-failure';

function facts(overrides: Partial<FailureFacts>): FailureFacts {
  return { status: 400, url: '/api/v1/properties', text: 'x', sentToken: true, ...overrides };
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
    // Reading the thread is no sending: its failure is told as any other read's.
    expect(isToastSilenced('Failed to fetch data', `${url}s?before=x`)).toBe(false);
  });

  it('lets every other failure through', () => {
    expect(isToastSilenced('Failed to load properties', '/api/v1/properties')).toBe(false);
  });
});

describe('decideFailure', () => {
  it('ends the session on 401 and on 403 for a call that carried the token', () => {
    expect(decideFailure(facts({ status: 401 })).endSession).toBe(true);
    expect(decideFailure(facts({ status: 403 })).endSession).toBe(true);
    expect(decideFailure(facts({ status: 404 })).endSession).toBe(false);
  });

  it('has no session to end when an anonymous call is refused (wrong password)', () => {
    expect(decideFailure(facts({ status: 401, sentToken: false })).endSession).toBe(false);
  });

  it('keeps the session on the business refusals 402, 409 and 422', () => {
    for (const status of [402, 409, 422]) {
      expect(decideFailure(facts({ status })).endSession).toBe(false);
    }
  });

  it('still ends the session when the toast is silenced', () => {
    expect(decideFailure(facts({ status: 401, text: 'reCAPTCHA token expired' }))).toEqual({
      endSession: true,
      toast: false,
    });
  });

  it('shows a toast for other failures, with or without an answer', () => {
    expect(decideFailure(facts({ status: 0, text: 'Network Error.' })).toast).toBe(true);
  });
});
