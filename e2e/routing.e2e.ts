import { describe } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

describe('routing while signed out', () => {
  test('/ goes to /login and remembers / as the redirect path', async ({ openPage }) => {
    const { page, problems } = await openPage({ locale: 'ar' });

    await page.goto('/');

    await page.waitForURL('**/login');
    await expect.poll(() => page.getByTestId('login-page').isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectPath'))).toBe('/');
    await expectAccessible(page);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('an unknown route goes to /login and is remembered with its query', async ({ openPage }) => {
    const { page } = await openPage({ locale: 'ar' });

    await page.goto('/no-such-page?tab=all');

    await page.waitForURL('**/login');
    await expect.poll(() => page.getByTestId('login-page').isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectPath'))).toBe(
      '/no-such-page?tab=all',
    );
  });
});
