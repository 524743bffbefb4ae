import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeAccessToken } from './access-token-sign-in';
import { sessionStore } from './session';
import { setToastApi } from './toast';

const fetchMock = vi.fn<typeof fetch>();
const toastError = vi.fn();
const sara = { id: 'u1', email: 'sara@example.sa', firstName: 'Sara' };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function calledUrls(): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToastApi({ error: toastError, success: vi.fn(), info: vi.fn() });
  localStorage.setItem('i18nextLng', 'en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('exchangeAccessToken', () => {
  it('exchanges a Google sign-in code for the session', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { data: { user: sara, accessToken: 'session-1', mfaRequired: false } }),
    );
    await expect(exchangeAccessToken('code-1')).resolves.toEqual({ kind: 'signed-in' });
    expect(calledUrls()).toEqual(['/api/v1/auth/google/exchange']);
    expect(localStorage.getItem('token')).toBe('session-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(sara);
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', token: 'session-1' });
  });

  it('takes a value the exchange does not know as the token and fetches the user', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(400, { code: 'GOOGLE_SIGN_IN_FAILED', message: 'x' }))
      .mockResolvedValueOnce(answer(200, { data: sara }));
    await expect(exchangeAccessToken('session-2')).resolves.toEqual({ kind: 'signed-in' });
    expect(calledUrls()).toEqual(['/api/v1/auth/google/exchange', '/api/v1/user/me']);
    const meHeaders = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(meHeaders.get('Authorization')).toBe('Bearer session-2');
    expect(localStorage.getItem('token')).toBe('session-2');
    expect(sessionStore.getState().user).toEqual(sara);
  });

  it('hands a second factor over to /verify-mfa', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        data: { user: { email: sara.email }, mfaRequired: true, mfaChallenge: 'challenge' },
      }),
    );
    await expect(exchangeAccessToken('code-3')).resolves.toEqual({
      kind: 'mfa',
      email: sara.email,
      challenge: 'challenge',
    });
    expect(sessionStorage.getItem('pendingMfaEmail')).toBe(sara.email);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the LoginFailed text and stays signed out when nothing works', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(404, { code: 'GOOGLE_SIGN_IN_UNAVAILABLE', message: 'x' }))
      .mockResolvedValueOnce(answer(401, { code: 'UNAUTHORIZED', message: 'x' }));
    await expect(exchangeAccessToken('bad')).resolves.toEqual({ kind: 'failed' });
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Login failed. Please check your credentials.');
    expect({ ...localStorage }).toEqual({ i18nextLng: 'en' });
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', token: null });
  });
});
