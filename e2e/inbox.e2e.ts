import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
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
    const session = await signInThroughApi(app, mail, newAccount('inbox', 'ريم'));
    await subscribeThroughApi(app, session);
    return session;
  });

const PROPERTY = 'شقة الريحان';
const GUEST_EMAIL = 'emma.guest@example.com';

/** Texts of the screens (apps/web/src/locales/{ar,en}/inbox.json, ar/common.json). */
const ar = {
  messageGuest: 'مراسلة الضيف',
  inbox: 'الرسائل',
  inboxOneUnread: 'الرسائل، رسالة واحدة غير مقروءة',
  seen: 'قُرئت',
} as const;
const en = { greeting: 'Hello Emma' } as const;

const OWNER_MESSAGE = 'أهلاً إيما، الدخول بعد الساعة ٣ عصراً. الموقع: https://maps.example.sa/nuzul';
const GUEST_ANSWER = 'Thank you! We land at 11 pm, is a late check-in fine?';
const GUEST_SECOND = 'Also, is there parking?';

/** A confirmed stay of Emma, who writes English (`@nuzul/shared/bookings` bookingInput). */
function bookingOf(propertyId: string) {
  return {
    status: 'confirmed',
    propertyId,
    dateFrom: dayFromToday(7),
    dateTo: dayFromToday(10),
    guests: 2,
    guestPrice: 120_000,
    alreadyPaid: 0,
    priceToYou: 120_000,
    guest: {
      firstName: 'Emma',
      lastName: 'Brown',
      address: '10 Downing Street, London',
      postalCode: 'SW1A 2AA',
      country: 'GB',
      language: 'en',
      email: GUEST_EMAIL,
      phone: '+44 20 7946 0000',
      mobile: '+44 7700 900123',
    },
  };
}

/** Resolves once the page's real-time connection says it is open (spec §4: on the console). */
function connected(page: Page): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === 'Real-time connection open.',
  });
}

const bubbles = (page: Page) => page.getByTestId('chat-message');
const lastBubble = (page: Page) => bubbles(page).last();
const inboxLink = (page: Page) => page.getByTestId('inbox-link');

async function write(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('chat-composer-input');
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => lastBubble(page).getAttribute('data-status')).toBe('sent');
  expect(await lastBubble(page).getByTestId('chat-message-body').textContent()).toBe(text);
}

const JOURNEY_MS = 240_000;

test(
  'in Arabic: the owner writes to a booking’s guest from the booking; the e-mail brings the guest to /g/<token> in English, whose answer reaches the owner’s inbox live with the unread count',
  { timeout: JOURNEY_MS },
  async ({ app, session, mail, openPage }) => {
    const propertyId = await bookableProperty(app, session, PROPERTY);
    const booking = await apiCall<{ id: string }>(
      app,
      session,
      'POST',
      '/bookings',
      bookingOf(propertyId),
    );

    // The owner, in Arabic, opens the booking and chooses Message guest.
    const owner = await openPage({ locale: 'ar' });
    await storeSession(owner.context, session, 'ar');
    const page = owner.page;
    const open = connected(page);
    await page.goto(`/bookings/${booking.id}`);
    await open;
    expect(await documentDirection(page)).toBe('rtl');
    expect(await inboxLink(page).getAttribute('aria-label')).toBe(ar.inbox);
    const messageGuest = page.getByTestId('booking-message-guest');
    expect(await messageGuest.textContent()).toBe(ar.messageGuest);
    await messageGuest.click();
    await page.waitForURL(/\/inbox\?thread=[0-9a-f-]{36}$/);
    const threadId = new URL(page.url()).searchParams.get('thread') ?? '';
    await page.getByTestId('conversation').waitFor();
    // The booking's confirmation is noted in the thread, centred.
    await page.getByTestId('chat-system-message').first().waitFor();

    // The owner writes in Arabic: the bubble is the owner's, at the inline end (the left in
    // Arabic), its link opens apart from the app.
    await write(page, OWNER_MESSAGE);
    const sent = lastBubble(page);
    expect(await sent.getAttribute('data-side')).toBe('own');
    const link = sent.getByRole('link');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await link.getAttribute('target')).toBe('_blank');
    const log = await page.getByTestId('chat-log').boundingBox();
    const box = await sent.locator('.nz-chat-bubble').boundingBox();
    expect(box !== null && log !== null && box.x - log.x < log.width / 2).toBe(true);
    await expectAccessible(page);

    // The guest's e-mail arrives through the SMTP listener, in English, with the message and
    // the link to their page.
    const [email] = await mail.waitForMails(GUEST_EMAIL);
    // The owner's "message from the owner" template (its default), signed with their name.
    expect(email?.subject).toBe(`A message from ريم Test about your stay at ${PROPERTY}`);
    expect(email?.text).toContain(OWNER_MESSAGE);
    const guestPath = /\/g\/[A-Za-z0-9_-]{43}/.exec(email?.text ?? '')?.[0];
    expect(guestPath).toBeDefined();

    // The guest opens the link in a browser of their own: the page speaks English, the
    // booking's guest language, though the browser asks for Arabic.
    const guest = await openPage({ locale: 'ar' });
    const guestPage = guest.page;
    await guestPage.goto(guestPath ?? '/');
    await guestPage.getByTestId('guest-page').waitFor();
    await expect.poll(() => documentDirection(guestPage)).toBe('ltr');
    await expect
      .poll(() => guestPage.getByTestId('guest-greeting').textContent())
      .toBe(en.greeting);
    expect(await guestPage.getByTestId('guest-stay').textContent()).toContain(PROPERTY);
    const hostBubble = bubbles(guestPage).last();
    expect(await hostBubble.getAttribute('data-side')).toBe('other');
    expect(await hostBubble.getByTestId('chat-message-body').textContent()).toBe(OWNER_MESSAGE);
    await expectAccessible(guestPage);

    // The owner sees, without a reload, that the guest has read it (chat:read).
    await expect
      .poll(() => lastBubble(page).getByTestId('chat-message-status').textContent())
      .toBe(ar.seen);

    // The owner goes to the inbox's list (the header's icon): no conversation open.
    await inboxLink(page).click();
    await page.waitForURL(/\/inbox$/);
    await page.getByTestId('conversation-none').waitFor();
    const thread = page.locator(`[data-testid="thread-item"][data-thread="${threadId}"]`);
    await expect.poll(() => thread.getAttribute('data-unread')).toBe('0');

    // The guest answers in English.
    await write(guestPage, GUEST_ANSWER);
    expect(await lastBubble(guestPage).getAttribute('data-side')).toBe('own');

    // Without a reload the owner's header counts one unread message, and the list shows it.
    await expect.poll(() => inboxLink(page).getAttribute('aria-label')).toBe(ar.inboxOneUnread);
    expect(await page.getByTestId('inbox-count').textContent()).toBe('1');
    await expect.poll(() => thread.getAttribute('data-unread')).toBe('1');
    expect(await thread.getByTestId('thread-preview').textContent()).toBe(GUEST_ANSWER);

    // Opening the thread shows the answer (the guest's bubble at the inline start) and reads it.
    await thread.click();
    await page.getByTestId('conversation').waitFor();
    const answer = bubbles(page).filter({ hasText: GUEST_ANSWER });
    await answer.waitFor();
    expect(await answer.getAttribute('data-side')).toBe('other');
    await expect.poll(() => inboxLink(page).getAttribute('aria-label')).toBe(ar.inbox);
    expect(await page.getByTestId('inbox-count').count()).toBe(0);

    // With the conversation open, the guest's next message appears in it live.
    await write(guestPage, GUEST_SECOND);
    await bubbles(page).filter({ hasText: GUEST_SECOND }).waitFor();

    for (const { problems } of [owner, guest]) {
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    }
  },
);

test(
  'a wrong link says it is invalid or expired, in the browser’s language',
  { timeout: JOURNEY_MS },
  async ({ openPage }) => {
    const { page } = await openPage({ locale: 'ar' });
    await page.goto(`/g/${'x'.repeat(43)}`);
    const invalid = page.getByTestId('guest-link-invalid');
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('هذا الرابط غير صالح أو انتهت صلاحيته');
    expect(await documentDirection(page)).toBe('rtl');
  },
);
