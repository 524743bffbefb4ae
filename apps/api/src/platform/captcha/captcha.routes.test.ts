import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../errors';
import { altchaCaptcha } from './altcha';
import { noCaptcha, type CaptchaService } from './captcha';
import { captchaRoutes } from './captcha.routes';
import { memoryReplayGuard } from './replay-guard';

const hmacKey = Buffer.from('a test key for altcha challenges');
let app: FastifyInstance | undefined;

async function serve(captcha: CaptchaService): Promise<FastifyInstance> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(captchaRoutes, { prefix: '/api/v1', captcha });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /auth/captcha/challenge', () => {
  it('answers a fresh challenge at the url the auth options announce', async () => {
    const captcha = altchaCaptcha({ hmacKey, replay: memoryReplayGuard() });
    const server = await serve(captcha);
    const url = captcha.options.provider === 'altcha' ? captcha.options.challengeUrl : '';

    const first = await server.inject({ method: 'GET', url });
    const second = await server.inject({ method: 'GET', url });

    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { data } = first.json<{ data: Challenge }>();
    expect(data.parameters).toMatchObject({ algorithm: 'SHA-256' });
    expect(second.json<{ data: Challenge }>().data.parameters.nonce).not.toBe(
      data.parameters.nonce,
    );

    // The challenge comes through intact: solved as the widget does, it verifies.
    const solution = await solveChallenge({ challenge: data, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge: data, solution })).toString('base64');
    expect(await captcha.verify(payload, '127.0.0.1')).toBe(true);
  });

  it('answers 404 when the provider issues no challenges', async () => {
    const server = await serve(noCaptcha);
    const response = await server.inject({ method: 'GET', url: '/api/v1/auth/captcha/challenge' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
