import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDestination } from '../../platform/mailer';
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
    // The mail leaves after the answer, through the job runner.
    await t.app.jobs.drain();
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

  it('answers nobody but the person at this machine', async () => {
    const remote = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '192.0.2.7',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(remote.body).not.toContain('Development mailbox');
    expect(remote.body).not.toMatch(/\d{6}/);
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: local });
      expect(res.statusCode, local).toBe(200);
    }
  });

  it('refuses a remote client that a trusted proxy on this machine forwards', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const forwarded = await proxied.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(forwarded.statusCode).toBe(404);
      const local = await proxied.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a real connection that reaches it over another interface', async () => {
    // An address of this machine that is not loopback: the connection comes from it too.
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    const listening = await createTestApp();
    try {
      await listening.app.listen({ host: '0.0.0.0', port: 0 });
      const { port } = listening.app.server.address() as { port: number };
      const viaLoopback = await fetch(`http://127.0.0.1:${port}/dev/mailbox`);
      expect(viaLoopback.status).toBe(200);
      if (external) {
        const viaNetwork = await fetch(`http://${external}:${port}/dev/mailbox`);
        expect(viaNetwork.status).toBe(404);
      }
    } finally {
      await listening.close();
    }
  });

  it('says at start-up where mail goes', () => {
    const url = 'http://localhost:3000/';
    expect(mailDestination({ nodeEnv: 'development' }, url)).toBe(
      'Mail is not sent (SMTP_URL is not set): it is kept at http://localhost:3000/dev/mailbox, readable from this machine only.',
    );
    expect(
      mailDestination({ nodeEnv: 'production', smtpUrl: 'smtp://me:secret@mail.example:587' }, url),
    ).toBe('Mail is sent through the SMTP server mail.example:587.');
    expect(mailDestination({ nodeEnv: 'production' }, url)).toMatch(/^Mail is NOT delivered/);
  });
});
