/**
 * What the auth screens hand each other in route state. Route state outlives a reload and can
 * be anything an old history entry left, so every screen reads it through these guards.
 */

/** Success messages that /login shows on arrival (keys under `accounts:login.notices`). */
export type LoginNotice = 'emailVerified' | 'passwordReset';

export interface LoginState {
  email?: string;
  notice?: LoginNotice;
}

export interface VerifyEmailState {
  email: string;
  /** Set when a code was just sent: the resend countdown starts from it. */
  resendAfterSeconds?: number;
}

export interface SetPasswordState {
  email: string;
  /** The reset token that the e-mailed code was exchanged for. */
  token: string;
}

const notices: readonly LoginNotice[] = ['emailVerified', 'passwordReset'];

function field(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[key]
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readLoginState(state: unknown): LoginState {
  const notice = notices.find((known) => known === field(state, 'notice'));
  return { email: text(field(state, 'email')), notice };
}

export function readVerifyEmailState(state: unknown): Partial<VerifyEmailState> {
  const seconds = field(state, 'resendAfterSeconds');
  return {
    email: text(field(state, 'email')),
    resendAfterSeconds: typeof seconds === 'number' && seconds > 0 ? seconds : undefined,
  };
}

export function readSetPasswordState(state: unknown): SetPasswordState | null {
  const email = text(field(state, 'email'));
  const token = text(field(state, 'token'));
  return email !== undefined && token !== undefined ? { email, token } : null;
}
