import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; playwright-core downloads no browser of its own. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(executablePath = chromiumPath()): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** What went wrong in the page: tests usually expect every list to stay empty. */
export interface PageProblems {
  /** console.error calls and failed resource loads, as Chromium reports them. */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** Content-Security-Policy violations: directive and blocked URL. */
  cspViolations: string[];
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

export interface OpenPageOptions {
  baseURL: string;
  /** navigator.language and Accept-Language, e.g. 'ar', 'en-US', 'fr-FR'. */
  locale?: string;
}

/** A page in a context of its own, so storage and cookies never leak between tests. */
export async function openPage(browser: Browser, options: OpenPageOptions): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: options.baseURL, locale: options.locale });
  // A waiting step gives up after 60 s instead of Playwright's 30: on a busy 2-core CI machine
  // a screen with its lazy chunks and an Argon2 sign-in behind it has taken over 30 s.
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(60_000);
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  await context.exposeBinding('__nuzulReportCsp', (_source, violation: string) => {
    problems.cspViolations.push(violation);
  });
  // Init scripts run before the page's own, and CSP does not apply to them.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (message: string) => void>)
        .__nuzulReportCsp;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return { context, page, problems };
}
