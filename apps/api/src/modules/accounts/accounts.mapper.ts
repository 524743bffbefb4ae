import type { User } from '@nuzul/shared/accounts';
import type { UserRow } from './accounts.repository';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    emailVerified: row.emailVerifiedAt !== null,
    mfaEnabled: row.mfaEnabled,
    mfaEnrolled: row.mfaSecret !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
