import type { RateLimitRule } from '../../platform/rate-limit';

const minutes = (n: number): number => n * 60 * 1000;

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

export type LimitedAction = keyof typeof accountLimits;

export function limitKeys(action: LimitedAction, ip: string, account: string) {
  const rules = accountLimits[action];
  return [
    { key: `${action}:ip:${ip}`, rule: rules.ip },
    { key: `${action}:account:${account}`, rule: rules.account },
  ];
}
