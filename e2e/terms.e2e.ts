import type { Page } from 'playwright-core';
import { documentDirection, newAccount } from './support/accounts';
import { expect, test as base, type OpenPage, type OpenedPage } from './support/fixtures';
import { subscribeThroughApi } from './support/billing';
import { addTermsThroughApi, listedProperty } from './support/listing';
import { choose } from './support/select';
import { apiCall, signInThroughApi, storeSession, type Session } from './support/session';

// Accounts come from the API (accounts.e2e.ts covers sign-up): one owner for the whole file.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
  }))
  // Creating properties needs a plan (spec §6): the owner subscribes before the journeys.
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('terms', 'نورة'));
    await subscribeThroughApi(app, session);
    return session;
  });

/** Texts of the screens (apps/web/src/locales/*\/listings.json and the seeded names). */
const ar = {
  cleaningFee: 'رسوم التنظيف',
  lateCheckOut: 'مغادرة متأخرة',
  arrivalInstructionsRequired: 'أضف تعليمات وصول واحدة على الأقل.',
  promptTitle: 'هل أنت جاهز لنشر إعلانك؟',
  publish: 'نشر العقار',
  addAnother: 'إضافة عقار آخر',
  exploreDashboard: 'استكشاف لوحة التحكم',
  published: 'منشور',
} as const;
const en = {
  promptTitle: 'Ready to publish your listing?',
  publish: 'Publish Property',
  addAnother: 'Add another property',
  exploreDashboard: 'Explore Dashboard',
} as const;

/** An ISO day `days` after today in Riyadh, where the property's today is. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function openSignedIn(
  openPage: OpenPage,
  session: Session,
  language: 'ar' | 'en',
): Promise<OpenedPage> {
  const opened = await openPage({ locale: language === 'ar' ? 'ar' : 'en-US' });
  await storeSession(opened.context, session, language);
  return opened;
}

/** Types a day into an antd DatePicker (its format is YYYY-MM-DD) and confirms it. */
async function pickDate(page: Page, testId: string, day: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(day);
  await page.keyboard.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(day);
}

/** Saves the open Property Booking section; the step then shows `next`. */
async function saveSection(page: Page, next: string): Promise<void> {
  await page.getByTestId('wizard-save').click();
  await page.locator(`[data-testid="booking-step"][data-section="${next}"]`).waitFor();
}

const wizardAt = (page: Page, step: string) =>
  page.locator(`[data-testid="property-wizard"][data-step="${step}"]`);

// Eight sections, a drawer and a publication: the first test of the file also waits for
// the app to start.
const JOURNEY_MS = 300_000;

test(
  'in Arabic: the eight Property Booking sections, the example quote, the arrival-instructions rule, then published from the prompt',
  { timeout: JOURNEY_MS },
  async ({ app, session, openPage }) => {
    const name = 'شقة الملقا';
    const id = await listedProperty(app, session, name);
    const { page, problems } = await openSignedIn(openPage, session, 'ar');

    await page.goto(`/properties/${id}/edit?step=booking`);
    await wizardAt(page, 'booking').waitFor();
    expect(await documentDirection(page)).toBe('rtl');
    await page.locator('[data-testid="booking-step"][data-section="chargeProfile"]').waitFor();

    // 1. Charge profile: a cleaning fee of 150 SAR per stay, 30 % down, 500 SAR deposit.
    await page.getByTestId('fee-add').click();
    await choose(page, 'fee-type-0', ar.cleaningFee);
    await page.getByTestId('fee-value-0').fill('150');
    await page.getByTestId('deposit-downPayment-percentage').fill('30');
    await page.getByTestId('deposit-securityDeposit-amount').fill('500');
    await saveSection(page, 'checkInOut');

    // 2. Check-in from 15:00 to 23:00, out by 12:00, a late check-out until 14:00 for 50 SAR.
    await choose(page, 'check-in-from', '15:00');
    await choose(page, 'check-in-to', '23:00');
    await choose(page, 'check-out-time', '12:00');
    await page.getByTestId('range-add').click();
    await choose(page, 'range-type-0', ar.lateCheckOut);
    await choose(page, 'range-from-0', '12:00');
    await choose(page, 'range-to-0', '14:00');
    await page.getByTestId('range-cost-0').fill('50');
    await saveSection(page, 'seasons');

    // 3. A season of 450 SAR a night from tomorrow for sixty days, then the example stay.
    await page.getByTestId('season-add').click();
    const drawer = page.getByTestId('season-drawer');
    await drawer.waitFor();
    await page.getByTestId('season-name').fill('الشتاء');
    await page.getByTestId('season-daily-price').fill('450');
    await page.getByTestId('season-guests').fill('1');
    // Stay bounds default to the Availability section's, not saved yet: the season sets its own.
    await page.getByTestId('season-max-stay').fill('30');
    await pickDate(page, 'season-dateFrom', dayFromToday(1));
    await pickDate(page, 'season-dateTo', dayFromToday(60));
    await page.getByTestId('season-save').click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('seasons-table').getByText('الشتاء').waitFor();
    const quote = page.getByTestId('example-quote');
    await quote.waitFor();
    // Three nights of the season (1,350 SAR) and the cleaning fee: 1,500 SAR in Arabic digits.
    await expect
      .poll(() => quote.getByTestId('example-quote-total').textContent())
      .toMatch(/١٬٥٠٠/);
    await saveSection(page, 'availability');

    // 4. Availability: a base price of 400 SAR a night; the window defaults to a year.
    await page.getByTestId('availability-base-price').fill('400');
    await saveSection(page, 'arrival');

    // 5. Arrival: without an instruction the save is refused with the spec's own message.
    await page.getByTestId('arrival-landlord-contact').fill('+966501234567');
    await page.getByTestId('arrival-contact-hours').fill('24');
    await page.getByTestId('wizard-save').click();
    await page.getByText(ar.arrivalInstructionsRequired).first().waitFor();
    await page.getByTestId('arrival-how-ar').fill('البوابة الشمالية، الدور الثاني، الشقة ٤.');
    await saveSection(page, 'paymentMethods');

    // 6-8. mada, the terms page, and the Strict preset.
    await page.getByTestId('payment-method-check-mada').click();
    await saveSection(page, 'terms');
    await page.getByTestId('terms-url-ar').fill('https://example.com/ar/terms');
    await saveSection(page, 'cancellation');
    await page.getByTestId('preset-strict').click();
    await page.getByTestId('policy-row-1').waitFor();
    await page.getByTestId('wizard-save').click();
    await wizardAt(page, 'description').waitFor();

    // Description & Booking: saved before, so "No changes" — and the prompt to publish.
    await page.getByTestId('wizard-save').click();
    const prompt = page.getByTestId('publish-prompt');
    await prompt.getByText(ar.promptTitle).waitFor();
    expect(await prompt.getByTestId('publish-property').textContent()).toBe(ar.publish);
    expect(await prompt.getByTestId('publish-add-another').textContent()).toBe(ar.addAnother);
    expect(await prompt.getByTestId('publish-explore-dashboard').textContent()).toBe(
      ar.exploreDashboard,
    );
    await prompt.getByTestId('publish-property').click();
    await page.waitForURL(`**/properties/${id}`);
    await page.getByTestId('property-details-page').waitFor();

    // The list says so.
    await page.goto('/properties');
    const card = page.locator(`[data-testid="listing-card"][data-listing-id="${id}"]`);
    await card.waitFor();
    const status = card.getByTestId('listing-status');
    expect(await status.getAttribute('data-status')).toBe('published');
    expect(await status.textContent()).toBe(ar.published);

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  },
);

test('in English: the same prompt, and Explore Dashboard leaves the property Pending', async ({
  app,
  session,
  openPage,
}) => {
  const id = await listedProperty(app, session, 'Malqa flat');
  await addTermsThroughApi(app, session, id);
  const { page, problems } = await openSignedIn(openPage, session, 'en');

  await page.goto(`/properties/${id}/edit?step=description`);
  await wizardAt(page, 'description').waitFor();
  expect(await documentDirection(page)).toBe('ltr');
  await page.getByTestId('wizard-save').click();
  const prompt = page.getByTestId('publish-prompt');
  await prompt.getByText(en.promptTitle).waitFor();
  expect(await prompt.getByTestId('publish-property').textContent()).toBe(en.publish);
  expect(await prompt.getByTestId('publish-add-another').textContent()).toBe(en.addAnother);
  await prompt.getByTestId('publish-explore-dashboard').click();
  await page.waitForURL('**/dashboard');
  const property = await apiCall<{ status: string }>(app, session, 'GET', `/properties/${id}`);
  expect(property.status).toBe('pending');

  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
