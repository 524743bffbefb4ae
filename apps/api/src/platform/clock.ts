/** The time source; tests pass their own to step across expiries and TOTP windows. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
