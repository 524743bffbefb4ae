import type { Page } from 'playwright-core';
import { documentDirection, newAccount } from './support/accounts';
import { subscribeThroughApi } from './support/billing';
import { bookableProperty, dayFromToday } from './support/properties';
import { expect, test as base } from './support/fixtures';
import { apiCall, signInThroughApi, storeSession } from './support/session';

// Accounts come from the API (accounts.e2e.ts covers sign-up); a property needs a plan.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
  }))
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('notifications', 'ريم'));
    await subscribeThroughApi(app, session);
    return session;
  });

/** Seeded definitions (apps/api/src/modules/definitions/definitions.seed.*.ts). */

const PROPERTY = 'شقة الياسمين';

/** Texts of the screens (apps/web/src/locales/{ar,en}/notifications.json). */
const ar = {
  newBooking: `حجز جديد في ${PROPERTY}`,
  bell: 'الإشعارات',
  bellOneUnread: 'الإشعارات، إشعار واحد غير مقروء',
  seeAll: 'عرض الكل',
  today: 'اليوم',
  markAllRead: 'تعليم الكل كمقروء',
} as const;
const en = {
  newBooking: `New booking at ${PROPERTY}`,
  today: 'Today',
  markAllRead: 'Mark all as read',
  bell: 'Notifications',
} as const;

/** An ISO day `days` after today in Riyadh, where the property's today is. */

/** A booking as the form sends it (`@nuzul/shared/bookings` bookingInput). */
function bookingOf(propertyId: string) {
  return {
    status: 'confirmed',
    propertyId,
    dateFrom: dayFromToday(10),
    dateTo: dayFromToday(12),
    guests: 2,
    guestPrice: 80_000,
    alreadyPaid: 0,
    priceToYou: 80_000,
    guest: {
      firstName: 'خالد',
      lastName: 'العتيبي',
      address: 'شارع التحلية، جدة',
      postalCode: '23432',
      country: 'SA',
      language: 'ar',
      email: 'khalid@example.com',
      phone: '+966 12 600 0000',
      mobile: '+966 55 123 4567',
    },
  };
}

/** Resolves once the page's real-time connection says it is open (spec §4: on the console). */
function connected(page: Page): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === 'Real-time connection open.',
  });
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const count = (page: Page) => page.getByTestId('notification-count');

const JOURNEY_MS = 90_000;

test(
  'in Arabic: a booking made elsewhere raises the bell and shows a toast in both open tabs and books the nights on the calendar of the other, without a reload; the center says it in Arabic, then in English; mark all read empties the count',
  { timeout: JOURNEY_MS },
  async ({ app, session, openPage }) => {
    const propertyId = await bookableProperty(app, session, PROPERTY);
    // Subscribing paid an invoice (a payment notification): the journey starts with none unread.
    await apiCall(app, session, 'POST', '/notifications/read-all', {});

    const { page, context, problems } = await openPage({ locale: 'ar' });
    await storeSession(context, session, 'ar');
    const firstOpen = connected(page);
    await page.goto('/dashboard');
    await firstOpen;
    expect(await documentDirection(page)).toBe('rtl');
    expect(await bell(page).getAttribute('aria-label')).toBe(ar.bell);

    // A second tab of the same owner, on the property's calendar.
    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(error.message));
    const otherOpen = connected(other);
    await other.goto(`/calendar?property=${propertyId}`);
    await otherOpen;
    const nights = [dayFromToday(10), dayFromToday(11)];
    const statusOf = (date: string) =>
      other.getByTestId(`calendar-day-${date}`).getAttribute('data-status');
    for (const night of nights) await expect.poll(() => statusOf(night)).toBe('available');

    await apiCall(app, session, 'POST', '/bookings', bookingOf(propertyId));

    // Both tabs: the count rises to 1 and the notification shows as a toast, without a reload.
    await Promise.all(
      [page, other].map(async (tab) => {
        await expect
          .poll(() => tab.locator('.ant-message-notice').allTextContents())
          .toEqual([expect.stringContaining(ar.newBooking)]);
        await expect.poll(() => bell(tab).getAttribute('aria-label')).toBe(ar.bellOneUnread);
        expect(await count(tab).textContent()).toBe('1');
      }),
    );

    // The calendar in the other tab shows the nights booked, also without a reload.
    for (const night of nights) await expect.poll(() => statusOf(night)).toBe('booked');

    // The bell lists it; See all opens the center, which says it in Arabic under Today.
    await bell(page).click();
    const panel = page.getByTestId('bell-panel');
    expect(await panel.getByTestId('notification-text').first().textContent()).toContain(
      ar.newBooking,
    );
    await panel.getByText(ar.seeAll).click();
    await page.waitForURL('**/notification-center');
    const firstItem = page
      .getByTestId('notifications-list')
      .getByTestId('notification-item')
      .first();
    await firstItem.waitFor();
    expect(await page.getByTestId('notifications-group').first().textContent()).toBe(ar.today);
    expect(await firstItem.getAttribute('data-unread')).toBe('true');
    expect(await firstItem.getByTestId('notification-text').textContent()).toContain(ar.newBooking);

    // The same notification in English once the language is switched.
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => documentDirection(page)).toBe('ltr');
    await expect
      .poll(() => firstItem.getByTestId('notification-text').textContent())
      .toContain(en.newBooking);
    expect(await page.getByTestId('notifications-group').first().textContent()).toBe(en.today);

    // Mark all as read: the bell's count is gone.
    const markAll = page.getByTestId('notifications-mark-all-read');
    expect(await markAll.textContent()).toBe(en.markAllRead);
    await markAll.click();
    await expect.poll(() => firstItem.getAttribute('data-unread')).toBe('false');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(en.bell);
    await expect.poll(() => count(page).isVisible()).toBe(false);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(otherErrors).toEqual([]);
  },
);
