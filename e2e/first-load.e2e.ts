import type { Route } from 'playwright-core';
import { describe } from 'vitest';
import { expect, test } from './support/fixtures';

describe('first load', () => {
  test('draws the logo loading view before any script runs, and the app replaces it', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage({ locale: 'ar' });
    // Every script waits until the test lets it go: what shows meanwhile is the HTML's own.
    const held: Route[] = [];
    let released = false;
    await page.route('**/*.js', (route) => (released ? route.continue() : held.push(route)));

    await page.goto('/login', { waitUntil: 'commit' });
    const loading = page.getByTestId('boot-loading');
    await loading.waitFor();
    expect(await loading.getAttribute('role')).toBe('status');
    expect(await loading.getByRole('img').getAttribute('aria-label')).toBe('نُزُل');
    expect(await loading.boundingBox()).toMatchObject({ x: 0, y: 0 });
    expect(await page.getByTestId('login-page').count()).toBe(0);

    released = true;
    await Promise.all(held.map((route) => route.continue()));

    await page.getByTestId('login-page').waitFor();
    expect(await loading.count()).toBe(0);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
