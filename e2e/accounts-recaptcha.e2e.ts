import type { Page } from 'playwright-core';
import { startSiteverify } from '../apps/api/src/test/siteverify-standin';
import { newAccount } from './support/accounts';
import { expect, test as base } from './support/fixtures';

const SITE_KEY = '6Lc-e2e-site-key';
const SECRET = 'the-deployment-secret';
const TOKEN = 'token-of-a-ticked-checkbox';
const GOOGLE_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const GOOGLE_FRAME = 'https://www.google.com/recaptcha/api2/anchor';

// reCAPTCHA as a deployment configures it, with siteverify answered by a local stand-in.
const test = base
  // eslint-disable-next-line no-empty-pattern
  .extend('siteverify', { scope: 'file' }, async ({}, { onCleanup }) => {
    const siteverify = await startSiteverify({ secret: SECRET, token: TOKEN });
    onCleanup(() => siteverify.close());
    return siteverify;
  })
  .extend('appEnv', { scope: 'file' }, ({ mail, siteverify }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SITE_KEY: SITE_KEY,
    RECAPTCHA_SECRET: SECRET,
    RECAPTCHA_VERIFY_URL: siteverify.url,
  }));

/**
 * Google's script as the browser gets it, but from here (the tests have no network): it
 * renders Google's checkbox frame into the element and a stand-in checkbox beside it that
 * gives the widget's callback the token the siteverify stand-in accepts. The page's content
 * security policy applies to both as it would to Google's.
 */
const googleScript = `window.grecaptcha = {
  ready: function (callback) { callback(); },
  render: function (element, parameters) {
    var frame = document.createElement('iframe');
    frame.title = 'reCAPTCHA';
    frame.src = '${GOOGLE_FRAME}?k=' + parameters.sitekey + '&hl=' + parameters.hl;
    var tick = document.createElement('button');
    tick.type = 'button';
    tick.textContent = 'tick';
    tick.setAttribute('data-testid', 'google-checkbox');
    tick.onclick = function () { parameters.callback('${TOKEN}'); };
    element.append(frame, tick);
    return 0;
  },
  reset: function () {}
};`;

/** Answers Google's script and frame requests of the page; the URLs it was asked for. */
async function serveGoogle(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.google.com/recaptcha/**', (route) => {
    const url = route.request().url();
    requested.push(url);
    return url.startsWith(GOOGLE_SCRIPT)
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: googleScript })
      : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>✓</p>' });
  });
  return requested;
}

test('signs up with Google’s checkbox: the policy lets it in, the token reaches siteverify', async ({
  openPage,
  siteverify,
}) => {
  const account = newAccount('recaptcha', 'سارة');
  const { page, problems } = await openPage({ locale: 'ar' });
  const requested = await serveGoogle(page);

  await page.goto('/signup');
  await page.getByTestId('google-checkbox').waitFor();
  expect(requested).toEqual([
    `${GOOGLE_SCRIPT}?render=explicit&hl=ar`,
    `${GOOGLE_FRAME}?k=${SITE_KEY}&hl=ar`,
  ]);
  expect(await page.getByTestId('captcha').getAttribute('dir')).toBe('rtl');
  await page.getByTestId('signup-first-name').fill(account.firstName);
  await page.getByTestId('signup-last-name').fill(account.lastName);
  await page.getByTestId('signup-email').fill(account.email);
  await page.getByTestId('signup-password').fill(account.password);
  await page.getByTestId('signup-confirm-password').fill(account.password);
  await page.getByTestId('google-checkbox').click();
  await page.getByTestId('signup-submit').click();

  await page.waitForURL('**/verify-email');
  expect(siteverify.received.map(({ form }) => [form.secret, form.response])).toEqual([
    [SECRET, TOKEN],
  ]);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

test('says so when Google cannot be reached, and sends nothing', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.abort('internetdisconnected'),
  );

  await page.goto('/login');
  const failed = page.getByTestId('captcha-load-failed');
  await failed.waitFor();
  expect(await failed.textContent()).toContain(
    'Google’s check could not load. Check your internet connection.',
  );
  await page.getByTestId('login-email').fill('sara@example.sa');
  await page.getByTestId('login-password').fill('Dates&Coffee7');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/login')) sent.push(request.url());
  });
  await page.getByTestId('login-submit').click();
  await page.getByText('Please confirm that you are not a robot').waitFor();
  expect(sent).toEqual([]);
});
