import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToastApi } from '../../../app/toast';
import { fill, postedTo, renderAt, serveApi, typeCode, type ApiRoutes } from '../testing';
import { SecurityPage } from './security-page';

const fetchMock = vi.fn<typeof fetch>();
const toastSuccess = vi.fn();
const base = {
  id: '9b2b0c43-2b4f-4f43-9f0e-2a3f2f1f6c11',
  email: 'sara@example.sa',
  firstName: 'Sara',
  lastName: 'Al-Qahtani',
  language: 'en',
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const off = { ...base, mfaEnabled: false, mfaEnrolled: false };
const on = { ...base, mfaEnabled: true, mfaEnrolled: true };

function renderPage(routes: ApiRoutes) {
  serveApi(fetchMock, routes);
  renderAt([{ path: '/settings/security', element: <SecurityPage /> }], {
    pathname: '/settings/security',
  });
}

function switchOf(): HTMLElement {
  return screen.getByTestId('mfa-switch');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToastApi({ error: vi.fn(), success: toastSuccess, info: vi.fn() });
  localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('SecurityPage', { timeout: 15_000 }, () => {
  it('turns two-factor on with the current password', async () => {
    renderPage({
      'GET /user/me': [200, { data: off }],
      'POST /user/mfa/enable': [200, { data: { ...off, mfaEnabled: true } }],
    });
    await screen.findByTestId('two-factor-card');
    expect(switchOf().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(switchOf());
    fill('mfa-enable-password', 'Dates&Coffee7');
    fireEvent.click(screen.getByTestId('mfa-enable-submit'));
    await waitFor(() => expect(switchOf().getAttribute('aria-checked')).toBe('true'));
    expect(postedTo(fetchMock, '/user/mfa/enable')).toEqual([{ password: 'Dates&Coffee7' }]);
    expect(screen.getByTestId('mfa-pending-setup')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ mfaEnabled: true });
  });

  it('shows a wrong password under the field', async () => {
    renderPage({
      'GET /user/me': [200, { data: off }],
      'POST /user/mfa/enable': [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'Invalid Password',
          details: [{ path: 'body.password', message: 'Invalid Password' }],
        },
      ],
    });
    await screen.findByTestId('two-factor-card');
    fireEvent.click(switchOf());
    fill('mfa-enable-password', 'wrong');
    fireEvent.click(screen.getByTestId('mfa-enable-submit'));
    expect(await screen.findByText('Invalid Password')).toBeTruthy();
    expect(switchOf().getAttribute('aria-checked')).toBe('false');
  });

  it('turns two-factor off with a code from the authenticator', async () => {
    renderPage({
      'GET /user/me': [200, { data: on }],
      'POST /user/mfa/disable': [200, { data: off }],
    });
    await screen.findByTestId('two-factor-card');
    fireEvent.click(switchOf());
    typeCode('mfa-disable-code', '12345');
    fireEvent.click(screen.getByTestId('mfa-disable-submit'));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(postedTo(fetchMock, '/user/mfa/disable')).toEqual([]);
    typeCode('mfa-disable-code', '123456');
    fireEvent.click(screen.getByTestId('mfa-disable-submit'));
    await waitFor(() => expect(switchOf().getAttribute('aria-checked')).toBe('false'));
    expect(postedTo(fetchMock, '/user/mfa/disable')).toEqual([{ token: '123456' }]);
  });

  it('changes the password once the confirmation matches', async () => {
    renderPage({
      'GET /user/me': [200, { data: off }],
      'POST /user/change-password': [200, { data: { ok: true } }],
    });
    await screen.findByTestId('change-password-card');
    fill('change-password-current', 'Dates&Coffee7');
    fill('change-password-new', 'Camel#Milk42');
    fill('change-password-confirm', 'Camel#Milk4');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fill('change-password-confirm', 'Camel#Milk42');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Your password has been changed. Other devices have been signed out.',
      ),
    );
    expect(postedTo(fetchMock, '/user/change-password')).toEqual([
      { currentPassword: 'Dates&Coffee7', newPassword: 'Camel#Milk42' },
    ]);
  });
});
