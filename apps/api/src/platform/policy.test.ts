import { describe, expect, it } from 'vitest';
import { assertCan, can, scopeOf, type Actor } from './policy';

const owner: Actor = { userId: 'u1', role: 'owner', accountId: 'u1' };
const admin: Actor = { userId: 'u2', role: 'admin', accountId: 'u2' };

describe('can', () => {
  it('lets an owner manage the resources of their own account only', () => {
    expect(can(owner, 'listings:manage', { accountId: 'u1' })).toBe(true);
    expect(can(owner, 'listings:manage', { accountId: 'u2' })).toBe(false);
    expect(can(owner, 'definitions:manage', { accountId: 'u1' })).toBe(true);
  });

  it('gives an admin no access to another account', () => {
    expect(can(admin, 'listings:manage', { accountId: 'u1' })).toBe(false);
    expect(can(admin, 'listings:manage', { accountId: 'u2' })).toBe(true);
  });

  it('keeps plans, promo codes and FAQ to admins', () => {
    for (const action of ['plans:manage', 'promo-codes:manage', 'faq:manage'] as const) {
      expect(can(admin, action)).toBe(true);
      expect(can(owner, action)).toBe(false);
    }
  });
});

describe('assertCan', () => {
  it('refuses as NOT_FOUND, so that existence is not revealed', () => {
    expect(() => assertCan(owner, 'listings:manage', { accountId: 'u2' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', statusCode: 404 }),
    );
    expect(() => assertCan(owner, 'listings:manage', undefined)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => assertCan(owner, 'faq:manage')).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => assertCan(admin, 'faq:manage')).not.toThrow();
  });
});

describe('scopeOf', () => {
  it("scopes an owner's queries to their own account", () => {
    expect(scopeOf(owner, 'listings:manage')).toBe('u1');
  });
});
