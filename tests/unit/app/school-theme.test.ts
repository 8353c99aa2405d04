/**
 * A school's colours as design tokens (school-theme.ts): the shades the portal works out from the two a
 * school gives read as well as the portal's own, in light and dark mode, and paper keeps its black on white.
 */
import { describe, expect, it } from 'vitest';
import { engineTokens } from '../../../packages/engine/tooling/content/check/check-colours';
import { contrastFailures, describeFailure } from '../../../packages/engine/tooling/content/check/contrast-pairs';
import { schoolTokens, themeCss } from '../../../packages/engine/tooling/content/check/school-theme';

const engine = engineTokens();

describe("a school's colours", () => {
  it.each([
    ['a dark green and a green', '#1f4d2e', '#2a6b3f'],
    ['a maroon and a red', '#5c1a24', '#a3232f'],
    ['near black and a deep blue', '#0a0a0a', '#101a60'],
    ['a purple and a teal', '#3b1f5c', '#0f5e5a'],
  ])('make dark-mode shades of %s that read on every dark background', (_what, brand, accent) => {
    const tokens = schoolTokens({ brand, accent }, engine);
    expect(contrastFailures({ ...engine.dark, ...tokens.dark }).map(describeFailure)).toEqual([]);
    expect(tokens.derivedDark).toEqual({ brand: true, accent: true });
  });

  it("keep the school's own dark-mode colours when it gives them", () => {
    const tokens = schoolTokens({ brand: '#1f4d2e', accent: '#2a6b3f', dark: { brand: '#d6f0dc', accent: '#8fd19e' } }, engine);
    expect(tokens.dark).toMatchObject({ '--brand': '#d6f0dc', '--accent': '#8fd19e', '--focus': '#8fd19e' });
    expect(tokens.derivedDark).toEqual({ brand: false, accent: false });
  });

  it('are laid over the tokens on screens only, so a printed guide stays black on white', () => {
    const css = themeCss(schoolTokens({ brand: '#1f4d2e', accent: '#2a6b3f' }, engine));
    expect(css).toContain('@media screen {\n  :root {\n    --brand: #1f4d2e;');
    expect(css).toMatch(/@media screen and \(prefers-color-scheme: dark\) \{\n {2}:root \{\n {4}--brand: #[0-9a-f]{6};/);
    expect(css).not.toMatch(/^:root|@media print/m);
    expect(themeCss(null)).not.toContain('--');
  });
});
