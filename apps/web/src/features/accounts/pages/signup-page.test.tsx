import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setToastApi } from '../../../app/toast';
import { fill, postedTo, probe, renderAt, serveApi, type ApiRoutes } from '../testing';
import { SignupPage } from './signup-page';

const fetchMock = vi.fn<typeof fetch>();
const toastError = vi.fn();

function renderSignup(routes: ApiRoutes = {}) {
  serveApi(fetchMock, routes);
  renderAt([{ path: '/signup', element: <SignupPage /> }], { pathname: '/signup' });
}

/** Submits once the captcha settings are known (the button waits for them). */
async function submit() {
  await waitFor(() =>
    expect(screen.getByTestId('signup-submit').classList.contains('ant-btn-loading')).toBe(false),
  );
  fireEvent.click(screen.getByTestId('signup-submit'));
}

async function fillAndSubmit(password = 'Dates&Coffee7', confirmPassword = password) {
  fill('signup-first-name', ' Sara ');
  fill('signup-last-name', 'Al-Qahtani');
  fill('signup-email', 'Sara@Example.SA');
  fill('signup-password', password);
  fill('signup-confirm-password', confirmPassword);
  await submit();
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToastApi({ error: toastError, success: vi.fn(), info: vi.fn() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('SignupPage', { timeout: 15_000 }, () => {
  it('requires every field before calling the API', async () => {
    renderSignup();
    await submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(postedTo(fetchMock, '/auth/signup')).toEqual([]);
  });

  it('refuses a confirmation that differs from the password', async () => {
    renderSignup();
    await fillAndSubmit('Dates&Coffee7', 'Dates&Coffee8');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/signup')).toEqual([]);
  });

  it('says so in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    renderSignup();
    await fillAndSubmit('Dates&Coffee7', 'other');
    expect(await screen.findByText('كلمتا المرور غير متطابقتين')).toBeTruthy();
  });

  it('applies the shared password rule', async () => {
    renderSignup();
    await fillAndSubmit('onlyletters');
    expect(
      await screen.findByText('Password must mix letters, digits and special characters'),
    ).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/signup')).toEqual([]);
  });

  it('signs up and goes to /verify-email with the address and the countdown', async () => {
    renderSignup({ 'POST /auth/signup': [201, { data: { sent: true, resendAfterSeconds: 60 } }] });
    await fillAndSubmit();
    expect(await probe()).toEqual({
      path: '/verify-email',
      state: { email: 'sara@example.sa', resendAfterSeconds: 60 },
    });
    expect(postedTo(fetchMock, '/auth/signup')).toEqual([
      {
        firstName: 'Sara',
        lastName: 'Al-Qahtani',
        email: 'sara@example.sa',
        password: 'Dates&Coffee7',
        captchaValue: '',
      },
    ]);
  });

  it('says a taken address once, at the e-mail field, with a way to sign in instead', async () => {
    renderSignup({
      'POST /auth/signup': [
        409,
        { code: 'EMAIL_ALREADY_EXISTS', message: 'Email already exists.' },
      ],
    });
    await fillAndSubmit();
    const taken = await screen.findByTestId('signup-email-taken');
    expect(taken.textContent).toContain('Email already exists.');
    expect(screen.getByTestId('signup-email').closest('.ant-form-item')?.contains(taken)).toBe(
      true,
    );
    expect(screen.queryByTestId('signup-error')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('signup-sign-in-instead'));
    expect(await probe()).toEqual({ path: '/login', state: { email: 'sara@example.sa' } });
  });

  it('says it in Arabic, and drops it once the address changes', async () => {
    await i18n.changeLanguage('ar');
    renderSignup({
      'POST /auth/signup': [
        409,
        { code: 'EMAIL_ALREADY_EXISTS', message: 'Email already exists.' },
      ],
    });
    await fillAndSubmit();
    const taken = await screen.findByTestId('signup-email-taken');
    expect(taken.textContent).toContain('البريد الإلكتروني مستخدم بالفعل.');
    expect(taken.textContent).toContain('سجّل الدخول بدلًا من ذلك');
    fill('signup-email', 'other@example.sa');
    await waitFor(() => expect(screen.queryByTestId('signup-email-taken')).toBeNull());
  });

  it('keeps another refusal on the screen and shows it as a toast (spec §8)', async () => {
    renderSignup({
      'POST /auth/signup': [
        500,
        { code: 'SIGNUP_FAILED', message: 'Signup failed. Please try again.' },
      ],
    });
    await fillAndSubmit();
    expect((await screen.findByTestId('signup-error')).textContent).toContain(
      'Signup failed. Please try again.',
    );
    expect(toastError).toHaveBeenCalledWith('Signup failed. Please try again.');
  });

  it('puts the server refusing a common password under the password field', async () => {
    const message = 'This password is too common. Choose another one.';
    renderSignup({
      'POST /auth/signup': [
        400,
        {
          code: 'VALIDATION_FAILED',
          message,
          details: [{ path: 'body.password', code: 'passwordCommon', message }],
        },
      ],
    });
    await fillAndSubmit('Password1!');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByTestId('signup-error')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows a captcha refusal on the screen without a toast (spec §8)', async () => {
    renderSignup({
      'POST /auth/signup': [
        400,
        { code: 'CAPTCHA_FAILED', message: 'reCAPTCHA failed. Please try again.' },
      ],
    });
    await fillAndSubmit();
    expect((await screen.findByTestId('signup-error')).textContent).toContain(
      'reCAPTCHA failed. Please try again.',
    );
    expect(toastError).not.toHaveBeenCalled();
  });
});
