import { describe } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { newAccount } from './support/accounts';
import { expect, test as base } from './support/fixtures';
import { subscribeThroughApi } from './support/billing';
import { apiCall, signInThroughApi, storeSession } from './support/session';

// Every screen in both languages, scanned by axe-core: no critical or serious violation of
// WCAG 2.1 AA, one h1, and a tab title of its own. The sign-in and sign-up flows with the
// real captcha are scanned in accounts.e2e.ts; here accounts come from the API.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
  }))
  // Creating properties needs a plan (spec §6): the owner subscribes before the journeys.
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('a11y', 'Reem'));
    await subscribeThroughApi(app, session);
    return session;
  });

const appNames = { ar: 'نُزُل', en: 'Nuzul' } as const;

/** A property with its location saved, so that every step of the wizard can be opened. */
const locationBody = {
  countryCode: 'SA',
  cityId: 3001,
  address: 'Olaya Street',
  postalCode: '12211',
  floorNumber: 3,
  totalFloors: 10,
  pointsOfInterest: [],
};

describe.each(['ar', 'en'] as const)('every screen in %s', (language) => {
  const locale = language === 'ar' ? 'ar' : 'en-US';
  const titleEnd = ` · ${appNames[language]}`;

  test('the sign-in screens', async ({ openPage }) => {
    const { page, context, problems } = await openPage({ locale });
    await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);

    for (const path of ['/login', '/signup', '/forget-password']) {
      await page.goto(path);
      await page.locator('h1').waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.title()).toMatch(new RegExp(`.+${titleEnd}$`));
      await expectAccessible(page);
    }
    expect(problems.cspViolations).toEqual([]);
  });

  test('the signed-in screens', { timeout: 240_000 }, async ({ app, session, openPage }) => {
    const property = await apiCall<{ id: string }>(
      app,
      session,
      'POST',
      '/properties',
      locationBody,
    );
    const { page, context, problems } = await openPage({ locale });
    await storeSession(context, session, language);
    const screens = [
      '/dashboard',
      '/properties',
      '/properties/new',
      `/properties/${property.id}/edit?step=photos`,
      `/properties/${property.id}/edit?step=specifications`,
      `/properties/${property.id}/edit?step=amenities`,
      `/properties/${property.id}/edit?step=description`,
      `/properties/${property.id}`,
      '/buildings/new',
      '/definitions',
      `/calendar?property=${property.id}`,
      '/bookings',
      `/bookings/new?property=${property.id}`,
      '/settings/security',
      '/no-such-page',
    ];

    for (const path of screens) {
      await page.goto(path);
      await page.locator('h1').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').count(), path).toBe(1);
      expect(await page.title(), path).toMatch(new RegExp(`.+${titleEnd}$`));
      await expectAccessible(page);
    }
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
