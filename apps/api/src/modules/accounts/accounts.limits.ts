import type { RateLimitRule } from '../../platform/rate-limit';

const minutes = (n: number): number => n * 60 * 1000;
const days = (n: number): number => n * 24 * 60 * minutes(1);

/** Guessing limits per client address and per account, by action. */
export const accountLimits = {
  login: { ip: { max: 30, windowMs: minutes(15) }, account: { max: 10, windowMs: minutes(15) } },
  signup: { ip: { max: 10, windowMs: minutes(60) }, account: { max: 5, windowMs: minutes(60) } },
  verifyCode: {
    ip: { max: 30, windowMs: minutes(15) },
    account: { max: 15, windowMs: minutes(15) },
  },
  sendCode: { ip: { max: 10, windowMs: minutes(60) }, account: { max: 5, windowMs: minutes(60) } },
} as const satisfies Record<string, { ip: RateLimitRule; account: RateLimitRule }>;

/**
 * Password guesses are limited so that guessing cannot become a way to lock the real user
 * out. The tight bound (`login.account`) counts an account's attempts from one address, so
 * guesses from elsewhere do not touch the owner's own address. Spread over many addresses,
 * guessing meets this much higher bound per account; an address that has signed in to the
 * account before (within `knownAddress`) is exempt from it, so the owner still gets in.
 */
export const loginAccountLimit = {
  allAddresses: { max: 100, windowMs: minutes(15) },
  knownAddressMs: days(30),
} as const;

export type LimitedAction = keyof typeof accountLimits;

export function limitKeys(action: LimitedAction, ip: string, account: string) {
  const rules = accountLimits[action];
  return [
    { key: `${action}:ip:${ip}`, rule: rules.ip },
    { key: `${action}:account:${account}`, rule: rules.account },
  ];
}

/** The key that remembers an address that signed in to the account. */
export const knownAddressKey = (email: string, ip: string): string => `login:known:${email}:${ip}`;

/** Limits of one sign-in attempt, see loginAccountLimit. */
export function loginLimitKeys(ip: string, email: string, knownAddress: boolean) {
  const rules = accountLimits.login;
  return [
    { key: `login:ip:${ip}`, rule: rules.ip },
    { key: `login:account-address:${email}:${ip}`, rule: rules.account },
    ...(knownAddress
      ? []
      : [{ key: `login:account:${email}`, rule: loginAccountLimit.allAddresses }]),
  ];
}
