import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** antd Select dropdowns open or still closing (a closed one stays in the page, hidden). */
export function openDropdowns(page: Page) {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
}

/** Waits until every dropdown has closed, so the next one found is the next Select's. */
export async function dropdownsClosed(page: Page): Promise<void> {
  await expect.poll(() => openDropdowns(page).count(), { timeout: 10_000 }).toBe(0);
}

/** Opens an antd Select, searches for the label and clicks its option. */
export async function pick(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(label);
  await openDropdowns(page).locator(`.ant-select-item-option[title="${label}"]`).click();
}

/** Picks an option of a single Select, which closes after the choice. */
export async function choose(page: Page, testId: string, label: string): Promise<void> {
  await pick(page, testId, label);
  await dropdownsClosed(page);
}

/** Picks options of a multiple Select, which stays open after a choice: Escape closes it. */
export async function chooseMany(
  page: Page,
  testId: string,
  labels: readonly string[],
): Promise<void> {
  for (const label of labels) await pick(page, testId, label);
  await page.keyboard.press('Escape');
  await dropdownsClosed(page);
}
