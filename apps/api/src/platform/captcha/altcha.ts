import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { systemClock, type Clock } from '../clock';
import type { Captcha } from './captcha';
import type { ReplayGuard } from './replay-guard';

/** Where the web app fetches challenges; the route is in captcha.routes.ts. */
export const ALTCHA_CHALLENGE_URL = '/api/v1/auth/captcha/challenge';

// One SHA-256 per attempt: the cheapest algorithm the widget bundles, so the difficulty
// is set by maxNumber alone.
const ALGORITHM = 'SHA-256';
const COST = 1;
// Servers' clocks differ a little; the replay record outlives the challenge by this much.
const CLOCK_SKEW_MS = 60_000;

export interface AltchaOptions {
  hmacKey: Buffer | string;
  /** Tests step past the expiry with it; altcha-lib also checks the real clock. */
  now?: Clock;
  /** The counter the browser must find is drawn from 0..maxNumber. */
  maxNumber?: number;
  expiresInSeconds?: number;
  replay: ReplayGuard;
}

export type AltchaCaptcha = Captcha & { createChallenge(): Promise<Challenge> };

const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/);

// The protocol the `altcha` widget (v3) speaks: base64 of JSON
// { challenge: { parameters, signature }, solution: { counter, derivedKey, time } }.
// The parameters stay loose because the signature covers every key in them.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: hex,
      salt: hex,
      keyPrefix: hex,
      cost: z.number(),
      keyLength: z.number(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

type AltchaPayload = z.infer<typeof payloadSchema>;

function decode(value: string): AltchaPayload | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The self-hosted proof-of-work check (ALTCHA): signed, expiring, accepted once. */
export function altchaCaptcha(options: AltchaOptions): AltchaCaptcha {
  const now = options.now ?? systemClock;
  const maxNumber = options.maxNumber ?? 50_000;
  const expiresInSeconds = options.expiresInSeconds ?? 5 * 60;
  const secret =
    typeof options.hmacKey === 'string' ? options.hmacKey : options.hmacKey.toString('hex');
  if (!secret) throw new Error('The ALTCHA HMAC key is empty');

  return {
    options: { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_URL },

    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        // Deterministic mode: the server picks the answer, so the expected work is
        // maxNumber / 2 attempts whatever luck the browser has.
        counter: randomInt(0, maxNumber + 1),
        deriveKey,
        expiresAt: new Date(now().getTime() + expiresInSeconds * 1000),
        hmacSignatureSecret: secret,
      }),

    async verify(value) {
      const payload = decode(value);
      if (!payload) return false;
      const { parameters } = payload.challenge;
      const remainingMs = parameters.expiresAt * 1000 - now().getTime();
      if (remainingMs <= 0) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: secret,
        });
        if (!result.verified) return false;
      } catch {
        // Malformed values that passed the shape check (a counter out of range, ...).
        return false;
      }
      // Claimed only once the signature holds, so forged values cannot fill the store.
      return options.replay.claim(`altcha:${parameters.nonce}`, remainingMs + CLOCK_SKEW_MS);
    },
  };
}
