import { readFile } from 'node:fs/promises';
import { newAccount } from './support/accounts';
import { expect, test as base } from './support/fixtures';
import { apiCall, signInThroughApi, storeSession } from './support/session';

const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
  }))
  .extend('session', { scope: 'file' }, ({ app, mail }) =>
    signInThroughApi(app, mail, newAccount('invoice-pdf', 'نورة')),
  );

interface Plan {
  id: number;
  price: number;
  billingCycle: 'monthly' | 'yearly';
}

// The first test of the file also waits for the app to start.
const TIMEOUT_MS = 180_000;

test(
  'Download PDF on the invoice page saves INV-….pdf rendered by the server in the interface language, the token sent in a header and never in the address',
  { timeout: TIMEOUT_MS },
  async ({ app, session, openPage }) => {
    const plans = await apiCall<Plan[]>(app, session, 'GET', '/billing/plans');
    const paid = plans.find((plan) => plan.price > 0 && plan.billingCycle === 'monthly');
    if (!paid) throw new Error(`no paid monthly plan: ${JSON.stringify(plans)}`);
    const { invoice } = await apiCall<{ invoice: { id: number; number: string } }>(
      app,
      session,
      'POST',
      '/subscriptions',
      { planId: paid.id },
    );

    for (const language of ['ar', 'en'] as const) {
      const { context, page, problems } = await openPage({
        locale: language === 'ar' ? 'ar' : 'en-US',
      });
      await storeSession(context, session, language);
      const pdfRequests: Array<{ url: string; authorization: string | undefined }> = [];
      page.on('request', (request) => {
        if (!request.url().includes('/pdf')) return;
        pdfRequests.push({ url: request.url(), authorization: request.headers().authorization });
      });

      await page.goto(`/subscriptions/invoices/${invoice.id}`);
      await page.getByTestId('invoice-document').waitFor();
      const button = page.getByTestId('invoice-download-pdf');
      expect(await button.textContent()).toBe(language === 'ar' ? 'تنزيل PDF' : 'Download PDF');
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);

      expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
      const file = await readFile(await download.path());
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.toString('latin1')).toContain(`/Lang (${language}-SA)`);
      expect(pdfRequests).toEqual([
        {
          url: `${app.url}/api/v1/invoices/${invoice.id}/pdf?lang=${language}`,
          authorization: `Bearer ${session.token}`,
        },
      ]);
      // The download (a blob address clicked) breaks no rule of the page's CSP.
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      await context.close();
    }
  },
);
