import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { documentDirection, newAccount } from './support/accounts';
import { subscribeThroughApi } from './support/billing';
import { expect, test as base } from './support/fixtures';
import { startIcalFeed } from './support/ical-feed';
import { bookableProperty, dayFromToday } from './support/properties';
import { signInThroughApi, storeSession } from './support/session';

// The channel's calendar is a local server: the app may fetch from loopback only with its
// switch on (apps/api/src/config.ts CHANNELS_FETCH_ALLOW_LOOPBACK), never by default.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
    CHANNELS_FETCH_ALLOW_LOOPBACK: 'true',
  }))
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('channels', 'سلمى'));
    await subscribeThroughApi(app, session);
    return session;
  });

/** Texts of the screens (apps/web/src/locales/ar/channels.json). */
const ar = {
  notConnected: 'غير مرتبط',
  connected: 'مرتبط',
  saved: 'حُفظ الربط.',
  testResult: 'في التقويم ١ حدثًا، منها ١ قادمة.',
  syncDone: 'تمت المزامنة: قُرئ ١ حدثًا؛ ١ جديدة، ٠ نُقلت، ٠ أُلغيت، ٠ متعارضة.',
  success: 'نجحت',
  syncNow: 'مزامنة الآن',
  columns: [
    'معرّف العقار',
    'معرّف الحجز',
    'معرّف المبنى',
    'الإجراء',
    'النوع',
    'الطلب',
    'الاستجابة',
    'معرّف الاستجابة',
    'الوقت',
    'معرّف البحث',
    'الحالة',
  ],
} as const;

const day = (page: Page, date: string) => page.getByTestId(`calendar-day-${date}`);

const JOURNEY_MS = 240_000;

test(
  'in Arabic: connect a property to a channel’s calendar, Test it, Sync now, see the imported booking on the calendar and the run in the sync logs',
  { timeout: JOURNEY_MS },
  async ({ app, session, openPage, onTestFinished }) => {
    const propertyId = await bookableProperty(app, session, 'شقة الياسمين');
    const [arrival, departure] = [dayFromToday(10), dayFromToday(13)];
    const feed = await startIcalFeed([
      { uid: 'e2e-1418@airbnb.com', from: arrival, to: departure, summary: 'Reserved' },
    ]);
    onTestFinished(() => feed.close());
    const { page, context, problems } = await openPage({ locale: 'ar' });
    await storeSession(context, session, 'ar');

    // The channels page: a card per channel, the property not connected yet, right to left.
    await page.goto('/channels');
    const row = page.getByTestId(`channel-row-airbnb-${propertyId}`);
    await row.waitFor();
    expect(await documentDirection(page)).toBe('rtl');
    expect(await row.getByTestId('channel-row-state').textContent()).toBe(ar.notConnected);
    await expectAccessible(page);

    // Connect: paste the channel's link, Test counts its events, then Save.
    await row.getByTestId('channel-connect').click();
    const dialog = page.getByTestId('channel-url-modal');
    await dialog.getByTestId('channel-import-url').fill(feed.url);
    expect(await dialog.getByTestId('channel-url-save').isDisabled()).toBe(true);
    await dialog.getByTestId('channel-url-test').click();
    await expect
      .poll(() => dialog.getByTestId('channel-url-test-result').textContent())
      .toBe(ar.testResult);
    expect(feed.fetches()).toBe(1);
    await expectAccessible(page);
    await dialog.getByTestId('channel-url-save').click();
    await page.getByText(ar.saved).waitFor();
    await expect.poll(() => row.getByTestId('channel-row-state').textContent()).toBe(ar.connected);
    expect(await row.getByTestId('channel-export-url').inputValue()).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/ical\/[A-Za-z0-9_-]+\.ics$/,
    );

    // Sync now: the run's outcome, its time and status on the row.
    await row.getByTestId('channel-sync-now').click();
    const result = row.getByTestId('channel-sync-result');
    await expect.poll(() => result.getAttribute('data-status')).toBe('success');
    expect(await result.textContent()).toContain(ar.syncDone);
    expect(await row.getByTestId('sync-status').textContent()).toBe(ar.success);
    expect(await row.getByTestId('channel-last-sync-at').textContent()).toMatch(
      /[٠-٩]{1,2}:[٠-٩]{2}:[٠-٩]{2}/,
    );
    const runLink = row.getByTestId('channel-sync-run-link');
    const searchId = new URL((await runLink.getAttribute('href')) ?? '', app.url).searchParams.get(
      'search',
    );
    expect(searchId).toMatch(/^[0-9a-f-]{36}$/);

    // The calendar shows the channel's reservation on its nights, not on the departure day.
    await page.goto(`/calendar?property=${propertyId}&month=${arrival.slice(0, 7)}`);
    for (const date of [dayFromToday(10), dayFromToday(11), dayFromToday(12)]) {
      await expect.poll(() => day(page, date).getAttribute('data-status')).toBe('booked');
    }
    await expect.poll(() => day(page, departure).getAttribute('data-status')).toBe('available');

    // The run in the sync logs, reached from the channels page: filtered by its search ID.
    await page.goto('/channels');
    await row.getByTestId('channel-sync-now').waitFor();
    await row.getByTestId('channel-sync-now').click();
    await expect.poll(() => result.getAttribute('data-status')).toBe('success');
    await runLink.click();
    await page.waitForURL(/\/sync-logs\?search=/);
    const table = page.getByTestId('sync-logs');
    await table.waitFor();
    expect(
      (await table.locator('thead th').allTextContents()).filter((text) => text !== ''),
    ).toEqual(ar.columns);
    await expect.poll(() => table.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(0);
    const actions = await table.getByTestId('sync-log-action').allTextContents();
    expect(new Set(actions)).toEqual(new Set([ar.syncNow]));
    expect(await page.getByTestId('sync-logs-search').inputValue()).not.toBe('');
    await expectAccessible(page);

    // A row opens to its full request, which names the feed it read.
    await table.locator('tbody tr[data-row-key] .ant-table-row-expand-icon').first().click();
    await expect
      .poll(() => page.getByTestId('sync-log-request').first().textContent())
      .toContain(`127.0.0.1:${new URL(feed.url).port}`);

    // Every run of the property, unfiltered: both Sync now runs are there.
    await page.goto(`/sync-logs?property=${propertyId}`);
    await table.waitFor();
    const searchIds = await table
      .getByTestId('sync-log-search-id')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-search-id')));
    expect(new Set(searchIds).size).toBeGreaterThanOrEqual(2);
    expect(searchIds).toContain(searchId);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  },
);
