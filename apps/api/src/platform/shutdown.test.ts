import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('graceful shutdown', () => {
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const requestStarted = new Promise<void>((resolve) => (started = resolve));

  afterAll(() => release());

  it('finishes an in-flight request before closing, and refuses new connections', async () => {
    const t = await createTestApp({
      extend: (app) => {
        app.get('/api/v1/test/slow', async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          return { data: { finished: true } };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/test/slow`);
    await requestStarted;
    const closing = t.app.close();
    // Let the server stop listening before the slow handler finishes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
    release();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { finished: true } });
    await closing;
    await t.database.close();
  });
});
