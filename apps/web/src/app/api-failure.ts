/**
 * What the API client does about a failed call (spec §8 "Interceptor behaviour"), as pure
 * decisions; api-failure-effects.ts carries them out.
 */

/** The fields of an error body the client reads; the API sends `{ statusCode, code, error, message, details? }`. */
export interface ErrorBodyFields {
  code?: string;
  message?: string;
  error?: string;
}

export interface FailureFacts {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  url: string;
  body: ErrorBodyFields | undefined;
  /** The message of the thrown error (for a network failure: "Network Error."). */
  errorMessage: string | undefined;
  /** Whether the request carried a stored token. */
  sentToken: boolean;
}

/** A toast text, named as i18next looks it up. */
export interface ToastMessage {
  ns: string;
  key: string;
  defaultValue: string;
  /** Server texts contain dots and colons: they are whole keys, not paths. */
  literalKey: boolean;
}

export interface FailureDecision {
  endSession: boolean;
  toast: ToastMessage | null;
}

export const NETWORK_ERROR_MESSAGE = 'Network Error.';
export const UNEXPECTED_ERROR = 'UNEXPECTED_ERROR';

const silencedTexts = ['RUPrice is not valid.', 'reCAPTCHA'];
/** Inbox thread messages (`.../<uuid>/message`) report their failures in the chat itself. */
const threadMessageUrl = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/message/i;
const arrivalInstructionsMarker = 'arrivalInstructions.';

export function pickFailureText(facts: Pick<FailureFacts, 'body' | 'errorMessage'>): string {
  const { body, errorMessage } = facts;
  return (
    nonEmpty(body?.message) ?? nonEmpty(body?.error) ?? nonEmpty(errorMessage) ?? UNEXPECTED_ERROR
  );
}

export function isToastSilenced(text: string, url: string): boolean {
  return silencedTexts.some((silenced) => text.includes(silenced)) || threadMessageUrl.test(url);
}

/**
 * Chooses the translation of a failure text: arrival-instruction validation has its own
 * message, then the error code's translation when there is one, else the text itself.
 */
export function toastMessageFor(
  text: string,
  code: string | undefined,
  hasTranslation: (ns: string, key: string) => boolean,
): ToastMessage {
  if (text.includes(arrivalInstructionsMarker)) {
    return {
      ns: 'seasonalPricing',
      key: 'errors.arrivalInstructionsnotempty',
      defaultValue: text,
      literalKey: false,
    };
  }
  if (code !== undefined && hasTranslation('errors', code)) {
    return { ns: 'errors', key: code, defaultValue: text, literalKey: true };
  }
  return { ns: 'errors', key: text, defaultValue: text, literalKey: true };
}

/**
 * A 401 or 403 on a call that carried the stored token means the session is over. The same
 * answer to an anonymous call (a wrong password at login) has no session to end.
 */
export function decideFailure(
  facts: FailureFacts,
  hasTranslation: (ns: string, key: string) => boolean,
): FailureDecision {
  const endSession = facts.sentToken && (facts.status === 401 || facts.status === 403);
  const text = pickFailureText(facts);
  const toast = isToastSilenced(text, facts.url)
    ? null
    : toastMessageFor(text, facts.body?.code, hasTranslation);
  return { endSession, toast };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}
