import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setToastApi } from '../../../app/toast';
import { pageLoad } from '../page-load';
import { postedTo, probe, renderAt, serveApi, typeCode, type ApiRoutes } from '../testing';
import { VerifyMfaPage } from './verify-mfa-page';

const fetchMock = vi.fn<typeof fetch>();
const toastError = vi.fn();
const email = 'sara@example.sa';
const user = { id: 'u1', email, firstName: 'Sara', mfaEnabled: true, mfaEnrolled: true };

const enrolled: ApiRoutes = {
  'POST /auth/mfa/generate': [
    200,
    { data: { user: { email, mfaEnrolled: true }, secret: null, qrCode: null } },
  ],
};

function renderPage(routes: ApiRoutes, state: unknown = { email, challenge: 'ch-1' }) {
  serveApi(fetchMock, routes);
  renderAt([{ path: '/verify-mfa', element: <VerifyMfaPage /> }], {
    pathname: '/verify-mfa',
    state,
  });
}

function submitCode(code: string) {
  typeCode('mfa-code', code);
  fireEvent.click(screen.getByTestId('mfa-submit'));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToastApi({ error: toastError, success: vi.fn(), info: vi.fn() });
  sessionStorage.setItem('pendingMfaEmail', email);
  sessionStorage.setItem('pendingMfaChallenge', 'ch-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

describe('VerifyMfaPage', { timeout: 15_000 }, () => {
  it('checks the challenge with the e-mail on load', async () => {
    renderPage(enrolled);
    await screen.findByTestId('verify-mfa-title');
    await waitFor(() =>
      expect(postedTo(fetchMock, '/auth/mfa/generate')).toEqual([{ email, challenge: 'ch-1' }]),
    );
  });

  it('asks for the code from the authenticator and never shows a QR code or secret', async () => {
    renderPage(enrolled);
    expect((await screen.findByTestId('verify-mfa-title')).textContent).toBe(
      'Two-factor authentication',
    );
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(screen.queryByTestId('mfa-qr')).toBeNull();
    expect(screen.queryByTestId('mfa-secret')).toBeNull();
  });

  it('focuses the 6-digit one-time-code input', async () => {
    renderPage(enrolled);
    await screen.findByTestId('verify-mfa-title');
    const boxes = screen.getByTestId('mfa-code').querySelectorAll('input');
    expect(boxes).toHaveLength(6);
    expect(document.activeElement).toBe(boxes[0]);
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('sends nothing with 5 digits', async () => {
    renderPage(enrolled);
    await screen.findByTestId('verify-mfa-title');
    submitCode('12345');
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/mfa/verify')).toEqual([]);
  });

  it('stores the session, drops the pending login and loads /dashboard', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem('redirectPath', '/properties');
    renderPage({
      ...enrolled,
      'POST /auth/mfa/verify': [200, { data: { user, accessToken: 'session-1' } }],
    });
    await screen.findByTestId('verify-mfa-title');
    submitCode('123456');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(postedTo(fetchMock, '/auth/mfa/verify')).toEqual([
      { email, challenge: 'ch-1', token: '123456' },
    ]);
    expect(localStorage.getItem('token')).toBe('session-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(sessionStorage.getItem('pendingMfaEmail')).toBeNull();
    expect(sessionStorage.getItem('pendingMfaSecret')).toBeNull();
    expect(sessionStorage.getItem('pendingMfaChallenge')).toBeNull();
    expect(sessionStorage.getItem('redirectPath')).toBe('/properties');
  });

  it('signs in with a recovery code instead', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderPage({
      ...enrolled,
      'POST /auth/mfa/verify': [200, { data: { user, accessToken: 'session-2' } }],
    });
    await screen.findByTestId('verify-mfa-title');
    fireEvent.click(screen.getByTestId('mfa-use-recovery-code'));
    expect(
      screen.getByText(
        'Enter one of the recovery codes you saved when you set up two-factor authentication. Each code works once.',
      ),
    ).toBeTruthy();
    const field = screen.getByTestId('mfa-recovery-code');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('mfa-submit'));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/mfa/verify')).toEqual([]);

    fireEvent.change(field, { target: { value: 'ABCDE-FGH23' } });
    fireEvent.click(screen.getByTestId('mfa-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(postedTo(fetchMock, '/auth/mfa/verify')).toEqual([
      { email, challenge: 'ch-1', recoveryCode: 'ABCDE-FGH23' },
    ]);
    expect(localStorage.getItem('token')).toBe('session-2');
  });

  it('goes back from a recovery code to the authenticator code', async () => {
    renderPage(enrolled);
    await screen.findByTestId('verify-mfa-title');
    fireEvent.click(screen.getByTestId('mfa-use-recovery-code'));
    fireEvent.click(screen.getByTestId('mfa-use-authenticator'));
    expect(screen.queryByTestId('mfa-recovery-code')).toBeNull();
    expect(screen.getByTestId('mfa-code').querySelectorAll('input')).toHaveLength(6);
  });

  it('shows a wrong code as the server says it, in the language of the screen', async () => {
    await i18n.changeLanguage('ar');
    renderPage({
      ...enrolled,
      'POST /auth/mfa/verify': [
        400,
        { code: 'VERIFICATION_FAILED', message: 'Verification failed. Please try again.' },
      ],
    });
    await screen.findByTestId('verify-mfa-title');
    submitCode('000000');
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('فشل التحقق. يرجى المحاولة مرة أخرى.'),
    );
    expect(sessionStorage.getItem('pendingMfaEmail')).toBe(email);
  });

  it('says a wrong code at the code field too, with the digits cleared for the next try', async () => {
    renderPage({
      ...enrolled,
      'POST /auth/mfa/verify': [
        400,
        { code: 'VERIFICATION_FAILED', message: 'Verification failed. Please try again.' },
      ],
    });
    await screen.findByTestId('verify-mfa-title');
    submitCode('000000');
    const field = screen.getByTestId('mfa-code').closest('.ant-form-item');
    await waitFor(() =>
      expect(field?.textContent).toContain('Verification failed. Please try again.'),
    );
    const boxes = screen.getByTestId('mfa-code').querySelectorAll('input');
    expect([...boxes].map((box) => box.value).join('')).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
  });

  it('says a wrong recovery code at its field', async () => {
    renderPage({
      ...enrolled,
      'POST /auth/mfa/verify': [
        400,
        { code: 'VERIFICATION_FAILED', message: 'Verification failed. Please try again.' },
      ],
    });
    await screen.findByTestId('verify-mfa-title');
    fireEvent.click(screen.getByTestId('mfa-use-recovery-code'));
    const input = screen.getByTestId('mfa-recovery-code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ABCDE-FGH23' } });
    fireEvent.click(screen.getByTestId('mfa-submit'));
    await waitFor(() =>
      expect(input.closest('.ant-form-item')?.textContent).toContain(
        'Verification failed. Please try again.',
      ),
    );
    expect(input.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('goes back to /login when the challenge is gone', async () => {
    renderPage({
      ...enrolled,
      'POST /auth/mfa/verify': [
        401,
        {
          code: 'MFA_CHALLENGE_INVALID',
          message: 'Your sign-in has expired. Please log in again.',
        },
      ],
    });
    await screen.findByTestId('verify-mfa-title');
    submitCode('000000');
    expect((await probe()).path).toBe('/login');
    expect(toastError).toHaveBeenCalledWith('Your sign-in has expired. Please log in again.');
    expect(sessionStorage.getItem('pendingMfaEmail')).toBeNull();
  });

  it('falls back to sessionStorage after a reload', async () => {
    renderPage(enrolled, null);
    await screen.findByTestId('verify-mfa-title');
    expect(screen.getByTestId('verify-mfa-email').textContent).toBe(email);
  });

  it('sends a visitor without a pending login to /login', async () => {
    sessionStorage.clear();
    renderPage(enrolled, null);
    expect((await probe()).path).toBe('/login');
    expect(postedTo(fetchMock, '/auth/mfa/generate')).toEqual([]);
  });
});
