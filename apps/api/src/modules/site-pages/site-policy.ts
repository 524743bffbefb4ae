import type { FastifyReply } from 'fastify';
import { captchaPolicy } from '../../platform/captcha/recaptcha-policy';
import type { CaptchaWidget } from './property-parts';

/**
 * The pages with the request form allow what their captcha loads: with reCAPTCHA, Google's
 * script and frames (as the web app's sign-up and login do); ALTCHA is served by the site
 * itself, so its policy stays as it is.
 */
export function requestFormPolicy(captcha: CaptchaWidget): (reply: FastifyReply) => void {
  return captchaPolicy(captcha.provider);
}
