import type { FastifyReply } from 'fastify';
import type { Captcha } from './captcha';

/**
 * What Google's reCAPTCHA needs of a content security policy (its FAQ, "using reCAPTCHA
 * with a CSP"): its script and the scripts it loads, and the frames of the checkbox and of
 * the challenge.
 */
export const RECAPTCHA_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

/**
 * The policy with more sources for some directives. A directive the policy leaves out
 * falls back on default-src, so it starts from default-src's sources, as it stood.
 */
export function widenPolicy(
  policy: string,
  sources: Readonly<Record<string, readonly string[]>>,
): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '');
  const index = (name: string) => directives.findIndex((d) => d.split(/\s+/)[0] === name);
  for (const [name, added] of Object.entries(sources)) {
    const at = index(name);
    if (at >= 0) {
      directives[at] = [directives[at], ...added].join(' ');
      continue;
    }
    const fallback = directives[index('default-src')]?.split(/\s+/).slice(1) ?? [];
    directives.push([name, ...fallback, ...added].join(' '));
  }
  return directives.join(';');
}

/**
 * What a page with the captcha adds to the reply's policy: with reCAPTCHA, Google's script
 * and frames; ALTCHA is served by the app itself, and none needs nothing, so their policy
 * stays as it is.
 */
export function captchaPolicy(
  provider: Captcha['options']['provider'],
): (reply: FastifyReply) => void {
  if (provider !== 'recaptcha') return () => undefined;
  let from = '';
  let widened = '';
  return (reply) => {
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    // The app's policy is the same on every request: widened once.
    if (policy !== from) [from, widened] = [policy, widenPolicy(policy, RECAPTCHA_SOURCES)];
    reply.header('content-security-policy', widened);
  };
}
