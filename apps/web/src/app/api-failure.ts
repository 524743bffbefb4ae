/**
 * What the API client does about a failed call (spec §8 "Interceptor behaviour"), as pure
 * decisions; report-failure.ts carries them out, and describe-failure.ts says the text.
 */

export interface FailureFacts {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  url: string;
  /** The answer's English text (`pickFailureText`): the spec silences some by their words. */
  text: string;
  /** Whether the request carried a stored token. */
  sentToken: boolean;
}

export interface FailureDecision {
  endSession: boolean;
  toast: boolean;
}

export const NETWORK_ERROR_MESSAGE = 'Network Error.';
export const UNEXPECTED_ERROR = 'UNEXPECTED_ERROR';

const silencedTexts = ['RUPrice is not valid.', 'reCAPTCHA'];
/**
 * Sending to an inbox thread (`.../<uuid>/message`) reports its failure on the chat's bubble
 * itself. The path ends there: reading a thread's `/messages` is not sending.
 */
const threadMessageUrl =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/message(?:$|[?#])/i;

/** The answer's own words: message, else error, else the thrown message, else UNEXPECTED_ERROR. */
export function pickFailureText(facts: {
  body: { message?: string | undefined; error?: string | undefined } | undefined;
  errorMessage: string | undefined;
}): string {
  const { body, errorMessage } = facts;
  return (
    nonEmpty(body?.message) ?? nonEmpty(body?.error) ?? nonEmpty(errorMessage) ?? UNEXPECTED_ERROR
  );
}

export function isToastSilenced(text: string, url: string): boolean {
  return silencedTexts.some((silenced) => text.includes(silenced)) || threadMessageUrl.test(url);
}

/**
 * A 401 or 403 on a call that carried the stored token means the session is over. The same
 * answer to an anonymous call (a wrong password at login) has no session to end.
 */
export function decideFailure(facts: FailureFacts): FailureDecision {
  const endSession = facts.sentToken && (facts.status === 401 || facts.status === 403);
  return { endSession, toast: !isToastSilenced(facts.text, facts.url) };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}
