import type { Page } from 'playwright-core';
import { documentDirection, newAccount } from './support/accounts';
import { expect, test as base, type OpenPage } from './support/fixtures';
import { apiCall, signInThroughApi, storeSession, type Session } from './support/session';

const admin = newAccount('faq-admin', 'مها');

// The platform admin (ADMIN_EMAILS) edits the FAQ on its screen; an owner reads it.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
    ADMIN_EMAILS: admin.email,
  }))
  .extend('session', { scope: 'file' }, ({ app, mail }) =>
    signInThroughApi(app, mail, newAccount('faq-owner', 'سلمى')),
  );

interface Entry {
  id: number;
  question: { ar: string; en: string };
}

async function openSignedIn(openPage: OpenPage, session: Session, language: 'ar' | 'en') {
  const opened = await openPage({ locale: language === 'ar' ? 'ar' : 'en-US' });
  await storeSession(opened.context, session, language);
  return opened;
}

/** The questions on the page, as shown. */
const questions = (page: Page) => page.getByTestId('faq-question').allTextContents();

const EDITED = {
  ar: 'دليل المبتدئ: كيف أبدأ مع نزل؟',
  en: 'How do I get started with Nuzul, step by step?',
};

test(
  'in Arabic: an owner searches the FAQ in Arabic (a spelling variant finds the written word, marked) and in English; the admin edits an entry on the Admin screen and the owner then finds it',
  { timeout: 240_000 },
  async ({ app, mail, session, openPage }) => {
    const adminSession = await signInThroughApi(app, mail, admin);
    const owner = await openSignedIn(openPage, session, 'ar');
    const { page } = owner;

    // The FAQ from the sidebar; owners have no Admin entry.
    await page.goto('/dashboard');
    expect(await documentDirection(page)).toBe('rtl');
    await page.getByTestId('sidebar-faq').click();
    await page.getByTestId('faq-page').waitFor();
    expect(await page.getByTestId('sidebar-admin').count()).toBe(0);
    await page.getByTestId('faq-section-security_mfa').waitFor();

    // "الضريبه" (ه for ة) finds the entries that write "الضريبة", and marks the word as written.
    await page.getByLabel('البحث في الأسئلة الشائعة').fill('الضريبه');
    await expect
      .poll(() => questions(page), { timeout: 20_000 })
      .not.toContain('كيف أبدأ باستخدام نزل؟');
    expect(await questions(page)).toContain('هل أسعار الخطط تشمل ضريبة القيمة المضافة؟');
    await page.getByText('هل أسعار الخطط تشمل ضريبة القيمة المضافة؟').click();
    expect(await page.getByTestId('faq-match').allTextContents()).toContain('الضريبة');
    await page.getByLabel('البحث في الأسئلة الشائعة').fill('حصان طائر');
    expect(await page.getByTestId('faq-empty').textContent()).toContain(
      'لا توجد نتائج لـ «حصان طائر»',
    );

    // In English the search reads the English texts.
    const english = await openSignedIn(openPage, session, 'en');
    await english.page.goto('/faq');
    await english.page.getByLabel('Search the FAQ').fill('recovery codes');
    await expect
      .poll(() => questions(english.page), { timeout: 20_000 })
      .toEqual(['I lost my phone; how do I get into my account?']);

    // The admin edits the first entry on the Admin screen.
    const [first] = await apiCall<Entry[]>(app, adminSession, 'GET', '/faq');
    if (!first) throw new Error('no FAQ entry');
    const adminPage = (await openSignedIn(openPage, adminSession, 'ar')).page;
    await adminPage.goto('/dashboard');
    await adminPage.getByTestId('sidebar-admin').click();
    await adminPage.getByTestId('admin-page').waitFor();
    await adminPage.getByTestId('admin-tab-faq').click();
    await adminPage.getByTestId(`admin-faq-edit-${first.id}`).click();
    await adminPage.getByTestId('faq-entry-question-ar').fill(EDITED.ar);
    await adminPage.getByTestId('faq-entry-question-en').fill(EDITED.en);
    await adminPage.getByTestId('faq-entry-save').click();
    await expect
      .poll(() => adminPage.getByTestId('admin-faq-question').allTextContents(), {
        timeout: 20_000,
      })
      .toContain(EDITED.ar);

    // The owner finds it, typed with tashkeel, and the owner's /admin does not exist.
    await page.goto('/faq');
    await page.getByLabel('البحث في الأسئلة الشائعة').fill('المُبْتَدِئ');
    await expect.poll(() => questions(page), { timeout: 20_000 }).toEqual([EDITED.ar]);
    await page.goto('/admin');
    await page.getByTestId('not-found').waitFor();
    expect(owner.problems.pageErrors).toEqual([]);
  },
);
