import { describe, expect, it } from 'vitest';
import { createCaptcha, noCaptcha, type CaptchaConfig } from './index';

const hmacKey = Buffer.from('a test key for altcha challenges');
const recaptcha: CaptchaConfig = {
  provider: 'recaptcha',
  recaptchaSiteKey: 'site-key',
  recaptchaSecret: 'secret',
  recaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify',
};

describe('createCaptcha', () => {
  it('turns the check off for provider none', () => {
    expect(createCaptcha({ ...recaptcha, provider: 'none' }, { hmacKey })).toBe(noCaptcha);
  });

  it('issues its own challenges for provider altcha', async () => {
    const captcha = createCaptcha({ ...recaptcha, provider: 'altcha' }, { hmacKey });
    expect(captcha.options.provider).toBe('altcha');
    expect(await captcha.createChallenge?.()).toMatchObject({ signature: expect.any(String) });
  });

  it('uses Google reCAPTCHA with the configured site key', () => {
    const captcha = createCaptcha(recaptcha, { hmacKey });
    expect(captcha.options).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(captcha.createChallenge).toBeUndefined();
  });

  it('names the missing reCAPTCHA settings', () => {
    expect(() => createCaptcha({ ...recaptcha, recaptchaSecret: '' }, { hmacKey })).toThrow(
      /RECAPTCHA_SECRET/,
    );
    expect(() => createCaptcha({ ...recaptcha, recaptchaSiteKey: '' }, { hmacKey })).toThrow(
      /RECAPTCHA_SITE_KEY/,
    );
    expect(() =>
      createCaptcha({ ...recaptcha, recaptchaSecret: '', recaptchaSiteKey: '' }, { hmacKey }),
    ).toThrow(/RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY/);
  });
});
