import { describe } from 'vitest';
import { expect, test } from './support/fixtures';

describe('the built app', () => {
  test('serves the web app at /', async ({ app }) => {
    const response = await fetch(`${app.url}/`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/^<!doctype html>/i);
  });

  test('answers /api/v1/health', async ({ app }) => {
    const response = await fetch(`${app.url}/api/v1/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok' } });
  });

  test('loads in Chromium without uncaught errors or CSP violations', async ({ openPage }) => {
    const { page, problems } = await openPage({ locale: 'ar' });

    await page.goto('/');
    await page.waitForLoadState('networkidle');

    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});
