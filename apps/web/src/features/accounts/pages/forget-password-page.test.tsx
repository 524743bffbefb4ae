import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, postedTo, probe, renderAt, serveApi, typeCode, type ApiRoutes } from '../testing';
import { ForgetPasswordPage } from './forget-password-page';
import { SetPasswordPage } from './set-password-page';

const fetchMock = vi.fn<typeof fetch>();
const email = 'sara@example.sa';
const sent: ApiRoutes = {
  'POST /auth/forgot-password': [200, { data: { sent: true, resendAfterSeconds: 60 } }],
};

function renderFlow(routes: ApiRoutes, at: { pathname: string; state?: unknown }) {
  serveApi(fetchMock, routes);
  renderAt(
    [
      { path: '/forget-password', element: <ForgetPasswordPage /> },
      { path: '/set-password', element: <SetPasswordPage /> },
    ],
    at,
  );
}

async function askForCode() {
  fill('forget-password-email', ' Sara@Example.SA ');
  fireEvent.click(screen.getByTestId('forget-password-submit'));
  await screen.findByTestId('forget-password-code-page');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('ForgetPasswordPage', { timeout: 15_000 }, () => {
  it('mails a code, then asks for it with the resend countdown running', async () => {
    renderFlow(sent, { pathname: '/forget-password' });
    await askForCode();
    expect(postedTo(fetchMock, '/auth/forgot-password')).toEqual([{ email }]);
    expect(screen.getByTestId('resend-countdown').textContent).toBe('Resend code in 1:00');
  });

  it('sends nothing until the code has 6 digits', async () => {
    renderFlow(sent, { pathname: '/forget-password' });
    await askForCode();
    typeCode('forget-password-code', '12345');
    fireEvent.click(screen.getByTestId('forget-password-code-submit'));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/verify-forgot-otp')).toEqual([]);
  });

  it('exchanges the code and hands the reset token to /set-password', async () => {
    renderFlow(
      { ...sent, 'POST /auth/verify-forgot-otp': [200, { data: { token: 'reset-1' } }] },
      { pathname: '/forget-password' },
    );
    await askForCode();
    typeCode('forget-password-code', '246810');
    fireEvent.click(screen.getByTestId('forget-password-code-submit'));
    expect(await screen.findByTestId('set-password-page')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/verify-forgot-otp')).toEqual([{ email, code: '246810' }]);
  });

  it('says a wrong code at the code field, with the digits cleared for the next try', async () => {
    renderFlow(
      {
        ...sent,
        'POST /auth/verify-forgot-otp': [
          400,
          { code: 'CODE_ATTEMPTS_EXCEEDED', message: 'Too many wrong codes. Request a new one.' },
        ],
      },
      { pathname: '/forget-password' },
    );
    await askForCode();
    typeCode('forget-password-code', '111111');
    fireEvent.click(screen.getByTestId('forget-password-code-submit'));
    const field = screen.getByTestId('forget-password-code').closest('.ant-form-item');
    await waitFor(() =>
      expect(field?.textContent).toContain('Too many wrong codes. Request a new one.'),
    );
    expect(screen.queryByTestId('forget-password-error')).toBeNull();
    const boxes = screen.getByTestId('forget-password-code').querySelectorAll('input');
    expect([...boxes].map((box) => box.value).join('')).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
  });
});

describe('SetPasswordPage', { timeout: 15_000 }, () => {
  const arrival = { pathname: '/set-password', state: { email, token: 'reset-1' } };

  it('refuses a confirmation that differs', async () => {
    renderFlow({}, arrival);
    fill('set-password-new', 'Dates&Coffee7');
    fill('set-password-confirm', 'Dates&Coffee');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/reset-password')).toEqual([]);
  });

  it('sets the password and goes to /login with a success message', async () => {
    renderFlow({ 'POST /auth/reset-password': [200, { data: { ok: true } }] }, arrival);
    fill('set-password-new', 'Dates&Coffee7');
    fill('set-password-confirm', 'Dates&Coffee7');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    expect(await probe()).toEqual({ path: '/login', state: { email, notice: 'passwordReset' } });
    expect(postedTo(fetchMock, '/auth/reset-password')).toEqual([
      { email, token: 'reset-1', newPassword: 'Dates&Coffee7' },
    ]);
  });

  it('sends a visitor without a reset token back to the start', () => {
    renderFlow({}, { pathname: '/set-password' });
    expect(screen.getByTestId('set-password-error').textContent).toContain(
      'This reset link is no longer valid. Start again.',
    );
    expect(screen.getByTestId('set-password-start-again').getAttribute('href')).toBe(
      '/forget-password',
    );
  });
});
