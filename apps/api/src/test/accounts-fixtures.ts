import type { FastifyInstance, InjectOptions } from 'fastify';
import type { MailCatcher } from './mail-catcher';

let counter = 0;

/** A distinct client address per call, so that tests do not share guessing limits. */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now()}@example.sa`;
}

export const strongPassword = 'Nuzul-Stay#2026';

export async function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: freshIp(),
    ...extra,
  } as InjectOptions);
}

export async function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Signs up, reads the code from the mail and verifies: a ready account. */
export async function createVerifiedAccount(
  app: FastifyInstance,
  mail: MailCatcher,
  email = uniqueEmail(),
  password = strongPassword,
) {
  const signup = await post(app, '/auth/signup', {
    firstName: 'Sara',
    lastName: 'Alharbi',
    email,
    password,
    captchaValue: '',
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const code = await mail.latestCode(email);
  const verify = await post(app, '/auth/verify-account', { email, code });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return { email, password };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = strongPassword,
  remember = false,
) {
  const res = await post(app, '/auth/login', { email, password, captchaValue: '', remember });
  return res;
}

export async function loginToken(app: FastifyInstance, email: string, password = strongPassword) {
  const res = await login(app, email, password);
  const token = res.json().data?.accessToken as string | undefined;
  if (!token) throw new Error(`login failed: ${res.body}`);
  return token;
}
