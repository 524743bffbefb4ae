import { describe, expect, it, vi } from 'vitest';
import { completeLogin } from './complete-login';

function navigation() {
  return { navigate: vi.fn(), assign: vi.fn() };
}

describe('completeLogin', () => {
  it('stores token and user and loads /dashboard afresh', () => {
    const nav = navigation();
    const user = { id: 'u1', email: 'sara@example.sa', firstName: 'Sara' };
    completeLogin({ user, accessToken: 'tok', mfaRequired: false }, 'sara@example.sa', nav);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(nav.assign).toHaveBeenCalledWith('/dashboard');
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('keeps the e-mail and secret for the second factor and goes to /verify-mfa', () => {
    const nav = navigation();
    completeLogin(
      {
        user: { email: 'sara@example.sa' },
        mfaRequired: true,
        mfaSecret: 'SECRET',
        mfaChallenge: 'CHALLENGE',
      },
      'sara@example.sa',
      nav,
    );
    expect(sessionStorage.getItem('pendingMfaEmail')).toBe('sara@example.sa');
    expect(sessionStorage.getItem('pendingMfaSecret')).toBe('SECRET');
    expect(nav.navigate).toHaveBeenCalledWith('/verify-mfa', {
      state: { email: 'sara@example.sa', challenge: 'CHALLENGE' },
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('drops a stale secret when the answer brings none', () => {
    sessionStorage.setItem('pendingMfaSecret', 'OLD');
    completeLogin(
      { user: { email: 'sara@example.sa' }, mfaRequired: true },
      'sara@example.sa',
      navigation(),
    );
    expect(sessionStorage.getItem('pendingMfaSecret')).toBeNull();
  });
});
