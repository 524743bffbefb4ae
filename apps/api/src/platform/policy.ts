import { AppError } from '@nuzul/shared/errors';

export type Role = 'owner' | 'admin';

/**
 * Who is asking, as the auth guard found them: the user, their role, and the account whose
 * resources they act on (their own today; an agent will act on an owner's account).
 */
export interface Actor {
  userId: string;
  role: Role;
  accountId: string;
}

/** What an actor does to the resources of one account. */
export type AccountAction =
  'listings:manage' | 'definitions:manage' | 'billing:view' | 'cms:manage';
/** What only the platform operator does. */
export type PlatformAction =
  'plans:manage' | 'promo-codes:manage' | 'faq:manage' | 'accounts:manage';
export type Action = AccountAction | PlatformAction;

const platformActions: ReadonlySet<Action> = new Set<PlatformAction>([
  'plans:manage',
  'promo-codes:manage',
  'faq:manage',
  'accounts:manage',
]);

/** A resource that belongs to an account. */
export interface Owned {
  accountId: string;
}

/**
 * The one place that answers who may do what. An owner (and an admin, who is an owner
 * too) manages their own account's resources; only an admin does platform actions. An
 * admin gets no access to other accounts' data, but for the list of accounts and their
 * status (`accounts:manage`, A-19).
 */
export function can(actor: Actor, action: AccountAction, resource: Owned): boolean;
export function can(actor: Actor, action: PlatformAction): boolean;
export function can(actor: Actor, action: Action, resource?: Owned): boolean {
  if (platformActions.has(action)) return actor.role === 'admin';
  return resource !== undefined && resource.accountId === actor.accountId;
}

/**
 * Throws when the actor may not: as NOT_FOUND, so that another account's resource, or a
 * platform screen, is indistinguishable from one that does not exist.
 */
export function assertCan(actor: Actor, action: AccountAction, resource: Owned | undefined): void;
export function assertCan(actor: Actor, action: PlatformAction): void;
export function assertCan(actor: Actor, action: Action, resource?: Owned): void {
  const allowed = platformActions.has(action)
    ? can(actor, action as PlatformAction)
    : resource !== undefined && can(actor, action as AccountAction, resource);
  if (!allowed) throw new AppError('NOT_FOUND');
}

/** The account whose resources the actor manages with this action; repositories scope by it. */
export function scopeOf(actor: Actor, action: AccountAction): string {
  void action; // one account per actor today; agents will hold several, chosen by action.
  return actor.accountId;
}
