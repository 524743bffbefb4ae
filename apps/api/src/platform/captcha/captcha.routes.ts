import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '@nuzul/shared/errors';
import type { CaptchaService } from './captcha';

// The challenge is altcha-lib's own object ({ parameters, signature }), passed through
// untouched: its signature covers every field, so it is not reshaped here.
const challengeResponse = z.object({ data: z.unknown() });

/** Mounted under /api/v1. Answers 404 when the provider issues no challenges. */
export const captchaRoutes: FastifyPluginAsync<{ captcha: CaptchaService }> = async (
  app,
  { captcha },
) => {
  app.get(
    '/auth/captcha/challenge',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A fresh proof-of-work challenge for the sign-up and login captcha',
        response: { 200: challengeResponse },
      },
      // Each challenge is cheap to make, but there is no reason to hand out thousands.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      if (!captcha.createChallenge) throw new AppError('NOT_FOUND');
      const challenge = await captcha.createChallenge();
      // Every challenge is single-use: no cache may hand the same one to two people.
      reply.header('cache-control', 'no-store');
      return { data: challenge };
    },
  );
};
