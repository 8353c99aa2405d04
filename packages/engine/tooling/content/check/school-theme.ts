/**
 * A school's colours as design tokens: the two it gives for light mode (and, if it likes, for dark mode)
 * and the shades the stylesheets also need (a button's hover, a soft background, the focus ring), worked
 * out from them. The build writes them as a stylesheet over src/app/tokens.css (themeCss); the content
 * check holds them to the same contrast pairs as the portal's own tokens (check-colours.ts). Paper keeps
 * the print scheme's black on white.
 */
import type { Colours } from '../../../src/shared/content/schema/school.ts';
import { contrastRatio } from './design-tokens.ts';
import { CONTRAST_PAIRS } from './contrast-pairs.ts';

/** The tokens a school's colours set, in each scheme. */
export interface SchoolTokens {
  light: Record<string, string>;
  dark: Record<string, string>;
  /** The dark-mode colours the school left to the portal to choose (so a message can say where they came from). */
  derivedDark: { brand: boolean; accent: boolean };
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const hex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `colour` moved toward `to` by `amount` (0 none, 1 all the way), in sRGB. */
export function mix(colour: string, to: string, amount: number): string {
  const [a, b] = [rgb(colour), rgb(to)];
  return hex(a.map((v, i) => v + (b[i]! - v) * amount) as Rgb);
}

/** The tokens a light-mode brand and accent set. */
function lightTokens(brand: string, accent: string): Record<string, string> {
  return {
    '--brand': brand,
    '--accent': accent,
    '--accent-hover': mix(accent, '#000000', 0.2),
    '--accent-soft': mix(accent, '#ffffff', 0.9),
    '--focus': accent,
  };
}

/** The tokens a dark-mode brand and accent set (`page` is the dark page they sit on). */
function darkTokens(brand: string, accent: string, page: string): Record<string, string> {
  return {
    '--brand': brand,
    '--accent': accent,
    '--accent-hover': mix(accent, '#ffffff', 0.2),
    '--accent-soft': mix(accent, page, 0.8),
    '--focus': accent,
  };
}

/** Whether every contrast pair that `token` (or a token made from it) is part of holds in these tokens. */
function readsWell(tokens: Record<string, string>, field: 'brand' | 'accent'): boolean {
  const ours = (name: string) => (field === 'brand' ? name === '--brand' : name.startsWith('--accent') || name === '--focus');
  return CONTRAST_PAIRS.every(([fg, bg, minimum]) => (!ours(fg) && !ours(bg)) || contrastRatio(tokens[fg]!, tokens[bg]!) >= minimum);
}

/**
 * The tokens `colours` set. `engine` is what tokens.css declares for each scheme. A dark-mode colour the
 * school leaves out is the first lighter shade of its light one (in steps of 2%) with which every pair
 * it is part of reads.
 */
export function schoolTokens(colours: Colours, engine: { light: Record<string, string>; dark: Record<string, string> }): SchoolTokens {
  const page = engine.dark['--bg']!;
  const shade = (field: 'brand' | 'accent', other: string): string => {
    for (let step = 0; step <= 50; step++) {
      const candidate = mix(colours[field], '#ffffff', step / 50);
      const [brand, accent] = field === 'brand' ? [candidate, other] : [other, candidate];
      if (readsWell({ ...engine.dark, ...darkTokens(brand, accent, page) }, field)) return candidate;
    }
    return '#ffffff';
  };
  // Each is worked out against the other as given (or as the light one, which only the pairs of its own decide).
  const brandDark = colours.dark?.brand ?? shade('brand', colours.dark?.accent ?? colours.accent);
  const accentDark = colours.dark?.accent ?? shade('accent', brandDark);
  return {
    light: lightTokens(colours.brand, colours.accent),
    dark: darkTokens(brandDark, accentDark, page),
    derivedDark: { brand: colours.dark?.brand === undefined, accent: colours.dark?.accent === undefined },
  };
}

const block = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `    ${name}: ${value};`)
    .join('\n');

/** The stylesheet that lays the school's tokens over the portal's, on screens only (paper stays black on white). */
export function themeCss(tokens: SchoolTokens | null): string {
  if (!tokens) return '/* The school gives no colours of its own: the portal keeps its own (tokens.css). */\n';
  return [
    "/* The school's colours (school.yaml), over tokens.css. */",
    `@media screen {\n  :root {\n${block(tokens.light)}\n  }\n}`,
    `@media screen and (prefers-color-scheme: dark) {\n  :root {\n${block(tokens.dark)}\n  }\n}`,
    '',
  ].join('\n');
}
