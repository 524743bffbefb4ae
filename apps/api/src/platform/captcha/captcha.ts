import type { AuthOptions } from '@nuzul/shared/accounts';

/** The human check on sign-up and login (`captchaValue`). */
export interface Captcha {
  /** What the web app needs to show the widget. */
  readonly options: AuthOptions['captcha'];
  /** True when the value proves a human (or the check is off). */
  verify(value: string, remoteIp: string): Promise<boolean>;
}

/** CAPTCHA_PROVIDER=none: for development and tests only. */
export const noCaptcha: Captcha = {
  options: { provider: 'none' },
  verify: async () => true,
};

/** Any provider; ALTCHA also issues the challenges that its widget solves. */
export type CaptchaService = Captcha & { createChallenge?: () => Promise<unknown> };
