/** Business constants of sign-in (spec §9 and the accounts issue), in one place. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
export const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const MFA_MAX_ATTEMPTS = 5;
export const MFA_QR_SIZE = 200;
/** Recovery codes made at a time; each stands in for one authenticator code. */
export const MFA_RECOVERY_CODE_COUNT = 10;
/** Base32 characters of a recovery code (50 random bits), shown as xxxxx-xxxxx. */
export const MFA_RECOVERY_CODE_LENGTH = 10;
export const INACTIVITY_TIMEOUT_MS = 480_000;
export const DEFAULT_REDIRECT_PATH = '/dashboard';
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];

/** Letters (any script), digits and a character that is neither. */
export function passwordHasMix(password: string): boolean {
  return /\p{L}/u.test(password) && /\p{Nd}/u.test(password) && /[^\p{L}\p{Nd}\s]/u.test(password);
}
