import { createHmac } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@nuzul/shared/payments';
import { safeEqual } from '../../platform/crypto';

export const TIMESTAMP_HEADER = 'x-nuzul-timestamp';
export const SIGNATURE_HEADER = 'x-nuzul-signature';

/**
 * The signature of a webhook: HMAC-SHA256 over `<unix seconds>.<raw body>`, so that neither a
 * replayed body with a new time nor an old signature on a new body passes.
 */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `sha256=${mac}`;
}

/** The headers a signed webhook is sent with. */
export function signedHeaders(secret: string, now: Date, rawBody: string) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signWebhook(secret, timestamp, rawBody),
  };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Why a webhook's signature does not hold, or undefined when it does. A timestamp more than
 * five minutes from our clock (either way) is refused: a captured webhook cannot be replayed.
 */
export function signatureProblem(
  secret: string,
  now: Date,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const timestamp = single(headers[TIMESTAMP_HEADER]);
  const signature = single(headers[SIGNATURE_HEADER]);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return 'missing or malformed timestamp';
  if (!signature) return 'missing signature';
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS)
    return 'stale timestamp';
  if (!safeEqual(signature, signWebhook(secret, seconds, rawBody))) return 'signature mismatch';
  return undefined;
}
