import { expect, test, type Locator, type Page } from '@playwright/test';
import { focusIndicator, tabTo } from '../../packages/engine/sweep/support/a11y';
import {
  contentManifest,
  forEachStep,
  goInApp,
  nextStepButton,
  osSwitch,
  previousStepButton,
  resetTool,
  settled,
  openSignedIn,
  signIn,
  stepCounter,
  homeLink,
} from './support/portal';

/** Relative luminance (WCAG) of a colour's red, green and blue (0 to 255). */
function luminanceOf([r, g, b]: readonly number[]): number {
  const [lr, lg, lb] = [r!, g!, b!].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

/** Relative luminance (WCAG) of a computed `rgb(...)` colour. */
const luminance = (rgb: string) => luminanceOf((rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number));

/** WCAG contrast ratio of two luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

async function pageColours(page: Page): Promise<{ background: number; text: number }> {
  const { background, text } = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    const root = getComputedStyle(document.documentElement);
    return { background: style.backgroundColor === 'rgba(0, 0, 0, 0)' ? root.backgroundColor : style.backgroundColor, text: style.color };
  });
  return { background: luminance(background), text: luminance(text) };
}

/**
 * Each platform switch logo's contrast with the header behind it: the median luminance of its opaque pixels,
 * drawn as the browser draws the logo (an inline SVG, with its filter, if any), against the header's background.
 */
async function logoContrasts(logos: Locator): Promise<{ name: string; atLeast3: boolean; ratio?: number }[]> {
  const drawn = await logos.evaluateAll(async (elements) =>
    Promise.all(
      (elements as SVGSVGElement[]).map(async (logo) => {
        // The drawing as an image of its own, to read its pixels (the page's CSP allows data: images).
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(logo))}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 48;
        const context = canvas.getContext('2d')!;
        context.filter = getComputedStyle(logo).filter;
        context.drawImage(image, 0, 0, 48, 48);
        const pixels = context.getImageData(0, 0, 48, 48).data;
        const opaque: number[][] = [];
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3]! >= 250) opaque.push([pixels[i]!, pixels[i + 1]!, pixels[i + 2]!]);
        return { name: logo.getAttribute('aria-label') ?? '', behind: getComputedStyle(logo.closest('header')!).backgroundColor, opaque };
      }),
    ),
  );
  return drawn.map(({ name, behind, opaque }) => {
    const shades = opaque.map(luminanceOf).sort((x, y) => x - y);
    const ratio = contrast(shades[Math.floor(shades.length / 2)]!, luminance(behind));
    // The ratio itself only when it falls short, so a failure says by how much.
    return ratio >= 3 ? { name, atLeast3: true } : { name, atLeast3: false, ratio };
  });
}

test.describe('colour scheme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(scheme, () => {
      test.use({ colorScheme: scheme });
      test(`the portal follows a ${scheme} system setting`, async ({ page }) => {
        await openSignedIn(page, 'Ava Nguyen');
        const { background, text } = await pageColours(page);
        if (scheme === 'dark') {
          expect(background).toBeLessThan(0.05);
          expect(text).toBeGreaterThan(0.6);
        } else {
          expect(background).toBeGreaterThan(0.8);
          expect(text).toBeLessThan(0.05);
        }
        // At least the 4.5:1 of WCAG AA between the page's text and background.
        expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
        // The platform switch's logos say which side is which: each at least 3:1 against the header (WCAG
        // 1.4.11), as drawn (the median of its opaque pixels), whichever side is chosen.
        const logos = page.getByRole('banner').getByRole('img', { name: /^(Windows|Apple) Logo$/ });
        await expect(logos).toHaveCount(2);
        expect(await logoContrasts(logos)).toEqual([
          { name: 'Windows Logo', atLeast3: true },
          { name: 'Apple Logo', atLeast3: true },
        ]);
      });
    });
  }
});

test.describe('reduced motion', () => {
  /** Holds the pass request open, so the spinner stays on screen. */
  async function showSpinner(page: Page) {
    await page.route('**/createTempAccessPass**', () => undefined);
    await signIn(page, 'Ava Nguyen', '/hello?step=2');
    await page.getByRole('button', { name: 'Create Pass' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Creating your pass' });
    await expect(status).toBeVisible();
    // The spinner is decorative (aria-hidden, no role or name): what is checked is its own animation style,
    // so it is found by its class, inside the status found by role.
    return status.locator('.spinner');
  }

  test('the spinner spins normally', async ({ page }) => {
    const spinner = await showSpinner(page);
    expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('spin');
  });

  test.describe('when the system asks for less motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the spinner does not spin and the switch does not slide', async ({ page }) => {
      const spinner = await showSpinner(page);
      expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      const toggle = osSwitch(page);
      const durations = await toggle.evaluate((el) => [
        getComputedStyle(el).transitionDuration,
        getComputedStyle(el, '::after').transitionDuration,
      ]);
      for (const d of durations) expect(parseFloat(d)).toBeLessThan(0.001);
    });
  });
});

test('focus is visible on links, tiles, buttons, the switch and form fields', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  const targets = [
    page.getByRole('link', { name: 'Skip to main content' }),
    homeLink(page),
    osSwitch(page),
    page.getByRole('link', { name: 'Office', exact: true }),
    page.getByRole('link', { name: 'Screen Recording', exact: true }),
  ];
  for (const target of targets) {
    await tabTo(page, target);
    const focus = await focusIndicator(target);
    expect(focus.outline !== 'none' || focus.boxShadow !== 'none', `${target} shows its focus`).toBe(true);
  }

  await goInApp(page, '/office', 'Microsoft Office');
  for (const target of [nextStepButton(page), previousStepButton(page)]) {
    if (await target.isHidden()) await nextStepButton(page).click();
    await tabTo(page, target);
    expect((await focusIndicator(target)).outline).not.toBe('none');
  }

  await goInApp(page, '/resetstudpass', 'Reset Student Password');
  const tool = resetTool(page);
  await tabTo(page, tool.search);
  expect((await focusIndicator(tool.search)).outline).not.toBe('none');
  await page.keyboard.type('mei');
  const result = tool.results.first();
  await expect(result).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(result).toBeFocused();
  expect((await focusIndicator(result)).outline).not.toBe('none');
});

test.describe('at 320 pixels wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no screen scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    const manifest = await contentManifest();
    await openSignedIn(page, 'Olivia Chen');
    const wide: string[] = [];
    const measure = async (where: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${where}: ${width}px`);
    };
    await settled(page, /^Welcome, /);
    await measure('/');
    for (const guide of manifest.guides) {
      await goInApp(page, guide.route, guide.title);
      // A guide without steps (a single page, or only a message for this user) is one screen.
      if ((await stepCounter(page, 1).count()) === 0) await measure(guide.route);
      else await forEachStep(page, (step) => measure(`${guide.route} step ${step}`));
    }
    await goInApp(page, manifest.setupGuide.route, manifest.setupGuide.heading);
    await measure(manifest.setupGuide.route);
    await goInApp(page, '/no-such-page', 'Page not found');
    await measure('/no-such-page');
    expect(wide).toEqual([]);
  });
});
