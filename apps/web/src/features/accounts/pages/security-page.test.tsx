import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
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
  // Without motion a closed dialog leaves the page at once (jsdom runs no animations).
  const page = (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <SecurityPage />
    </ConfigProvider>
  );
  renderAt([{ path: '/settings/security', element: page }], {
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

const qrCode = 'data:image/png;base64,iVBORw0KGgo=';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const recoveryCodes = [...'abcdefghij'].map((letter) => `${letter.repeat(5)}-23456`);
const newCodes = [...'abcdefghij'].map((letter) => `${letter.repeat(5)}-76543`);

describe('SecurityPage', { timeout: 15_000 }, () => {
  const codesShown = () =>
    screen.queryAllByTestId('mfa-recovery-code-item').map((item) => item.textContent);

  async function startSetup() {
    await screen.findByTestId('two-factor-card');
    fireEvent.click(switchOf());
    fill('mfa-enable-password', 'Dates&Coffee7');
    fireEvent.click(screen.getByTestId('mfa-enable-submit'));
    await screen.findByTestId('mfa-qr');
  }

  it('sets up two-factor here: password, QR code and secret, a 6-digit code, recovery codes once', async () => {
    renderPage({
      'GET /user/me': [200, { data: off }],
      'POST /user/mfa/enable': [200, { data: { secret, qrCode } }],
      'POST /user/mfa/confirm': [200, { data: { user: on, recoveryCodes } }],
    });
    await startSetup();
    expect(postedTo(fetchMock, '/user/mfa/enable')).toEqual([{ password: 'Dates&Coffee7' }]);
    const qr = screen.getByTestId('mfa-qr');
    expect([qr.getAttribute('src'), qr.getAttribute('width'), qr.getAttribute('height')]).toEqual([
      qrCode,
      '200',
      '200',
    ]);
    expect(screen.getByTestId('mfa-secret').textContent).toBe(secret);
    expect(screen.getByText('Then enter the 6-digit code that the app shows.')).toBeTruthy();
    // Not on until the code confirms it.
    expect(switchOf().getAttribute('aria-checked')).toBe('false');

    typeCode('mfa-confirm-code', '12345');
    fireEvent.click(screen.getByTestId('mfa-confirm-submit'));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(postedTo(fetchMock, '/user/mfa/confirm')).toEqual([]);

    typeCode('mfa-confirm-code', '123456');
    fireEvent.click(screen.getByTestId('mfa-confirm-submit'));
    await screen.findByTestId('mfa-recovery-codes');
    expect(postedTo(fetchMock, '/user/mfa/confirm')).toEqual([{ token: '123456' }]);
    expect(codesShown()).toEqual(recoveryCodes);
    expect(switchOf().getAttribute('aria-checked')).toBe('true');
    expect(toastSuccess).toHaveBeenCalledWith(
      'Two-factor authentication is on. Other devices have been signed out.',
    );
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ mfaEnabled: true });
    // Only "I have saved them" closes: the codes are never shown again.
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.keyDown(screen.getByTestId('mfa-recovery-codes'), { key: 'Escape' });
    expect(screen.getByTestId('mfa-recovery-codes')).toBeTruthy();
    fireEvent.click(screen.getByTestId('mfa-recovery-codes-saved'));
    await waitFor(() => expect(codesShown()).toEqual([]));
    expect(screen.getByTestId('mfa-renew-recovery-codes')).toBeTruthy();
  });

  it('keeps two-factor off when the code is wrong, and says why', async () => {
    renderPage({
      'GET /user/me': [200, { data: off }],
      'POST /user/mfa/enable': [200, { data: { secret, qrCode } }],
      'POST /user/mfa/confirm': [
        400,
        { code: 'VERIFICATION_FAILED', message: 'Verification failed. Please try again.' },
      ],
    });
    await startSetup();
    typeCode('mfa-confirm-code', '000000');
    fireEvent.click(screen.getByTestId('mfa-confirm-submit'));
    expect((await screen.findByTestId('mfa-confirm-error')).textContent).toBe(
      'Verification failed. Please try again.',
    );
    expect(screen.getByTestId('mfa-qr')).toBeTruthy();
    expect(switchOf().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('mfa-recovery-codes')).toBeNull();
  });

  it('shows a wrong password under the field', async () => {
    renderPage({
      'GET /user/me': [200, { data: off }],
      'POST /user/mfa/enable': [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'Invalid Password',
          details: [{ path: 'body.password', code: 'wrongPassword', message: 'Invalid Password' }],
        },
      ],
    });
    await screen.findByTestId('two-factor-card');
    fireEvent.click(switchOf());
    fill('mfa-enable-password', 'wrong');
    fireEvent.click(screen.getByTestId('mfa-enable-submit'));
    expect(await screen.findByText('Invalid Password')).toBeTruthy();
    expect(screen.queryByTestId('mfa-qr')).toBeNull();
    expect(switchOf().getAttribute('aria-checked')).toBe('false');
  });

  it('copies the recovery codes and downloads them as a text file', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage({
      'GET /user/me': [200, { data: off }],
      'POST /user/mfa/enable': [200, { data: { secret, qrCode } }],
      'POST /user/mfa/confirm': [200, { data: { user: on, recoveryCodes } }],
    });
    await startSetup();
    typeCode('mfa-confirm-code', '123456');
    fireEvent.click(screen.getByTestId('mfa-confirm-submit'));
    await screen.findByTestId('mfa-recovery-codes');

    fireEvent.click(screen.getByTestId('mfa-recovery-codes-copy'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Recovery codes copied.'));
    expect(writeText).toHaveBeenCalledWith(recoveryCodes.join('\n'));

    fireEvent.click(screen.getByTestId('mfa-recovery-codes-download'));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await files[0]!.text();
    expect(text).toContain('Nuzul recovery codes for sara@example.sa. Each code works once.');
    for (const code of recoveryCodes) expect(text).toContain(code);
  });

  it('makes new recovery codes with a code from the authenticator', async () => {
    renderPage({
      'GET /user/me': [200, { data: on }],
      'POST /user/mfa/recovery-codes': [200, { data: { recoveryCodes: newCodes } }],
    });
    await screen.findByTestId('two-factor-card');
    fireEvent.click(screen.getByTestId('mfa-renew-recovery-codes'));
    typeCode('mfa-renew-code', '654321');
    fireEvent.click(screen.getByTestId('mfa-renew-submit'));
    await screen.findByTestId('mfa-recovery-codes');
    expect(postedTo(fetchMock, '/user/mfa/recovery-codes')).toEqual([{ token: '654321' }]);
    expect(codesShown()).toEqual(newCodes);
  });

  it('offers no new recovery codes while two-factor is off', async () => {
    renderPage({ 'GET /user/me': [200, { data: off }] });
    await screen.findByTestId('two-factor-card');
    expect(screen.queryByTestId('mfa-renew-recovery-codes')).toBeNull();
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

  it('turns two-factor off with a recovery code instead', async () => {
    renderPage({
      'GET /user/me': [200, { data: on }],
      'POST /user/mfa/disable': [200, { data: off }],
    });
    await screen.findByTestId('two-factor-card');
    fireEvent.click(switchOf());
    fireEvent.click(screen.getByTestId('mfa-disable-switch-factor'));
    fill('mfa-disable-recovery-code', 'abc');
    fireEvent.click(screen.getByTestId('mfa-disable-submit'));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
    expect(postedTo(fetchMock, '/user/mfa/disable')).toEqual([]);
    fill('mfa-disable-recovery-code', 'abcde-fgh23');
    fireEvent.click(screen.getByTestId('mfa-disable-submit'));
    await waitFor(() => expect(switchOf().getAttribute('aria-checked')).toBe('false'));
    expect(postedTo(fetchMock, '/user/mfa/disable')).toEqual([{ recoveryCode: 'abcde-fgh23' }]);
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
