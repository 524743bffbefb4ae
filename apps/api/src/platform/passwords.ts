import argon2 from 'argon2';

/** argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. */
export const argon2Options = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Verifying against a throwaway hash when no user matches keeps the answer time the same.
const decoy = argon2.hash('nuzul-decoy-password', argon2Options);

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, argon2Options);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  try {
    if (hash === null) {
      await argon2.verify(await decoy, password);
      return false;
    }
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
