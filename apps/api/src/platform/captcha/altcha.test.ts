import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { altchaCaptcha } from './altcha';
import { memoryReplayGuard } from './replay-guard';

const hmacKey = Buffer.from('a test key for altcha challenges');
const remoteIp = '203.0.113.7';

/** What the widget does in the browser: find the counter, then send base64 JSON. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

function decode(payload: string): {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
} {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

describe('altchaCaptcha', () => {
  it('tells the web app where to fetch challenges', () => {
    const captcha = altchaCaptcha({ hmacKey, replay: memoryReplayGuard() });
    expect(captcha.options).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/v1/auth/captcha/challenge',
    });
  });

  it('issues signed SHA-256 challenges that expire after five minutes', async () => {
    const at = new Date();
    const captcha = altchaCaptcha({ hmacKey, now: () => at, replay: memoryReplayGuard() });
    const challenge = await captcha.createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      expiresAt: Math.floor(at.getTime() / 1000) + 300,
    });
  });

  it('accepts a solved challenge', async () => {
    const captcha = altchaCaptcha({ hmacKey, replay: memoryReplayGuard() });
    const payload = await solve(await captcha.createChallenge());
    expect(await captcha.verify(payload, remoteIp)).toBe(true);
  });

  it('accepts a solved challenge once: the same payload again is a replay', async () => {
    const captcha = altchaCaptcha({ hmacKey, replay: memoryReplayGuard() });
    const payload = await solve(await captcha.createChallenge());
    expect(await captcha.verify(payload, remoteIp)).toBe(true);
    expect(await captcha.verify(payload, remoteIp)).toBe(false);
  });

  it('refuses a challenge whose signed parameters were changed', async () => {
    const captcha = altchaCaptcha({ hmacKey, replay: memoryReplayGuard() });
    const payload = decode(await solve(await captcha.createChallenge()));
    // An easier prefix, or a later expiry, would make the work cheaper or reusable.
    const easier = structuredClone(payload);
    easier.challenge.parameters.keyPrefix = '00';
    const later = structuredClone(payload);
    later.challenge.parameters.expiresAt! += 3600;
    expect(await captcha.verify(encode(easier), remoteIp)).toBe(false);
    expect(await captcha.verify(encode(later), remoteIp)).toBe(false);
  });

  it('refuses a solution that was not found by doing the work', async () => {
    const captcha = altchaCaptcha({ hmacKey, replay: memoryReplayGuard() });
    const payload = decode(await solve(await captcha.createChallenge()));
    const wrongCounter = structuredClone(payload);
    wrongCounter.solution.counter += 1;
    const wrongKey = structuredClone(payload);
    wrongKey.solution.derivedKey = payload.challenge.parameters.keyPrefix.padEnd(64, '0');
    expect(await captcha.verify(encode(wrongCounter), remoteIp)).toBe(false);
    expect(await captcha.verify(encode(wrongKey), remoteIp)).toBe(false);
    // The genuine payload is still unused, so the refusals above did not claim it.
    expect(await captcha.verify(encode(payload), remoteIp)).toBe(true);
  });

  it('refuses a challenge signed with another key', async () => {
    const other = altchaCaptcha({ hmacKey: 'another key', replay: memoryReplayGuard() });
    const captcha = altchaCaptcha({ hmacKey, replay: memoryReplayGuard() });
    const payload = await solve(await other.createChallenge());
    expect(await captcha.verify(payload, remoteIp)).toBe(false);
  });

  it('refuses a challenge solved after it expired', async () => {
    let at = new Date();
    const captcha = altchaCaptcha({ hmacKey, now: () => at, replay: memoryReplayGuard() });
    const payload = await solve(await captcha.createChallenge());
    at = new Date(at.getTime() + 5 * 60_000 + 1_000);
    expect(await captcha.verify(payload, remoteIp)).toBe(false);
  });

  it('refuses values that are not solved challenges', async () => {
    const captcha = altchaCaptcha({ hmacKey, replay: memoryReplayGuard() });
    const challenge = await captcha.createChallenge();
    const values = [
      '',
      'garbage',
      '%%%not base64%%%',
      encode(null),
      encode('a string'),
      encode({}),
      // What the widget sends in its test mode.
      encode({ challenge: null, solution: null, test: true }),
      encode({ challenge, solution: null }),
      encode({ challenge, solution: { counter: -1, derivedKey: 'zz' } }),
      encode({ challenge, solution: { counter: 2 ** 40, derivedKey: '00' } }),
      encode({ challenge: { parameters: challenge.parameters }, solution: { counter: 1 } }),
      'x'.repeat(10_000),
    ];
    for (const value of values) {
      expect(await captcha.verify(value, remoteIp), value.slice(0, 40)).toBe(false);
    }
  });

  it('refuses an empty HMAC key', () => {
    expect(() => altchaCaptcha({ hmacKey: Buffer.alloc(0), replay: memoryReplayGuard() })).toThrow(
      /HMAC key/,
    );
  });
});
