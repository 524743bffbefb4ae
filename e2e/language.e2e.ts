import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

/** `<html lang dir>` once the app has rendered the login screen. */
async function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  await page.getByTestId('language-toggle').waitFor();
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

describe('language', () => {
  test('is Arabic, right-to-left, when the browser asks for an unsupported language', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage({ locale: 'fr-FR' });

    await page.goto('/login');

    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expectAccessible(page);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('is Arabic for an Arabic browser', async ({ openPage }) => {
    const { page } = await openPage({ locale: 'ar' });

    await page.goto('/login');

    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  test('follows an English browser when nothing else was chosen', async ({ openPage }) => {
    const { page } = await openPage({ locale: 'en-US' });

    await page.goto('/login');

    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await expectAccessible(page);
  });

  test('switches with the toggle, and the choice survives a reload', async ({ openPage }) => {
    const { page } = await openPage({ locale: 'fr-FR' });
    await page.goto('/login');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    await page.getByTestId('language-toggle').click();

    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    // Named by its visible label, the other language in that language; the tooltip says more.
    const toggle = page.getByTestId('language-toggle');
    expect(await toggle.locator('[lang="ar"]').textContent()).toBe('العربية');
    await toggle.hover();
    await page.getByRole('tooltip').getByText('Switch to Arabic').waitFor();
    expect(await page.title()).toBe('Sign in · Nuzul');
    await expectAccessible(page);
    await page.reload();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByTestId('language-toggle').click();

    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.reload();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  test('?lng=en wins over Arabic stored in localStorage', async ({ openPage }) => {
    const { page } = await openPage({ locale: 'ar' });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));

    await page.goto('/login?lng=en');

    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });
});
