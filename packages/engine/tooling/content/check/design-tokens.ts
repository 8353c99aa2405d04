/**
 * Reads src/app/tokens.css into each colour scheme's tokens, and measures the contrast of two colours as
 * WCAG 2.2 defines it. Pure: the contrast test of the tokens and the content check of a school's colours use it.
 */

/** The schemes tokens.css declares: light (`:root`), dark and print (each `:root` inside its `@media`). */
export type Scheme = 'light' | 'dark' | 'print';

/** A `:root { ... }` block's custom properties, by name (`--fg`), with their values as written. */
type Declarations = Record<string, string>;

function declarations(block: string): Declarations {
  const found: Declarations = {};
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) found[match[1]!] = match[2]!.trim().replace(/\s+/g, ' ');
  return found;
}

/**
 * Each scheme's own `:root` declarations: `light` is the top-level `:root`, the others the `:root` inside
 * `@media (prefers-color-scheme: dark)` and `@media print`. Throws naming what it cannot find, so a
 * reshaped file fails loudly rather than testing nothing.
 */
export function readSchemes(css: string): Record<Scheme, Declarations> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const inMedia = (query: RegExp, scheme: Scheme) => {
    const block = new RegExp(`@media\\s*${query.source}\\s*\\{\\s*:root\\s*\\{([^}]*)\\}`).exec(text)?.[1];
    if (block === undefined) throw new Error(`tokens.css has no :root block for the ${scheme} scheme`);
    return declarations(block);
  };
  const light = /^\s*:root\s*\{([^}]*)\}/m.exec(text)?.[1];
  if (light === undefined) throw new Error('tokens.css has no top-level :root block');
  return {
    light: declarations(light),
    dark: inMedia(/\(prefers-color-scheme:\s*dark\)/, 'dark'),
    print: inMedia(/print/, 'print'),
  };
}

/** One scheme's tokens with every `var(--x)` replaced by its value: later blocks override earlier ones. */
export function resolveTokens(...blocks: Declarations[]): Declarations {
  const merged: Declarations = Object.assign({}, ...blocks);
  const resolve = (name: string, seen: string[]): string => {
    const value = merged[name];
    if (value === undefined) throw new Error(`${seen.at(-1) ?? name} refers to ${name}, which tokens.css does not declare`);
    if (seen.includes(name)) throw new Error(`tokens.css refers to itself: ${[...seen, name].join(' -> ')}`);
    return value.replace(/var\((--[\w-]+)\)/g, (_, ref: string) => resolve(ref, [...seen, name]));
  };
  return Object.fromEntries(Object.keys(merged).map((name) => [name, resolve(name, [])]));
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a value is an opaque colour written as #rgb or #rrggbb, the form colour tokens take. */
export const isHexColour = (value: string): boolean => HEX.test(value);

/** sRGB channels 0-255 of #rgb or #rrggbb. */
function channels(hex: string): [number, number, number] {
  if (!isHexColour(hex)) throw new Error(`${hex} is not a #rgb or #rrggbb colour`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance, as WCAG 2.2 defines it (0 black, 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two opaque colours, 1 to 21, the same whichever is first. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
