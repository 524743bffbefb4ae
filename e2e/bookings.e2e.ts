import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { documentDirection, newAccount } from './support/accounts';
import { subscribeThroughApi } from './support/billing';
import { bookableProperty, dayFromToday } from './support/properties';
import { expect, test as base } from './support/fixtures';
import { signInThroughApi, storeSession } from './support/session';

// Accounts come from the API (accounts.e2e.ts covers sign-up); a property needs a plan.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
  }))
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('bookings', 'هند'));
    await subscribeThroughApi(app, session);
    return session;
  });

/** Seeded definitions (apps/api/src/modules/definitions/definitions.seed.*.ts). */

/** Texts of the screens (apps/web/src/locales/ar/{calendar,bookings,errors}.json). */
const ar = {
  blocked: 'أُغلقت 3 أيام.',
  madeAvailable: 'أصبحت 3 أيام متاحة.',
  unavailable: 'الفترة التي اخترتها تتضمن يومًا غير متاح أو أكثر. يرجى اختيار التواريخ المتاحة فقط.',
  created: 'أُضيف الحجز.',
  updated: 'حُدّث الحجز.',
  cancelled: 'أُلغي الحجز.',
  upcoming: 'القادمة',
  statusCancelled: 'ملغى',
  historyUpdated: 'عُدّل',
} as const;

/** An ISO day `days` after today in Riyadh, where the property's today is. */

const day = (page: Page, date: string) => page.getByTestId(`calendar-day-${date}`);

/** Chooses the days first..last on the calendar with two clicks. */
async function chooseDays(page: Page, first: string, last: string): Promise<void> {
  await day(page, first).click();
  await day(page, last).click();
  await page.getByTestId('calendar-actions').waitFor();
}

async function expectStatus(page: Page, dates: string[], status: string): Promise<void> {
  for (const date of dates) {
    await expect.poll(() => day(page, date).getAttribute('data-status')).toBe(status);
  }
}

const JOURNEY_MS = 240_000;

test(
  'in Arabic: block days on the calendar, a reservation over them refused, made available, booked from the calendar, found under Upcoming, edited and cancelled',
  { timeout: JOURNEY_MS },
  async ({ app, session, openPage }) => {
    const propertyId = await bookableProperty(app, session, 'شقة العليا', {
      penaltyPercent: 5_000,
    });
    const { page, context, problems } = await openPage({ locale: 'ar' });
    await storeSession(context, session, 'ar');
    const [d3, d4, d5] = [dayFromToday(3), dayFromToday(4), dayFromToday(5)];

    // The calendar of the property: two months, right to left, today's price shown.
    await page.goto(`/calendar?property=${propertyId}`);
    await day(page, d3).waitFor();
    expect(await documentDirection(page)).toBe('rtl');
    expect(await page.locator('[data-testid^="calendar-month-"]').count()).toBe(2);
    await expect.poll(() => day(page, d3).locator('.nz-cal-price').textContent()).toBe('٤٠٠');
    // Past days are disabled (yesterday is shown unless today is the 1st).
    const yesterday = day(page, dayFromToday(-1));
    if ((await yesterday.count()) > 0) {
      expect(await yesterday.getAttribute('aria-disabled')).toBe('true');
    }
    await expectAccessible(page);

    // Block three days with a note.
    await chooseDays(page, d3, d5);
    await page.getByTestId('calendar-block').click();
    await page.getByTestId('calendar-block-note').fill('صيانة المكيف');
    await page.getByTestId('calendar-block-confirm').click();
    await page.getByText(ar.blocked).waitFor();
    await expectStatus(page, [d3, d4, d5], 'blocked');

    // A reservation over blocked days is refused with the spec's message, and stays here.
    await chooseDays(page, d3, d4);
    await page.getByTestId('calendar-book').click();
    await page.getByText(ar.unavailable).waitFor();
    expect(new URL(page.url()).pathname).toBe('/calendar');

    // Make Available frees them.
    await chooseDays(page, d3, d5);
    await page.getByTestId('calendar-make-available').click();
    await page.getByText(ar.madeAvailable).waitFor();
    await expectStatus(page, [d3, d4, d5], 'available');

    // Book Reservation on days d3 and d4: two nights, departure the day after d4.
    await chooseDays(page, d3, d4);
    await page.getByTestId('calendar-book').click();
    await page.waitForURL(/\/bookings\/new\?/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('property'), query.get('from'), query.get('to')]).toEqual([
      propertyId,
      d3,
      d5,
    ]);
    await page.getByTestId('booking-form').waitFor();
    await page.getByTestId('quote-total').waitFor();
    await page.getByTestId('booking-quote-apply').click();
    await expect.poll(() => page.getByTestId('booking-guest-price').inputValue()).toBe('800.00');
    await page.getByTestId('guest-firstName').fill('ريم');
    await page.getByTestId('guest-lastName').fill('الحربي');
    await page.getByTestId('guest-email').fill('reem@example.sa');
    await page.getByTestId('guest-phone').fill('+966 50 123 4567');
    await page.getByTestId('guest-mobile').fill('0551234567');
    await page.getByTestId('guest-address').fill('حي النرجس، الرياض');
    await page.getByTestId('guest-postalCode').fill('13327');
    await expectAccessible(page);
    await page.getByTestId('booking-save').click();
    await page.getByText(ar.created).waitFor();
    await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    await page.getByTestId('booking-view-guest').waitFor();
    expect(await page.getByTestId('booking-view-balance').textContent()).toContain('٨٠٠');

    // The calendar shows the booking from d3 to d4 with the guest's name.
    await page.goto(`/calendar?property=${propertyId}`);
    await expectStatus(page, [d3, d4], 'booked');
    await expectStatus(page, [d5], 'available');
    expect(await day(page, d3).getByTestId('calendar-booking-bar').textContent()).toBe(
      'ريم الحربي',
    );

    // Under Upcoming, found by the guest's name; the row opens the booking.
    await page.goto('/bookings');
    await page.getByTestId('booking-when').getByText(ar.upcoming).click();
    await page.waitForURL(/when=upcoming/);
    await page.getByTestId('booking-search').fill('ريم');
    await page.waitForURL(/search=/);
    await expect
      .poll(() => page.getByTestId('booking-guest').allTextContents())
      .toEqual(['ريم الحربي']);
    await expectAccessible(page);
    await page.getByTestId('booking-guest').click();
    await page.getByTestId('booking-view-guest').waitFor();

    // Edit: three guests instead of one.
    await page.getByTestId('booking-edit').click();
    await page.getByTestId('booking-form').waitFor();
    await page.getByTestId('booking-guests').fill('3');
    await page.getByTestId('booking-save').click();
    await page.getByText(ar.updated).waitFor();
    await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    await page
      .locator('[data-testid="booking-history-entry"][data-kind="updated"]')
      .getByText(ar.historyUpdated)
      .waitFor();

    // Cancel: the confirmation shows the policy's penalty (50 % of 800 SAR).
    await page.getByTestId('booking-cancel').click();
    await expect
      .poll(() => page.getByTestId('booking-cancel-penalty').textContent())
      .toContain('٤٠٠');
    await expectAccessible(page);
    await page.getByTestId('booking-cancel-confirm').click();
    await page.getByText(ar.cancelled).waitFor();
    await expect
      .poll(() => page.getByTestId('booking-status').first().textContent())
      .toBe(ar.statusCancelled);

    // Its nights are free again.
    await page.goto(`/calendar?property=${propertyId}`);
    await expectStatus(page, [d3, d4], 'available');

    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  },
);
