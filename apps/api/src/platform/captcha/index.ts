import type { Redis } from 'ioredis';
import { altchaCaptcha } from './altcha';
import { noCaptcha, type CaptchaService } from './captcha';
import { recaptchaCaptcha } from './recaptcha';
import { memoryReplayGuard, redisReplayGuard } from './replay-guard';

export { altchaCaptcha, ALTCHA_CHALLENGE_URL } from './altcha';
export type { AltchaCaptcha, AltchaOptions } from './altcha';
export { noCaptcha } from './captcha';
export type { Captcha, CaptchaService } from './captcha';
export { captchaRoutes } from './captcha.routes';
export { recaptchaCaptcha } from './recaptcha';
export type { RecaptchaOptions } from './recaptcha';
export { memoryReplayGuard, redisReplayGuard } from './replay-guard';
export type { ReplayGuard } from './replay-guard';

export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha' | 'none';
  recaptchaSiteKey: string;
  recaptchaSecret: string;
  recaptchaVerifyUrl: string;
}

export interface CaptchaDeps {
  /** Signs ALTCHA challenges; a key for this purpose alone. */
  hmacKey: Buffer;
  /** When set, a solved challenge is refused again by every process, not only this one. */
  redis?: Redis;
}

export function createCaptcha(config: CaptchaConfig, deps: CaptchaDeps): CaptchaService {
  switch (config.provider) {
    case 'none':
      return noCaptcha;
    case 'altcha':
      return altchaCaptcha({
        hmacKey: deps.hmacKey,
        replay: deps.redis ? redisReplayGuard(deps.redis) : memoryReplayGuard(),
      });
    case 'recaptcha': {
      const missing = [
        config.recaptchaSecret ? null : 'RECAPTCHA_SECRET',
        config.recaptchaSiteKey ? null : 'RECAPTCHA_SITE_KEY',
      ].filter((name) => name !== null);
      if (missing.length > 0) {
        throw new Error(`CAPTCHA_PROVIDER=recaptcha needs ${missing.join(' and ')} to be set`);
      }
      return recaptchaCaptcha({
        siteKey: config.recaptchaSiteKey,
        secret: config.recaptchaSecret,
        verifyUrl: config.recaptchaVerifyUrl,
      });
    }
    default: {
      const unknown: never = config.provider;
      throw new Error(`Unknown captcha provider: ${String(unknown)}`);
    }
  }
}
