import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import { resolveContentDir } from '../../../tooling/build/content-plugin/content-dir';
import { loadContent } from '../../../tooling/build/content-plugin/load-content';
import type { ContentManifest } from '../../../src/shared/content/schema/manifest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the portal promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
export const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
export const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The three platforms the portal detects, as browser options: an iPhone also gets a phone-sized screen. */
export const PLATFORMS = {
  Windows: { userAgent: WINDOWS_UA },
  Mac: { userAgent: MAC_UA },
  iPhone: { userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export type PlatformLabel = keyof typeof PLATFORMS;

let manifest: Promise<ContentManifest> | undefined;

/** The content manifest, built from content/ as the app builds it, so a new guide is swept without edits here. */
export function contentManifest(): Promise<ContentManifest> {
  manifest ??= loadContent(resolveContentDir()).then((loaded) => {
    if (!loaded.manifest) throw new Error(`content/ has problems: run npm run content:check`);
    return loaded.manifest;
  });
  return manifest;
}

/** Every content route: the Setup Guide and each guide's own address. */
export async function contentPaths(): Promise<string[]> {
  const m = await contentManifest();
  return [m.setupGuide.route, ...m.guides.map((g) => g.route)];
}

/**
 * Moves to `path` inside the running app (no reload, so the signed-in session and its tokens stay in memory),
 * as a link would, and waits until the screen has its heading and nothing is still loading.
 */
export async function goInApp(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, heading);
}

/** Waits until the screen shows `heading` as its h1 and no guide or tool is still loading. */
export async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('main .loading')).toHaveCount(0);
}

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
    ({ include, tags }) => (window as unknown as { axe: typeof axe }).axe.run(include ?? document, { runOnly: { type: 'tag', values: tags } }),
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
    const key = await page.evaluate((include) => `${include ?? ''}\n${document.title}\n${document.querySelector('main')?.outerHTML ?? document.body.outerHTML}`, options.include);
    if (!options.always && this.seen.has(key)) return;
    this.seen.add(key);
    this.checked++;
    this.findings.push(...(await axeFindings(page, where, options)));
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
