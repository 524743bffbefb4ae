import { test as base } from 'vitest';
import { startApp } from './app-server';
import { chromiumPath, launchBrowser, openPage, type OpenedPage } from './browser';
import { startMailCatcher } from './mail-catcher';

export { expect } from 'vitest';
export type { RunningApp } from './app-server';
export type { OpenedPage, PageProblems } from './browser';
export type { CaughtMail, MailCatcher } from './mail-catcher';

export type OpenPage = (options?: { locale?: string }) => Promise<OpenedPage>;

/**
 * Browser-test fixtures: one built app and one Chromium per test file, a fresh context for
 * every page a test opens. A file sets extra app environment with
 * `test.override('appEnv', { CAPTCHA_PROVIDER: 'none' })`, or receives the app's mail with
 * `test.extend('appEnv', { scope: 'file' }, ({ mail }) => ({ SMTP_URL: mail.url }))`.
 */
export const test = base
  // Vitest reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  .extend('mail', { scope: 'file' }, async ({}, { onCleanup }) => {
    const mail = await startMailCatcher();
    onCleanup(() => mail.close());
    return mail;
  })
  .extend('appEnv', { scope: 'file' }, {} as Record<string, string>)
  .extend('app', { scope: 'file' }, async ({ appEnv }, { onCleanup }) => {
    const app = await startApp({ env: appEnv });
    onCleanup(() => app.stop());
    return app;
  })
  .extend('chromiumPath', { scope: 'file' }, chromiumPath())
  .extend('browser', { scope: 'file' }, async ({ chromiumPath }, { onCleanup }) => {
    const browser = await launchBrowser(chromiumPath);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openPage', async ({ app, browser }, { onCleanup }) => {
    const opened: OpenedPage[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map(({ context }) => context.close()));
    });
    const open: OpenPage = async (options = {}) => {
      const page = await openPage(browser, { baseURL: app.url, locale: options.locale });
      opened.push(page);
      return page;
    };
    return open;
  });
