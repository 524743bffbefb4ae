/**
 * Tells who listens (the real-time connection) that sessions of an account were revoked, once
 * the revocation is committed: logout, a password change or reset, two-factor enabled. The
 * listener closes the sockets those sessions opened. The accounts module's one way out for
 * it: no other module learns of sessions.
 */
export function sessionRevocations() {
  const listeners = new Set<(userId: string) => void>();
  return {
    revoked(userId: string): void {
      for (const listener of listeners) listener(userId);
    },
    onRevoked(listener: (userId: string) => void): void {
      listeners.add(listener);
    },
  };
}
export type SessionRevocations = ReturnType<typeof sessionRevocations>;
