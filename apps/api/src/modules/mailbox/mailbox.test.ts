import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { post, strongPassword, uniqueEmail } from '../../test/accounts-fixtures';

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps mail in the outbox without SMTP_URL and shows it at /dev/mailbox', async () => {
    const email = uniqueEmail();
    await post(t.app, '/auth/signup', {
      firstName: 'Sara',
      lastName: '<b>',
      email,
      password: strongPassword,
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(email);
    expect(page.body).toMatch(/رمز تأكيد بريدك في نُزُل: \d{6}/);
  });

  it('is absent in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
