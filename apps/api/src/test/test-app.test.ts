import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

/**
 * Every API test file builds its app with createTestApp and closes it in afterAll; closing
 * fails when any answer of the file carried a `message` without a `code`.
 */
describe('createTestApp', () => {
  it('fails the file whose answers carry a message without a known code, at the body or a field', async () => {
    const t = await createTestApp({
      extend: (app) => {
        app.get('/uncoded', async (_request, reply) => reply.status(400).send({ message: 'No' }));
        app.get('/unknown-code', async (_request, reply) =>
          reply.status(400).send({ code: 'FST_ERR_SOMETHING', message: 'No' }),
        );
        app.get('/uncoded-field', async (_request, reply) =>
          reply.status(400).send({
            code: 'VALIDATION_FAILED',
            message: 'Invalid value',
            details: [{ path: 'body.x', message: 'Invalid value' }],
          }),
        );
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/uncoded' })).statusCode).toBe(400);
    await t.app.inject({ method: 'GET', url: '/unknown-code' });
    await t.app.inject({ method: 'GET', url: '/uncoded-field' });
    const closing = t.close();
    await expect(closing).rejects.toThrow(/GET \/uncoded 400 at \(body\)/);
    await expect(closing).rejects.toThrow(/GET \/unknown-code 400 at \(body\)/);
    await expect(closing).rejects.toThrow(/GET \/uncoded-field 400 at \.details\[0\]/);
  });

  it('lets coded failures and data through', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'x' },
    });
    expect(refused.json().details[0]).toMatchObject({ code: 'invalidEmail' });
    await expect(t.close()).resolves.toBeUndefined();
  });
});
