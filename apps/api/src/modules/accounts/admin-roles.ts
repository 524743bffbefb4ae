import type { AccountsRepository } from './accounts.repository';

export class AdminRoleError extends Error {
  override name = 'AdminRoleError';
}

/**
 * Granting and revoking the platform admin role, for `npm run admin`. ADMIN_EMAILS makes
 * admins by configuration as well; this role is what survives a change of configuration.
 */
export function adminRoles(repo: AccountsRepository) {
  async function userOf(email: string) {
    const user = await repo.findUserByEmail(email.trim().toLowerCase());
    if (!user) throw new AdminRoleError(`No account has the e-mail ${email}.`);
    return user;
  }
  return {
    async grant(email: string): Promise<void> {
      const user = await userOf(email);
      await repo.updateUser(user.id, { role: 'admin' });
    },
    async revoke(email: string): Promise<void> {
      const user = await userOf(email);
      await repo.updateUser(user.id, { role: 'owner' });
    },
    list: () => repo.adminEmails(),
  };
}
