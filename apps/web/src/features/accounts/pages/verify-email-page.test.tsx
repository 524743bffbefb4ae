import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { postedTo, probe, renderAt, serveApi, typeCode, type ApiRoutes } from '../testing';
import { VerifyEmailPage } from './verify-email-page';

const fetchMock = vi.fn<typeof fetch>();
const email = 'sara@example.sa';

function renderPage(routes: ApiRoutes, state: unknown = { email }, search = '') {
  serveApi(fetchMock, routes);
  return renderAt([{ path: '/verify-email', element: <VerifyEmailPage /> }], {
    pathname: '/verify-email',
    state,
    search,
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('VerifyEmailPage', { timeout: 15_000 }, () => {
  it('sends nothing until the code has 6 digits', async () => {
    renderPage({});
    typeCode('verify-email-code', '12345');
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/verify-account')).toEqual([]);
  });

  it('says it in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    renderPage({});
    typeCode('verify-email-code', '123');
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    expect(await screen.findByText('يرجى إدخال الرمز المكوّن من 6 أرقام')).toBeTruthy();
  });

  it('focuses the first box and asks the browser for the one-time code', () => {
    renderPage({});
    const boxes = screen.getByTestId('verify-email-code').querySelectorAll('input');
    expect(boxes).toHaveLength(6);
    expect(document.activeElement).toBe(boxes[0]);
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('keeps no stale code when a digit is deleted after all six were typed', async () => {
    renderPage({});
    typeCode('verify-email-code', '123456');
    const boxes = screen.getByTestId('verify-email-code').querySelectorAll('input');
    fireEvent.input(boxes[5] as HTMLInputElement, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/verify-account')).toEqual([]);
  });

  it('verifies the address and goes to /login with a success message', async () => {
    renderPage({ 'POST /auth/verify-account': [200, { data: { ok: true } }] });
    typeCode('verify-email-code', '123456');
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    expect(await probe()).toEqual({
      path: '/login',
      state: { email, notice: 'emailVerified' },
    });
    expect(postedTo(fetchMock, '/auth/verify-account')).toEqual([{ email, code: '123456' }]);
  });

  it('takes the address from ?email= when the route state has none', async () => {
    renderPage(
      { 'POST /auth/verify-account': [200, { data: { ok: true } }] },
      null,
      '?email=Sara@Example.SA',
    );
    expect(screen.getByTestId('verify-email-address').textContent).toBe(email);
    typeCode('verify-email-code', '654321');
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    await probe();
    expect(postedTo(fetchMock, '/auth/verify-account')).toEqual([{ email, code: '654321' }]);
  });

  it('says a wrong code at the code field, clears the digits and focuses the first box', async () => {
    renderPage({
      'POST /auth/verify-account': [
        400,
        { code: 'VERIFICATION_FAILED', message: 'Verification failed. Please try again.' },
      ],
    });
    typeCode('verify-email-code', '000000');
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    const field = screen.getByTestId('verify-email-code').closest('.ant-form-item');
    await waitFor(() =>
      expect(field?.textContent).toContain('Verification failed. Please try again.'),
    );
    expect(screen.queryByTestId('verify-email-error')).toBeNull();
    const boxes = screen.getByTestId('verify-email-code').querySelectorAll('input');
    expect([...boxes].map((box) => box.value).join('')).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    // Typing the next code takes the refusal away.
    fireEvent.input(boxes[0] as HTMLInputElement, { target: { value: '1' } });
    await waitFor(() => expect(field?.textContent).not.toContain('Verification failed'));
  });

  it('says an expired code at the field in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderPage({
      'POST /auth/verify-account': [
        400,
        { code: 'CODE_EXPIRED', message: 'This code has expired. Request a new one.' },
      ],
    });
    typeCode('verify-email-code', '123456');
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    const field = screen.getByTestId('verify-email-code').closest('.ant-form-item');
    await waitFor(() =>
      expect(field?.textContent).toContain('انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.'),
    );
  });

  it('drops the digits typed for the old code when a new one is sent', async () => {
    renderPage({
      'POST /auth/resend-verification': [200, { data: { sent: true, resendAfterSeconds: 60 } }],
    });
    typeCode('verify-email-code', '123');
    fireEvent.click(screen.getByTestId('resend-code'));
    expect(await screen.findByTestId('code-resent')).toBeTruthy();
    const boxes = screen.getByTestId('verify-email-code').querySelectorAll('input');
    expect([...boxes].map((box) => box.value).join('')).toBe('');
  });

  it('holds the resend button during the countdown that sign-up started', () => {
    renderPage({}, { email, resendAfterSeconds: 60 });
    const button = screen.getByTestId('resend-code') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('resend-countdown').textContent).toBe('Resend code in 1:00');
  });

  it('resends the code and starts the countdown again', async () => {
    renderPage({
      'POST /auth/resend-verification': [200, { data: { sent: true, resendAfterSeconds: 60 } }],
    });
    const button = screen.getByTestId('resend-code') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByTestId('code-resent')).toBeTruthy();
    expect(screen.getByTestId('resend-countdown').textContent).toBe('Resend code in 1:00');
    expect(postedTo(fetchMock, '/auth/resend-verification')).toEqual([{ email }]);
  });

  it('shows the server refusing a resend too soon, and waits', async () => {
    renderPage({
      'POST /auth/resend-verification': [
        429,
        { code: 'RESEND_TOO_SOON', message: 'Please wait before requesting a new code.' },
      ],
    });
    fireEvent.click(screen.getByTestId('resend-code'));
    expect((await screen.findByTestId('verify-email-error')).textContent).toContain(
      'Please wait before requesting a new code.',
    );
    await waitFor(() =>
      expect((screen.getByTestId('resend-code') as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
