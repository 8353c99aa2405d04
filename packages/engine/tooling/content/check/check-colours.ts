/**
 * A school's colours against the portal's contrast pairs (contrast-pairs.ts), in light and dark mode: a
 * colour people cannot read is a content mistake at its line in school.yaml, with a shade that passes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Colours } from '../../../src/shared/content/schema/school.ts';
import { contrastFailures, type ContrastFailure } from './contrast-pairs.ts';
import { readSchemes, resolveTokens } from './design-tokens.ts';
import type { ProblemList } from './problem-list.ts';
import { mix, schoolTokens, type SchoolTokens } from './school-theme.ts';
import { lineOfPath } from './yaml-lines.ts';

/** The portal's own tokens (src/app/tokens.css), light and dark. */
export function engineTokens(): { light: Record<string, string>; dark: Record<string, string> } {
  const css = readFileSync(fileURLToPath(new URL('../../../src/app/tokens.css', import.meta.url)), 'utf8');
  const schemes = readSchemes(css);
  return { light: resolveTokens(schemes.light), dark: resolveTokens(schemes.light, schemes.dark) };
}

type Scheme = 'light' | 'dark';
type Field = 'brand' | 'accent';

/** Which of the school's two colours a token comes from. */
const FIELD_OF: Record<string, Field> = {
  '--brand': 'brand',
  '--accent': 'accent',
  '--accent-hover': 'accent',
  '--accent-soft': 'accent',
  '--focus': 'accent',
};

/** What each colour is for, as the messages say it. */
const USE: Record<Field, string> = { brand: 'headings', accent: 'links, buttons and the focus ring' };

const BACKGROUND_NAMES: Record<string, string> = {
  '--bg': 'the page',
  '--surface': 'a card',
  '--accent-contrast': 'a button’s text',
  '--accent': 'a button',
  '--accent-hover': 'a button under the pointer',
  '--accent-soft': 'a selected item',
};

function failuresOf(tokens: SchoolTokens, engine: ReturnType<typeof engineTokens>, scheme: Scheme, field: Field): ContrastFailure[] {
  const all = { ...engine[scheme], ...tokens[scheme] };
  return contrastFailures(all).filter((f) => FIELD_OF[f.foreground] === field || FIELD_OF[f.background] === field);
}

/** Every colour of `colours` that breaks a contrast pair, at its line of school.yaml. */
export function checkColours(colours: Colours, school: { path: string; text: string }, problems: ProblemList): void {
  const engine = engineTokens();
  const tokens = schoolTokens(colours, engine);
  for (const scheme of ['light', 'dark'] as const) {
    for (const field of ['brand', 'accent'] as const) {
      const failures = failuresOf(tokens, engine, scheme, field);
      if (failures.length === 0) continue;
      const derived = scheme === 'dark' && tokens.derivedDark[field];
      const path = scheme === 'light' || derived ? ['portal', 'colours', field] : ['portal', 'colours', 'dark', field];
      const written = scheme === 'light' ? colours[field] : colours.dark?.[field];
      const worst = failures.reduce((a, b) => (b.ratio / b.minimum < a.ratio / a.minimum ? b : a));
      const other = FIELD_OF[worst.foreground] === field ? worst.background : worst.foreground;
      const against = BACKGROUND_NAMES[other] ?? other;
      // A passing shade: darker on a light page, lighter on a dark one, tried until every pair holds.
      const toward = scheme === 'light' ? '#000000' : '#ffffff';
      const start = written ?? tokens[scheme][`--${field}`]!;
      let suggestion: string | undefined;
      for (let step = 1; step <= 50 && !suggestion; step++) {
        const shade = mix(start, toward, step / 50);
        const tried =
          scheme === 'light'
            ? { ...colours, [field]: shade }
            : { ...colours, dark: { ...derivedDark(tokens), ...colours.dark, [field]: shade } };
        if (failuresOf(schoolTokens(tried, engine), engine, scheme, field).length === 0) suggestion = shade;
      }
      const ratio = `${worst.ratio.toFixed(2)}:1 against ${against}, where ${worst.minimum}:1 is needed`;
      const message = derived
        ? `"portal.colours.${field}" ${colours[field]} has no dark-mode shade that reads well: ${USE[field]} in dark mode would have ${ratio}.`
        : `"${path.join('.')}" ${written} is too ${scheme === 'light' ? 'light' : 'dark'} for ${USE[field]}${scheme === 'dark' ? ' in dark mode' : ''}: ${ratio}.`;
      const hint = derived
        ? `Give dark mode its own colour under colours: (dark:\n  ${field}: "${suggestion ?? '#ffffff'}"), a light shade that reads on a dark page.`
        : `Use a ${scheme === 'light' ? 'darker' : 'lighter'} shade of it${suggestion ? `, e.g. "${suggestion}"` : ''}: WCAG 2.2 AA asks text for 4.5:1 and controls for 3:1.`;
      problems.add(school.path, lineOfPath(school.text, path), message, hint);
    }
  }
}

/** The dark colours the portal worked out, as school.yaml would write them. */
function derivedDark(tokens: SchoolTokens): { brand: string; accent: string } {
  return { brand: tokens.dark['--brand']!, accent: tokens.dark['--accent']! };
}
