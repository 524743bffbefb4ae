import type { Captcha } from './captcha';

export interface RecaptchaOptions {
  siteKey: string;
  secret: string;
  /** Google's siteverify endpoint, or a stand-in that speaks its protocol. */
  verifyUrl: string;
  fetch?: typeof fetch;
  /** A sign-in must not hang on Google: past this the value counts as unproven. */
  timeoutMs?: number;
}

/** Google reCAPTCHA, checked through the siteverify protocol. */
export function recaptchaCaptcha(options: RecaptchaOptions): Captcha {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    options: { provider: 'recaptcha', siteKey: options.siteKey },

    async verify(value, remoteIp) {
      if (!value) return false;
      const form = new URLSearchParams({ secret: options.secret, response: value });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await send(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status !== 200) return false;
        const answer: unknown = await response.json();
        return (
          typeof answer === 'object' &&
          answer !== null &&
          (answer as { success?: unknown }).success === true
        );
      } catch {
        // Unreachable, timed out or not JSON: the value is not proven, and the sign-in
        // answers as for a wrong captcha rather than as a server failure.
        return false;
      }
    },
  };
}
