import { documentDirection, newAccount } from './support/accounts';
import { expect, test as base, type OpenPage } from './support/fixtures';
import { apiCall, signInThroughApi, storeSession, type Session } from './support/session';

const admin = newAccount('plans-admin', 'مها');

// The platform admin (ADMIN_EMAILS) keeps the plans and the promo codes on the Admin screen;
// an owner sees the result on the plans page.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
    ADMIN_EMAILS: admin.email,
  }))
  .extend('session', { scope: 'file' }, ({ app, mail }) =>
    signInThroughApi(app, mail, newAccount('plans-owner', 'سلمى')),
  );

interface Plan {
  id: number;
  name: { ar: string; en: string };
  price: number;
  billingCycle: 'monthly' | 'yearly';
}

async function openSignedIn(openPage: OpenPage, session: Session) {
  const opened = await openPage({ locale: 'ar' });
  await storeSession(opened.context, session, 'ar');
  return opened;
}

const RENAMED = 'الأساسية المميزة';
const CODE = 'EID15';

test(
  'in Arabic: the admin adds a promo code and edits a plan on the Admin screen (usable on a phone); an owner sees the plan changed and applies the code',
  { timeout: 240_000 },
  async ({ app, mail, session, openPage }) => {
    const adminSession = await signInThroughApi(app, mail, admin);
    const plans = await apiCall<Plan[]>(app, session, 'GET', '/billing/plans');
    const basic = plans.find((plan) => plan.name.en === 'Basic' && plan.billingCycle === 'monthly');
    if (!basic) throw new Error('no Basic monthly plan seeded');

    const opened = await openSignedIn(openPage, adminSession);
    const { page } = opened;
    await page.goto('/dashboard');
    expect(await documentDirection(page)).toBe('rtl');
    await page.getByTestId('sidebar-admin').click();
    await page.getByTestId('admin-page').waitFor();

    // A promo code: 15 % off, five uses in all.
    await page.getByTestId('admin-tab-promo-codes').click();
    await page.getByTestId('admin-promo-add').click();
    await page.getByTestId('promo-code-input').fill(CODE.toLowerCase());
    await page.getByTestId('promo-percent-off').fill('15');
    await page.getByTestId('promo-max-redemptions').fill('5');
    await page.getByTestId('promo-form-save').click();
    await page.getByTestId('promo-form-save').waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('admin-promo-code').allTextContents(), { timeout: 20_000 })
      .toContain(CODE);
    expect(await page.getByTestId('admin-promo-redemptions').first().textContent()).toBe('0 من 5');

    // On a phone the tables scroll inside themselves: the page itself is no wider than it, once
    // the layout has followed the new width (the sidebar folds away on the next render).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('admin-promo-codes-table').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
      .toBeLessThanOrEqual(390);

    // The Basic monthly plan: a new Arabic name and 89.00 SAR instead of 99.00.
    await page.getByTestId('admin-tab-plans').click();
    await page.getByTestId(`admin-plan-edit-${basic.id}`).click();
    await page.getByTestId('plan-name-ar').fill(RENAMED);
    await page.getByTestId('plan-price').fill('89');
    await page.getByTestId('plan-form-save').click();
    await page.getByTestId('plan-form-save').waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('admin-plan-name').allTextContents(), { timeout: 20_000 })
      .toContain(RENAMED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(opened.problems.pageErrors).toEqual([]);

    // The owner sees the plan as edited and applies the code:
    // 89.00 − 15 % (13.35) = 75.65 + VAT 11.35 = 87.00 SAR.
    const owner = await openSignedIn(openPage, session);
    await owner.page.goto('/subscriptions/plans');
    const card = owner.page.locator(`[data-testid="plan-card"][data-plan-id="${basic.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('plan-name').textContent()).toBe(RENAMED);
    expect(await card.getByTestId('plan-price-excl-vat').textContent()).toMatch(/٨٩٫٠٠/);
    await owner.page.getByTestId('promo-input').fill(CODE.toLowerCase());
    await owner.page.getByTestId('promo-apply').click();
    await expect
      .poll(() => card.getByTestId('plan-promo-total').textContent(), { timeout: 20_000 })
      .toMatch(/٨٧٫٠٠/);
    expect(owner.problems.pageErrors).toEqual([]);
  },
);
