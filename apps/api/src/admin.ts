/**
 * `npm run admin -- grant <email>` | `revoke <email>` | `list`: the platform admin role
 * (plans, promo codes, FAQ). On the embedded database the server must be stopped first,
 * since one process at a time may open the data directory.
 */
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { accountsRepository } from './modules/accounts/accounts.repository';
import { AdminRoleError, adminRoles } from './modules/accounts/admin-roles';
import { DataDirLockedError } from './platform/data-dir-lock';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email> | list';

async function main(args: string[]): Promise<string> {
  const [command, email] = args;
  const valid =
    ((command === 'grant' || command === 'revoke') && email && args.length === 2) ||
    (command === 'list' && args.length === 1);
  if (!valid) throw new AdminRoleError(USAGE);

  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openConfiguredDatabase(config, new URL('./main.ts', import.meta.url).href);
  try {
    const roles = adminRoles(accountsRepository(database.db));
    if (command === 'list') {
      const admins = await roles.list();
      return admins.length ? admins.join('\n') : 'No account has the admin role.';
    }
    if (command === 'grant') {
      await roles.grant(email!);
      return `${email} is now an admin.`;
    }
    await roles.revoke(email!);
    return `${email} is no longer an admin${config.adminEmails.has(email!.toLowerCase()) ? ' by role, but ADMIN_EMAILS still names it' : ''}.`;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    const known =
      error instanceof AdminRoleError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError;
    process.stderr.write(
      `nuzul admin: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
    );
    process.exit(1);
  },
);
