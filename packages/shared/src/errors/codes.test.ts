import { describe, expect, it } from 'vitest';
import { validationKeyOf } from '../validation/messages';
import { fieldIssue, validationFailed } from './app-error';
import { codeForStatus, errorCatalogue, errorCodes } from './codes';

describe('error catalogue', () => {
  it('answers 401 and 403 only for a missing or refused session and for sign-in answers', () => {
    // The web app ends the session on 401/403 (spec §8): no business refusal may use them.
    const sessionCodes = errorCodes.filter((code) =>
      [401, 403].includes(errorCatalogue[code].status),
    );
    expect(sessionCodes.sort()).toEqual(
      [
        'ACCOUNT_NOT_VERIFIED',
        'FORBIDDEN',
        'INVALID_CREDENTIALS',
        'LOGIN_FAILED',
        'MFA_CHALLENGE_INVALID',
        'UNAUTHORIZED',
      ].sort(),
    );
  });

  it('refuses by subscription with 402 and by state with 409', () => {
    expect(errorCatalogue.SUBSCRIPTION_MISSING.status).toBe(402);
    expect(errorCatalogue.PUBLISH_NEEDS_SUBSCRIPTION.status).toBe(402);
    expect(errorCatalogue.DEFINITION_IN_USE.status).toBe(409);
    expect(errorCatalogue.DATES_UNAVAILABLE.status).toBe(409);
    expect(errorCatalogue.DEFINITIONS_LIMIT_REACHED.status).toBe(422);
  });

  it('says how many definitions an owner may add', () => {
    expect(errorCatalogue.DEFINITIONS_LIMIT_REACHED.message).toBe(
      'You can add at most 200 definitions of your own. Delete one you no longer use first.',
    );
  });
});

describe('codeForStatus', () => {
  it('names the code of an answer that has none by its status', () => {
    expect(codeForStatus(400)).toBe('BAD_REQUEST');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(422)).toBe('BAD_REQUEST');
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    expect(codeForStatus(502)).toBe('UNEXPECTED_ERROR');
    expect(codeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('field issues', () => {
  it('carry the message key as code beside the English text', () => {
    expect(fieldIssue('body.name', 'max80')).toEqual({
      path: 'body.name',
      code: 'max80',
      message: 'Maximum 80 characters allowed',
    });
  });

  it('refuse with VALIDATION_FAILED and the first issue as the message', () => {
    const error = validationFailed([
      fieldIssue('body.file', 'imageTooLarge'),
      fieldIssue('body.file', 'imageOnly'),
    ]);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Image must be under 5 MB');
    expect(error.details).toHaveLength(2);
  });

  it('take the key of a schema message, and call zod’s own texts an invalid value', () => {
    expect(validationKeyOf('validation.codeLength')).toBe('codeLength');
    expect(validationKeyOf('validation.nonsense')).toBe('invalidValue');
    expect(validationKeyOf('Invalid input: expected string, received number')).toBe('invalidValue');
  });
});
