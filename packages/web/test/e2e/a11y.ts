/** axe-core in a page (evaluated over the DevTools protocol, so the page's strict CSP still holds). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * The rules whose verdict depends on colours: all a theme changes (the themes set colour custom
 * properties only, on the same DOM), so a page checked in full in one theme needs only these in
 * the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every axe violation (any impact) on the page as it is now; `rules` limits the run to those rules. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], ...(only && { runOnly: { type: 'rule', values: only } }) });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  }, rules ? [...rules] : undefined);
}

/** Switches the page's theme the way the toggle does (no reload). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
}

export function describeViolations(where: string, violations: readonly AxeViolation[]): string[] {
  return violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.join(' ')}`);
}
