import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { post, strongPassword, uniqueEmail } from '../../test/accounts-fixtures';
import { hashPassword } from '../../platform/passwords';
import type * as Passwords from '../../platform/passwords';

// The password hash is the slow step of a sign-up (argon2id, tens of milliseconds): counted
// here so that the known-address answer can be shown to do the same work as a new one.
vi.mock('../../platform/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

describe('sign-up timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (email: string) =>
    post(t.app, '/auth/signup', {
      firstName: 'Sara',
      lastName: 'Alharbi',
      email,
      password: strongPassword,
      captchaValue: '',
    });

  it('hashes the password for a known e-mail too, so timing adds nothing to "Email already exists."', async () => {
    const email = uniqueEmail();
    vi.mocked(hashPassword).mockClear();
    expect((await signup(email)).statusCode).toBe(201);
    expect(hashPassword).toHaveBeenCalledTimes(1);

    const again = await signup(email);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email already exists.');
    expect(hashPassword).toHaveBeenCalledTimes(2);
  });
});
