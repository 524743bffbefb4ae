/** Layout breakpoints of the specification (§9), in px; every responsive rule uses these. */
export const breakpoints = {
  sm: 591,
  md: 768,
  lg: 991,
  xl: 1300,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
