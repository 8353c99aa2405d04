/**
 * Accessibility checks for the e2e specs: axe-core's WCAG 2.2 AA rules run in the page, and the keyboard
 * helpers (Tab to a control, read how it shows its focus). Signing in, platforms, the OS switch, step walks
 * and content routes are in portal.ts.
 */
import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the portal promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per violation and element, so a failure names what to fix and where. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Runs axe with the WCAG 2.2 AA rules on the page as it is now; returns what it found (empty when clean).
 * axe-core is injected once per document and run in place. `AxeBuilder.analyze()` re-injects and
 * re-configures axe in every frame on every call (about 250 ms a check here against 45 ms), which is too slow
 * for a sweep of a few hundred screens; the rules and results are the same axe-core ones.
 */
export async function axeFindings(page: Page, where: string, options: { include?: string } = {}): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ?? document, { runOnly: { type: 'tag', values: tags } }),
    { include: options.include, tags: WCAG_TAGS },
  );
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      target: n.target.join(' '),
      summary: (n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 300),
    })),
  );
}

/**
 * One sweep's checks. A screen whose document title and main content are exactly the same as one already
 * checked in this sweep (same browser, size and colour scheme) is not checked again: the result would be the
 * same. The header is checked on each user's first screen and on every screen whose content is new.
 */
export class Sweep {
  readonly findings: Finding[] = [];
  private readonly seen = new Set<string>();
  checked = 0;

  async check(page: Page, where: string, options: { include?: string; always?: boolean } = {}): Promise<void> {
    const key = await page.evaluate(
      (include) => `${include ?? ''}\n${document.title}\n${document.querySelector('main')?.outerHTML ?? document.body.outerHTML}`,
      options.include,
    );
    if (!options.always && this.seen.has(key)) return;
    this.seen.add(key);
    this.checked++;
    const t0 = Date.now();
    this.findings.push(...(await axeFindings(page, where, options)));
    if (process.env.SWEEP_TIMES) console.log(`axe ${Date.now() - t0} ms ${where}`);
  }
}

/** Fails listing every finding, one per line; passes when there are none. */
export function expectNoFindings(findings: readonly Finding[]): void {
  const lines = findings.map((f) => `${f.where}: [${f.rule}, ${f.impact}] ${f.target}: ${f.summary}`);
  expect(lines, `axe found ${lines.length} WCAG 2.2 AA violation(s)`).toEqual([]);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}): Promise<void> {
  const max = options.max ?? 40;
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${max} presses of ${options.backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** How the focused element shows its focus: its outline and box shadow. */
export async function focusIndicator(target: Locator): Promise<{ outline: string; boxShadow: string }> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { outline: visible ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none', boxShadow: style.boxShadow };
  });
}
