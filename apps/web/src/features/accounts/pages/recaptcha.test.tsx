import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setToastApi } from '../../../app/toast';
import type { Grecaptcha } from '../components/recaptcha-widget';
import { fill, postedTo, renderAt, serveApi, type ApiRoutes } from '../testing';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

const fetchMock = vi.fn<typeof fetch>();
const SITE_KEY = '6Lc-test-site-key';

const recaptcha = {
  'GET /auth/options': [
    200,
    {
      data: {
        google: false,
        captcha: { provider: 'recaptcha', siteKey: SITE_KEY },
        resendCooldownSeconds: 60,
      },
    },
  ],
} satisfies ApiRoutes;

type RenderParameters = Parameters<Grecaptcha['render']>[1];

/**
 * Google's API as its script leaves it on the page, installed when the test says that the
 * script loaded: each render draws a checkbox into its element and answers the widget's id.
 */
const widgets: { element: HTMLElement; parameters: RenderParameters }[] = [];
const grecaptcha = {
  ready: (callback: () => void) => callback(),
  render: vi.fn<Grecaptcha['render']>(),
  reset: vi.fn<Grecaptcha['reset']>(),
};

function googleScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src^="https://www.google.com/recaptcha/"]');
}

/** The browser fetched Google's script: its API is there, and the script says `load`. */
async function scriptLoads(): Promise<void> {
  const script = await waitFor(() => googleScript() ?? Promise.reject(new Error('no script')));
  window.grecaptcha = grecaptcha;
  fireEvent.load(script);
}

/** The person ticks the checkbox: Google calls the widget's callback with a token. */
function tick(token: string): void {
  act(() => widgets.at(-1)?.parameters.callback(token));
}

function isLoading(testId: string): boolean {
  return screen.getByTestId(testId).classList.contains('ant-btn-loading');
}

async function press(testId: string): Promise<void> {
  await waitFor(() => expect(isLoading(testId)).toBe(false));
  fireEvent.click(screen.getByTestId(testId));
}

function renderLogin(routes: ApiRoutes = {}) {
  serveApi(fetchMock, { ...recaptcha, ...routes });
  renderAt([{ path: '/login', element: <LoginPage /> }], { pathname: '/login' });
  fill('login-email', 'sara@example.sa');
  fill('login-password', 'Secret#123');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToastApi({ error: vi.fn(), success: vi.fn(), info: vi.fn() });
  widgets.length = 0;
  grecaptcha.render.mockImplementation((element, parameters) => {
    widgets.push({ element, parameters });
    element.append(Object.assign(document.createElement('iframe'), { title: 'reCAPTCHA' }));
    return widgets.length;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  // A fresh page for the next test: no script, no API.
  googleScript()?.remove();
  delete window.grecaptcha;
});

describe('LoginPage with Google’s reCAPTCHA', { timeout: 15_000 }, () => {
  it('loads Google’s script once and renders the checkbox with the site key in English', async () => {
    renderLogin();
    const field = await screen.findByTestId('captcha');
    expect(within(field).getByRole('status').textContent).toBe('Loading…');

    await scriptLoads();

    await waitFor(() => expect(field.getAttribute('data-state')).toBe('unverified'));
    expect(document.head.querySelectorAll('script[src*="recaptcha"]')).toHaveLength(1);
    expect(googleScript()?.src).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&hl=en',
    );
    expect(widgets).toHaveLength(1);
    expect(widgets[0]?.parameters).toMatchObject({ sitekey: SITE_KEY, hl: 'en' });
    expect(field.contains(widgets[0]!.element)).toBe(true);
    expect(field.getAttribute('dir')).toBe('ltr');
    expect(within(field).queryByRole('status')).toBeNull();
  });

  it('asks Google for the checkbox in Arabic, right to left', async () => {
    await i18n.changeLanguage('ar');
    renderLogin();
    const field = await screen.findByTestId('captcha');
    expect(within(field).getByRole('status').textContent).toBe('جارٍ التحميل…');

    await scriptLoads();

    await waitFor(() => expect(widgets).toHaveLength(1));
    expect(googleScript()?.src).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&hl=ar',
    );
    expect(widgets[0]?.parameters).toMatchObject({ sitekey: SITE_KEY, hl: 'ar' });
    expect(field.getAttribute('dir')).toBe('rtl');
  });

  it('sends the ticked checkbox’s token, then resets the checkbox: a token is good once', async () => {
    renderLogin({
      'POST /auth/login': [401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }],
    });
    await scriptLoads();
    await waitFor(() => expect(widgets).toHaveLength(1));
    tick('token-of-a-ticked-checkbox');
    expect(screen.getByTestId('captcha').getAttribute('data-state')).toBe('verified');

    await press('login-submit');

    await screen.findByTestId('login-error');
    expect(postedTo(fetchMock, '/auth/login')).toEqual([
      {
        email: 'sara@example.sa',
        password: 'Secret#123',
        captchaValue: 'token-of-a-ticked-checkbox',
        remember: false,
      },
    ]);
    expect(grecaptcha.reset).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('captcha').getAttribute('data-state')).toBe('unverified');

    // The spent token is not sent again: the checkbox wants a new tick.
    await press('login-submit');
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/login')).toHaveLength(1);

    tick('second-token');
    await press('login-submit');
    await waitFor(() => expect(postedTo(fetchMock, '/auth/login')).toHaveLength(2));
    expect(postedTo(fetchMock, '/auth/login')[1]).toMatchObject({ captchaValue: 'second-token' });
  });

  it('sends nothing until the checkbox is ticked, nor once its token has expired', async () => {
    renderLogin();
    await scriptLoads();
    await waitFor(() => expect(widgets).toHaveLength(1));

    await press('login-submit');
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeTruthy();

    tick('token-that-expires');
    act(() => widgets[0]?.parameters['expired-callback']());
    await press('login-submit');

    await waitFor(() => expect(isLoading('login-submit')).toBe(false));
    expect(screen.getByText('Please confirm that you are not a robot')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/login')).toEqual([]);
  });

  it.each([
    ['en', 'Google’s check could not load. Check your internet connection.'],
    ['ar', 'تعذّر تحميل تحقق Google. تحقّق من اتصالك بالإنترنت.'],
  ])(
    'says in %s that Google’s script could not load, and tries again when asked',
    async (language, text) => {
      await i18n.changeLanguage(language);
      renderLogin();
      const script = await waitFor(() => googleScript() ?? Promise.reject(new Error('no script')));

      fireEvent.error(script);

      const failed = await screen.findByTestId('captcha-load-failed');
      expect(failed.textContent).toContain(text);
      expect(googleScript()).toBeNull();
      expect(grecaptcha.render).not.toHaveBeenCalled();

      fireEvent.click(within(failed).getByRole('button'));
      await scriptLoads();
      await waitFor(() => expect(widgets).toHaveLength(1));
      expect(screen.queryByTestId('captcha-load-failed')).toBeNull();
    },
  );
});

describe('SignupPage with Google’s reCAPTCHA', { timeout: 15_000 }, () => {
  it('signs up with the ticked checkbox’s token', async () => {
    serveApi(fetchMock, {
      ...recaptcha,
      'POST /auth/signup': [201, { data: { sent: true, resendAfterSeconds: 60 } }],
    });
    renderAt([{ path: '/signup', element: <SignupPage /> }], { pathname: '/signup' });
    await scriptLoads();
    await waitFor(() => expect(widgets).toHaveLength(1));
    expect(widgets[0]?.parameters).toMatchObject({ sitekey: SITE_KEY, hl: 'en' });
    fill('signup-first-name', 'Sara');
    fill('signup-last-name', 'Al-Qahtani');
    fill('signup-email', 'sara@example.sa');
    fill('signup-password', 'Dates&Coffee7');
    fill('signup-confirm-password', 'Dates&Coffee7');
    tick('token-of-a-ticked-checkbox');

    await press('signup-submit');

    await waitFor(() =>
      expect(postedTo(fetchMock, '/auth/signup')).toEqual([
        {
          firstName: 'Sara',
          lastName: 'Al-Qahtani',
          email: 'sara@example.sa',
          password: 'Dates&Coffee7',
          captchaValue: 'token-of-a-ticked-checkbox',
        },
      ]),
    );
    expect(grecaptcha.reset).toHaveBeenCalledWith(1);
  });
});
