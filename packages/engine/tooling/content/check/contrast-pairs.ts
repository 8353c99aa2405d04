/**
 * Every pair of design tokens the stylesheets put together, and the contrast WCAG 2.2 AA asks of it: text
 * 4.5:1 (1.4.3); the parts of controls, focus rings and meaningful graphics 3:1 (1.4.11). The tokens test
 * holds src/app/tokens.css to them, and the content check a school's own colours (check-colours.ts).
 */
import { contrastRatio } from './design-tokens.ts';

export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

export type ContrastPair = [foreground: string, background: string, minimum: number];

const KINDS = ['info', 'success', 'warning', 'danger'] as const;

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  // Text on the page and on cards.
  ...['--fg', '--fg-muted', '--brand', '--accent', '--danger-fg'].flatMap((text): ContrastPair[] => [
    [text, '--bg', TEXT_CONTRAST],
    [text, '--surface', TEXT_CONTRAST],
  ]),
  // Buttons: primary, its hover; secondary and icon buttons on hover; danger on a card.
  ['--accent-contrast', '--accent', TEXT_CONTRAST],
  ['--accent-contrast', '--accent-hover', TEXT_CONTRAST],
  ['--accent', '--accent-soft', TEXT_CONTRAST],
  ['--fg', '--accent-soft', TEXT_CONTRAST],
  ['--danger-fg', '--danger-bg', TEXT_CONTRAST],
  // What each box means: its title and icon, the text and links inside it, its border, a focus ring on it.
  ...KINDS.flatMap((kind): ContrastPair[] => [
    [`--${kind}-fg`, `--${kind}-bg`, TEXT_CONTRAST],
    ['--fg', `--${kind}-bg`, TEXT_CONTRAST],
    ['--fg-muted', `--${kind}-bg`, TEXT_CONTRAST],
    ['--accent', `--${kind}-bg`, TEXT_CONTRAST],
    [`--${kind}-border`, `--${kind}-bg`, UI_CONTRAST],
    [`--${kind}-border`, '--surface', UI_CONTRAST],
    [`--${kind}-border`, '--bg', UI_CONTRAST],
    ['--focus', `--${kind}-bg`, UI_CONTRAST],
  ]),
  ['--notice-fg', '--notice-bg', TEXT_CONTRAST],
  ['--highlight-fg', '--highlight-bg', TEXT_CONTRAST],
  // Edges of text boxes, selects and icon buttons, and the focus ring.
  ['--control-border', '--bg', UI_CONTRAST],
  ['--control-border', '--surface', UI_CONTRAST],
  ['--focus', '--bg', UI_CONTRAST],
  ['--focus', '--surface', UI_CONTRAST],
  ['--focus', '--accent-soft', UI_CONTRAST],
];

/** A pair below its minimum: which tokens, their colours, and how far off. */
export interface ContrastFailure {
  foreground: string;
  background: string;
  colours: [string, string];
  ratio: number;
  minimum: number;
}

/** Every pair below its minimum in these tokens (a token the pairs name but the tokens lack is an error). */
export function contrastFailures(
  tokens: Readonly<Record<string, string>>,
  pairs: readonly ContrastPair[] = CONTRAST_PAIRS,
): ContrastFailure[] {
  return pairs.flatMap(([foreground, background, minimum]) => {
    const [a, b] = [tokens[foreground], tokens[background]];
    if (a === undefined || b === undefined)
      throw new Error(`${foreground} on ${background}: ${a === undefined ? foreground : background} is not declared`);
    const ratio = contrastRatio(a, b);
    return ratio >= minimum ? [] : [{ foreground, background, colours: [a, b], ratio, minimum }];
  });
}

/** "--fg (#111) on --bg (#222): 1.10:1, needs 4.5:1" */
export const describeFailure = (f: ContrastFailure): string =>
  `${f.foreground} (${f.colours[0]}) on ${f.background} (${f.colours[1]}): ${f.ratio.toFixed(2)}:1, needs ${f.minimum}:1`;
