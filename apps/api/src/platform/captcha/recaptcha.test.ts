import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSiteverify, type SiteverifyStandIn } from '../../test/siteverify-standin';
import { recaptchaCaptcha } from './recaptcha';

const siteKey = 'site-key';
const secret = 'server-secret';
const goodToken = 'token-from-a-human';
const remoteIp = '203.0.113.7';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('recaptchaCaptcha', () => {
  let siteverify: SiteverifyStandIn;
  let baseUrl: string;
  let received: SiteverifyStandIn['received'];

  beforeAll(async () => {
    siteverify = await startSiteverify({ secret, token: goodToken });
    baseUrl = siteverify.origin;
    received = siteverify.received;
  });
  afterAll(() => siteverify.close());
  beforeEach(() => {
    received.length = 0;
  });

  const captcha = (verifyUrl = siteverify.url, key = secret) =>
    recaptchaCaptcha({ siteKey, secret: key, verifyUrl });

  it('gives the web app the site key', () => {
    expect(captcha().options).toEqual({ provider: 'recaptcha', siteKey });
  });

  it('accepts a token that siteverify confirms', async () => {
    expect(await captcha().verify(goodToken, remoteIp)).toBe(true);
    expect(received).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        form: { secret, response: goodToken, remoteip: remoteIp },
      },
    ]);
  });

  it('refuses a token that siteverify rejects', async () => {
    expect(await captcha().verify('made-up-token', remoteIp)).toBe(false);
    expect(received[0]?.form.response).toBe('made-up-token');
  });

  it('refuses a good token sent with the wrong secret', async () => {
    expect(await captcha(undefined, 'wrong-secret').verify(goodToken, remoteIp)).toBe(false);
  });

  it('refuses an empty token without asking siteverify', async () => {
    expect(await captcha().verify('', remoteIp)).toBe(false);
    expect(received).toEqual([]);
  });

  it('refuses when siteverify answers with a server error', async () => {
    expect(await captcha(`${baseUrl}/broken`).verify(goodToken, remoteIp)).toBe(false);
    expect(received).toHaveLength(1);
  });

  it('refuses when siteverify cannot be reached', async () => {
    const closed = http.createServer();
    const closedUrl = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await captcha(`${closedUrl}/siteverify`).verify(goodToken, remoteIp)).toBe(false);
  });

  it('refuses when siteverify does not answer in time', async () => {
    const silent = http.createServer(() => {});
    const silentUrl = await listen(silent);
    try {
      const slow = recaptchaCaptcha({ siteKey, secret, verifyUrl: silentUrl, timeoutMs: 100 });
      expect(await slow.verify(goodToken, remoteIp)).toBe(false);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
