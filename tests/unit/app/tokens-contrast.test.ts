import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isHexColour,
  readSchemes,
  relativeLuminance,
  resolveTokens,
} from '../../../packages/engine/tooling/content/check/design-tokens';
import {
  CONTRAST_PAIRS as PAIRS,
  contrastFailures as failuresOf,
  describeFailure,
} from '../../../packages/engine/tooling/content/check/contrast-pairs';

const SRC = new URL('../../../packages/engine/src/', import.meta.url).pathname;
const TOKENS_CSS = readFileSync(join(SRC, 'app/tokens.css'), 'utf8');

/** Colour tokens no pair checks, and why. */
const UNPAIRED: Record<string, string> = {
  '--border': 'dividers and the edges of cards, decoration that no control depends on (controls use --control-border)',
  '--logo-backdrop': 'behind the logo and the silhouette in the dark scheme: the pictures carry their own contrast',
};

const declared = readSchemes(TOKENS_CSS);
/** What each scheme resolves to: dark over light, print over either (a dark system prints with both). */
const SCHEMES = {
  light: resolveTokens(declared.light),
  dark: resolveTokens(declared.light, declared.dark),
  print: resolveTokens(declared.light, declared.print),
  'print from a dark system': resolveTokens(declared.light, declared.dark, declared.print),
};

/** Every pair below its minimum in these tokens, as "--fg on --bg: 3.10:1, needs 4.5:1". */
const contrastFailures = (tokens: Record<string, string>) => failuresOf(tokens).map(describeFailure);

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#0b5cad', '#ffffff', 6.67],
    ['#fff', '#ffffff', 1],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('measures luminance as WCAG does, from black (0) to white (1)', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('refuses a colour it cannot read rather than guessing', () => {
    expect(() => contrastRatio('rgb(0 0 0)', '#fff')).toThrow('rgb(0 0 0) is not a #rgb or #rrggbb colour');
  });
});

describe('the design tokens (src/app/tokens.css)', () => {
  it.each(Object.entries(SCHEMES))('meet WCAG 2.2 AA contrast in every declared pair, %s', (_scheme, tokens) => {
    expect(contrastFailures(tokens)).toEqual([]);
  });

  it('leave no colour token out of the pairs, unless it is listed as decoration', () => {
    const paired = new Set(PAIRS.flatMap(([fg, bg]) => [fg, bg]));
    const colourTokens = new Set(
      Object.values(SCHEMES).flatMap((tokens) => Object.keys(tokens).filter((name) => isHexColour(tokens[name]!))),
    );
    expect([...colourTokens].filter((name) => !paired.has(name) && !(name in UNPAIRED))).toEqual([]);
  });

  it('write every colour as #rgb or #rrggbb, or as another token', () => {
    const colourish = /#|rgb|hsl|color|oklch/i;
    const unreadable = Object.entries(SCHEMES).flatMap(([scheme, tokens]) =>
      Object.entries(tokens)
        .filter(([name, value]) => colourish.test(value) && !isHexColour(value) && !['--shadow', '--backdrop'].includes(name))
        .map(([name, value]) => `${scheme} ${name}: ${value}`),
    );
    expect(unreadable).toEqual([]);
  });

  it('would catch a token that breaks contrast (a planted light grey and a dark-scheme link)', () => {
    const planted = TOKENS_CSS.replace('--fg-muted: #4a5560;', '--fg-muted: #8a949e;').replace('--accent: #8ab8f0;', '--accent: #3b6ea8;');
    const schemes = readSchemes(planted);
    expect(contrastFailures(resolveTokens(schemes.light))).toContain('--fg-muted (#8a949e) on --bg (#f4f6f8): 2.85:1, needs 4.5:1');
    expect(contrastFailures(resolveTokens(schemes.light, schemes.dark))).toContain(
      '--accent (#3b6ea8) on --bg (#14181d): 3.38:1, needs 4.5:1',
    );
  });

  it('fail loudly on a tokens file they cannot read', () => {
    expect(() => readSchemes('.x { color: red; }')).toThrow('tokens.css has no top-level :root block');
    expect(() => resolveTokens({ '--a': 'var(--b)' })).toThrow('--a refers to --b, which tokens.css does not declare');
  });
});

/** Every stylesheet under src/, by its path from src/. */
function stylesheets(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [relative(SRC, path)] : [];
  });
}

/** Stylesheets that may still write colours, and why. */
const OWN_COLOURS: Record<string, string> = {
  'app/tokens.css': 'where the colours are declared',
};

describe('the stylesheets', () => {
  it('take every colour from the tokens, never a colour of their own', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
    const found = stylesheets()
      .filter((file) => !(file in OWN_COLOURS))
      .flatMap((file) =>
        readFileSync(join(SRC, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
          .split('\n')
          .flatMap((line, i) => (literal.test(line) ? [`src/${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
