import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../page-load';
import { fill, postedTo, probe, renderAt, serveApi, type ApiRoutes } from '../testing';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();

function renderLogin(routes: ApiRoutes = {}, at: { search?: string; state?: unknown } = {}) {
  serveApi(fetchMock, routes);
  return renderAt([{ path: '/login', element: <LoginPage /> }], { pathname: '/login', ...at });
}

async function fillAndSubmit(email: string, password: string) {
  fill('login-email', email);
  fill('login-password', password);
  // The submit button waits for the captcha settings.
  await waitFor(() =>
    expect(screen.getByTestId('login-submit').classList.contains('ant-btn-loading')).toBe(false),
  );
  fireEvent.click(screen.getByTestId('login-submit'));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

describe('LoginPage', { timeout: 15_000 }, () => {
  it('asks for a valid e-mail and a password before calling the API', async () => {
    renderLogin();
    await fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/login')).toEqual([]);
  });

  it('posts the credentials and shows the refusal inline, translated by code', async () => {
    renderLogin({
      'POST /auth/login': [
        401,
        { code: 'INVALID_CREDENTIALS', error: 'Unauthorized', message: 'x' },
      ],
    });
    await fillAndSubmit('  Sara@Example.SA ', 'Secret#123');
    expect((await screen.findByTestId('login-error')).textContent).toContain('Invalid Password');
    expect(postedTo(fetchMock, '/auth/login')).toEqual([
      { email: 'sara@example.sa', password: 'Secret#123', captchaValue: '', remember: false },
    ]);
  });

  it('stores the session and loads /dashboard afresh', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const user = { id: 'u1', email: 'sara@example.sa', firstName: 'Sara' };
    renderLogin({
      'POST /auth/login': [200, { data: { user, accessToken: 'tok', mfaRequired: false } }],
    });
    await fillAndSubmit('sara@example.sa', 'Secret#123');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('goes to /verify-mfa with the e-mail when a second factor is required', async () => {
    renderLogin({
      'POST /auth/login': [
        200,
        { data: { user: { email: 'sara@example.sa' }, mfaRequired: true, mfaChallenge: 'c1' } },
      ],
    });
    await fillAndSubmit('sara@example.sa', 'Secret#123');
    expect(await probe()).toEqual({
      path: '/verify-mfa',
      state: { email: 'sara@example.sa', challenge: 'c1' },
    });
    expect(sessionStorage.getItem('pendingMfaEmail')).toBe('sara@example.sa');
    expect(sessionStorage.getItem('pendingMfaChallenge')).toBe('c1');
  });

  it('offers to verify an address that is not verified yet', async () => {
    renderLogin({
      'POST /auth/login': [
        403,
        { code: 'ACCOUNT_NOT_VERIFIED', message: 'Please verify your email address first.' },
      ],
    });
    await fillAndSubmit('Sara@example.sa', 'Secret#123');
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'Please verify your email address first.',
    );
    fireEvent.click(screen.getByTestId('login-verify-email'));
    expect(await probe()).toEqual({ path: '/verify-email', state: { email: 'sara@example.sa' } });
  });

  it('shows the success message and the e-mail that another screen sent it with', async () => {
    renderLogin({}, { state: { email: 'sara@example.sa', notice: 'passwordReset' } });
    expect((await screen.findByTestId('login-notice')).textContent).toContain(
      'Your password has been changed.',
    );
    expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('sara@example.sa');
  });

  it('says "e-mail confirmed" once: after a reload the notice is gone, the e-mail stays', async () => {
    const router = renderLogin(
      {},
      { state: { email: 'sara@example.sa', notice: 'emailVerified' } },
    );
    expect((await screen.findByTestId('login-notice')).textContent).toContain(
      'Your email is verified. You can sign in now.',
    );
    // The history entry no longer carries the notice: a reload renders it from this state.
    await waitFor(() => expect(router.state.location.state).toEqual({ email: 'sara@example.sa' }));
    expect(screen.getByTestId('login-notice')).toBeTruthy();
    cleanup();
    renderLogin({}, { state: router.state.location.state });
    expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('sara@example.sa');
    expect(screen.queryByTestId('login-notice')).toBeNull();
  });

  it('shows the Google button only when the server offers Google sign-in', async () => {
    renderLogin({
      'GET /auth/options': [
        200,
        { data: { google: true, captcha: { provider: 'none' }, resendCooldownSeconds: 60 } },
      ],
    });
    const google = await screen.findByTestId('google-sign-in');
    expect(google.getAttribute('href')).toBe('/api/v1/auth/google');
    expect(google.textContent).toContain('Continue with Google');
  });

  it('has no Google button by default', async () => {
    renderLogin();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });

  it('shows a known error code that Google sign-in sent back', async () => {
    renderLogin({}, { search: '?error=GOOGLE_SIGN_IN_FAILED' });
    expect((await screen.findByTestId('login-error')).textContent).toContain('Login failed');
  });

  it('ignores an unknown error text in the URL', () => {
    renderLogin({}, { search: '?error=Call%20this%20number' });
    expect(screen.queryByTestId('login-error')).toBeNull();
  });
});
