import type { User } from '@nuzul/shared/accounts';
import type { UserRow } from './accounts.repository';

/**
 * Two-factor counts only with an authenticator that its owner confirmed with a code; the
 * flag alone (left by the old flow) must never make a sign-in offer to set one up.
 */
export function hasTwoFactor(row: UserRow): boolean {
  return row.mfaEnabled && row.mfaSecret !== null;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    emailVerified: row.emailVerifiedAt !== null,
    mfaEnabled: hasTwoFactor(row),
    mfaEnrolled: hasTwoFactor(row),
    createdAt: row.createdAt.toISOString(),
  };
}
