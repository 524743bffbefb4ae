import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { documentDirection, newAccount } from './support/accounts';
import { subscribeThroughApi } from './support/billing';
import { expect, test as base } from './support/fixtures';
import { publishedProperty } from './support/listing';
import { dayFromToday } from './support/properties';
import { dropdownsClosed, openDropdowns } from './support/select';
import { signInThroughApi, storeSession } from './support/session';

// Accounts come from the API (accounts.e2e.ts covers sign-up); a property needs a plan. The
// site's request form has no captcha here (CAPTCHA_PROVIDER none).
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
  }))
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('site', 'هند'));
    await subscribeThroughApi(app, session);
    return session;
  });

const PROPERTY = 'شقة الملقا';
const SLUG = `malqa-${Date.now().toString(36)}`;
const GUEST_EMAIL = 'james.guest@example.com';

/** What the owner writes in the CMS, in Arabic (and the English titles). */
const content = {
  siteName: { ar: 'شقق الملقا', en: 'Malqa Flats' },
  // Dark enough for the site's links and prices on white (the default blue is 4.1:1).
  brandColor: '#0e7c66',
  page: {
    slug: 'about-us',
    title: { ar: 'من نحن', en: 'About us' },
    body: 'نرحب بضيوفنا في حي الملقا منذ عام ٢٠١٨.',
  },
  post: {
    slug: 'riyadh-season',
    title: { ar: 'موسم الرياض', en: 'Riyadh Season' },
    body: 'أفضل الفعاليات القريبة من الشقة هذا الموسم.',
  },
  menu: { blog: { ar: 'المدونة', en: 'Blog' } },
} as const;

/** Texts of the screens (apps/web/src/locales/ar/{cms,bookings,notifications}.json). */
const ar = {
  published: 'منشور',
  saved: 'تم الحفظ.',
  labelAr: 'التسمية (بالعربية)',
  labelEn: 'التسمية (بالإنجليزية)',
  targetType: 'يشير إلى',
  targetPage: 'صفحة',
  // The plan's payment (subscribeThroughApi) and the request.
  bellTwoUnread: 'الإشعارات، إشعاران غير مقروءين',
  requested: `طلب حجز من موقعك في ${PROPERTY}`,
  pending: 'قيد الانتظار',
  confirmed: 'مؤكد',
  decisionPending: 'طلب حجز بانتظار ردك',
  decisionDone: `تم تأكيد الحجز. أُرسل التأكيد إلى ${GUEST_EMAIL}.`,
} as const;
/** The site's own texts (apps/api/src/modules/site-pages/site-pages.texts.ts). */
const site = {
  ar: { mainMenu: 'القائمة الرئيسية', switchTo: 'English' },
  en: {
    mainMenu: 'Main menu',
    switchTo: 'العربية',
    requestSent: 'Your request is sent. You will get an e-mail when the owner answers.',
  },
} as const;

const stay = { dateFrom: dayFromToday(20), dateTo: dayFromToday(23) };

/** Waits for the success toast of a CMS save. */
async function savedToast(page: Page): Promise<void> {
  const toast = page.locator('.ant-message-notice', { hasText: ar.saved });
  await toast.first().waitFor();
}

/** A content page or blog post in the CMS's editor: address, published, titles, Arabic body. */
async function writeItem(
  page: Page,
  item: { slug: string; title: { ar: string; en: string }; body: string },
): Promise<void> {
  await page.getByTestId('cms-item-slug').fill(item.slug);
  await page.getByRole('radiogroup').getByText(ar.published).click();
  await page.getByTestId('cms-item-title-ar').fill(item.title.ar);
  await page.getByTestId('cms-item-body-ar').click();
  await page.keyboard.type(item.body);
  await page.getByTestId('cms-language-tab-en').click();
  await page.getByTestId('cms-item-title-en').fill(item.title.en);
  await page.getByTestId('cms-item-save').click();
}

/** Opens a row's Select by its label and clicks the option. */
async function selectIn(row: Locator, page: Page, label: string, option: string): Promise<void> {
  await row.getByRole('combobox', { name: label }).click();
  await openDropdowns(page).locator(`.ant-select-item-option[title="${option}"]`).click();
  await dropdownsClosed(page);
}

const JOURNEY_MS = 180_000;

test(
  'in Arabic the owner writes a page and a blog post, puts them in the header menu and names the site; a visitor opens it, switches to English and requests a stay; the owner confirms it from the booking and the guest is e-mailed',
  { timeout: JOURNEY_MS },
  async ({ app, session, mail, openPage }) => {
    const propertyId = await publishedProperty(app, session, PROPERTY);

    // The owner, in Arabic, in the CMS: the site's address and name.
    const owner = await openPage({ locale: 'ar' });
    await storeSession(owner.context, session, 'ar');
    const cms = owner.page;
    await cms.goto('/cms/site');
    await cms.getByTestId('cms-site-form').waitFor();
    expect(await documentDirection(cms)).toBe('rtl');
    await cms.getByTestId('cms-site-slug').fill(SLUG);
    await cms.getByTestId('cms-site-name-ar').fill(content.siteName.ar);
    await cms.getByTestId('cms-site-name-en').fill(content.siteName.en);
    await cms.getByTestId('cms-site-color').fill(content.brandColor);
    await cms.getByTestId('cms-site-save').click();
    await savedToast(cms);

    // A content page and a blog post, written in the rich-text editor.
    await cms.goto('/cms/content/new');
    await writeItem(cms, content.page);
    await cms.waitForURL(/\/cms\/content\/\d+$/);
    await cms.goto('/cms/blog/new');
    await writeItem(cms, content.post);
    await cms.waitForURL(/\/cms\/blog\/\d+$/);

    // The header menu: the page, then the blog.
    await cms.goto('/cms/menus');
    await cms.getByTestId('cms-menu-add').click();
    await cms.getByTestId('cms-menu-add').click();
    const rows = cms.getByTestId('cms-menu-row');
    const first = rows.nth(0);
    await first.getByLabel(ar.labelAr).fill(content.page.title.ar);
    await first.getByLabel(ar.labelEn).fill(content.page.title.en);
    await selectIn(first, cms, ar.targetType, ar.targetPage);
    await selectIn(first, cms, ar.targetPage, content.page.title.ar);
    const second = rows.nth(1);
    await second.getByLabel(ar.labelAr).fill(content.menu.blog.ar);
    await second.getByLabel(ar.labelEn).fill(content.menu.blog.en);
    await cms.getByTestId('cms-menu-save').click();
    await savedToast(cms);

    // A visitor, in a browser of their own: the site in Arabic, right to left.
    const visitor = await openPage({ locale: 'ar' });
    const guest = visitor.page;
    await guest.goto(`/s/${SLUG}`);
    expect(await documentDirection(guest)).toBe('rtl');
    expect(await guest.locator('.site-header .brand').textContent()).toBe(content.siteName.ar);
    expect(await guest.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
      content.brandColor,
    );
    const menu = guest.getByRole('navigation', { name: site.ar.mainMenu });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      content.page.title.ar,
      content.menu.blog.ar,
    ]);
    await guest.getByRole('link', { name: PROPERTY }).waitFor();
    await expectAccessible(guest);

    await menu.getByRole('link', { name: content.page.title.ar }).click();
    await guest.waitForURL(`**/s/${SLUG}/${content.page.slug}`);
    expect(await guest.locator('main h1').textContent()).toBe(content.page.title.ar);
    expect(await guest.locator('main').textContent()).toContain(content.page.body);
    await menu.getByRole('link', { name: content.menu.blog.ar }).click();
    await guest.waitForURL(`**/s/${SLUG}/blog`);
    await guest.getByRole('link', { name: content.post.title.ar }).click();
    expect(await guest.locator('main').textContent()).toContain(content.post.body);

    // English, left to right: the menu speaks English; home, then the property.
    await guest.getByRole('link', { name: site.ar.switchTo }).click();
    await guest.waitForURL(/lang=en/);
    expect(await documentDirection(guest)).toBe('ltr');
    const menuEn = guest.getByRole('navigation', { name: site.en.mainMenu });
    expect(await menuEn.getByRole('link').allTextContents()).toEqual([
      content.page.title.en,
      content.menu.blog.en,
    ]);
    await guest.locator('.site-header .brand').click();
    await guest.getByRole('link', { name: PROPERTY }).click();
    await guest.waitForURL(`**/s/${SLUG}/properties/${propertyId}?lang=en`);

    // The quote for three nights, then the request.
    const quote = guest.locator('section[aria-labelledby="quote-title"]');
    await quote.locator('input[name="dateFrom"]').fill(stay.dateFrom);
    await quote.locator('input[name="dateTo"]').fill(stay.dateTo);
    await quote.locator('input[name="guests"]').fill('1');
    await quote.getByRole('button').click();
    await guest.waitForURL(/dateFrom=/);
    expect(await documentDirection(guest)).toBe('ltr');
    await quote.locator('tr.total').waitFor();
    expect(await quote.locator('tr.total td').textContent()).toMatch(/SAR|ر\.س/);
    await expectAccessible(guest);

    const request = guest.locator('#booking-request');
    await request.waitFor();
    expect(await request.locator('input[name="dateFrom"]').inputValue()).toBe(stay.dateFrom);
    await request.locator('input[name="firstName"]').fill('James');
    await request.locator('input[name="lastName"]').fill('Miller');
    await request.locator('input[name="email"]').fill(GUEST_EMAIL);
    await request.locator('input[name="phone"]').fill('+44 7700 900456');
    await request.getByRole('button').click();
    await expect.poll(() => request.locator('.result').textContent()).toBe(site.en.requestSent);
    const [received] = await mail.waitForMails(GUEST_EMAIL);
    expect(received?.subject).toBe(`We have received your booking request for ${PROPERTY}`);

    // The owner, in Arabic: the bell counts the request; it opens the Pending booking.
    await cms.goto('/bookings');
    const bell = cms.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(ar.bellTwoUnread);
    expect(await cms.getByTestId('booking-status').first().textContent()).toBe(ar.pending);
    await bell.click();
    const notice = cms
      .getByTestId('bell-panel')
      .getByTestId('notification-text')
      .filter({ hasText: ar.requested });
    await notice.click();
    await cms.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    const decision = cms.getByTestId('booking-decision');
    expect(await decision.textContent()).toContain(ar.decisionPending);
    expect(await cms.getByTestId('booking-status').textContent()).toBe(ar.pending);
    await decision.getByTestId('booking-confirm').click();
    await expect
      .poll(() => cms.getByTestId('booking-decision-done').textContent())
      .toBe(ar.decisionDone);
    expect(await cms.getByTestId('booking-status').textContent()).toBe(ar.confirmed);

    // The guest's confirmation, in English, through the SMTP listener.
    const mails = await mail.waitForMails(GUEST_EMAIL, 2);
    expect(mails[1]?.subject).toBe(`Your stay at ${PROPERTY} is confirmed`);
    expect(mails[1]?.text).toContain('Hello James');

    for (const { problems } of [owner, visitor]) {
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    }
    expect(owner.problems.consoleErrors).toEqual([]);
    expect(visitor.problems.consoleErrors).toEqual([]);
  },
);
