import { createHmac, randomInt } from 'node:crypto';
import { MFA_RECOVERY_CODE_COUNT, MFA_RECOVERY_CODE_LENGTH } from '@nuzul/shared/accounts';

// RFC 4648 base32 in lower case: no 0/1/8/9, so nothing reads as O, l or B.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export interface RecoveryCode {
  /** As shown to the person: xxxxx-xxxxx. */
  shown: string;
  /** The keyed hash that is stored. */
  hash: string;
}

/**
 * Two-factor recovery codes: 50 random bits each, so a keyed SHA-256 is enough to store
 * them (a slow password hash buys nothing against guesses this unlikely, and the key keeps
 * a leaked table useless). The user's id is hashed in, so equal codes of two users differ.
 */
export function recoveryCodes(key: Buffer) {
  const digest = (userId: string, normalized: string): string =>
    createHmac('sha256', key).update(`${userId}:${normalized}`).digest('hex');

  return {
    /** A fresh set, all distinct. */
    make(userId: string): RecoveryCode[] {
      const made = new Set<string>();
      while (made.size < MFA_RECOVERY_CODE_COUNT) {
        let code = '';
        for (let i = 0; i < MFA_RECOVERY_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(32)];
        made.add(code);
      }
      const half = MFA_RECOVERY_CODE_LENGTH / 2;
      return [...made].map((code) => ({
        shown: `${code.slice(0, half)}-${code.slice(half)}`,
        hash: digest(userId, code),
      }));
    },

    /** The stored hash of a code as the request schema normalised it (no dash, lower case). */
    hashOf: digest,
  };
}
export type RecoveryCodes = ReturnType<typeof recoveryCodes>;
