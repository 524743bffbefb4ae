import axe from 'axe-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Violations of these impacts fail a test (issue 8: WCAG 2.1 AA, no critical or serious). */
const failingImpacts: ReadonlySet<ImpactValue> = new Set(['critical', 'serious']);

type WindowWithAxe = Window & { axe?: typeof axe };

/**
 * Waits until no finite animation runs (antd fades and slides its panels in: half-faded
 * text would be measured with half its contrast); the loading logo's endless pulse is not
 * waited for.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().iterations !== Infinity,
              ).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0);
}

/**
 * axe-core's report of the screen as it is now. The content security policy forbids adding
 * a script to the page; page.evaluate runs through the DevTools protocol, which it does not
 * govern.
 */
export async function scanAccessibility(page: Page): Promise<AxeResults> {
  await settled(page);
  const injected = await page.evaluate(() => (window as WindowWithAxe).axe !== undefined);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(() => {
    const engine = (window as WindowWithAxe).axe;
    if (engine === undefined) throw new Error('axe-core did not load in the page');
    return engine.run(document, { resultTypes: ['violations'] });
  });
}

/** One line per rule: id, impact, what it asks, where (a few selectors) and why. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.map(({ id, impact, help, nodes }) => {
    const where = nodes
      .slice(0, 4)
      .map((node) => node.target.join(' '))
      .join(' | ');
    const more = nodes.length > 4 ? ` (+${nodes.length - 4})` : '';
    const why = nodes[0]?.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
    return `${id} (${impact ?? 'unknown'}): ${help} at ${where}${more}: ${why}`;
  });
}

/**
 * Scans the screen with axe-core in the language it is in and fails on any critical or
 * serious violation. Every test calls it at each screen it visits.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await scanAccessibility(page);
  const failing = violations.filter(({ impact }) => impact && failingImpacts.has(impact));
  const screen = await page.evaluate(
    () => `${location.pathname}${location.search} (${document.documentElement.lang})`,
  );
  expect(describeViolations(failing), `axe-core on ${screen}`).toEqual([]);
}
