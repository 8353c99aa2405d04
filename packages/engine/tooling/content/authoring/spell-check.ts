/**
 * Spell-checks what readers see, in Australian English, with cspell (cspell.config.yaml: the en-AU
 * dictionary) and the school's own word list (words.txt in the content folder). Only the prose ranges of
 * each file are checked; everything else is blanked out first, so offsets and so lines and columns stay
 * those of the file. Works offline: the dictionaries are npm packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { spellCheckDocument, type CSpellUserSettings } from 'cspell-lib';
import { listContentFiles } from './content-files.ts';
import { lineAndColumn, type TextRange } from '../mdx/mdx-tree.ts';
import { sortFindings, type Finding } from '../check/output-format.ts';
import type { ShowPath } from '../check/problem-list.ts';
import { proseInStep, proseInYaml } from './prose-ranges.ts';

export const WORDS_FILE = 'words.txt';

export interface SpellOptions {
  /** The cspell configuration (language, dictionaries). Default: the engine's own (cspell.config.yaml beside this file). */
  configFile?: string;
  show: ShowPath;
}

/** The text with everything outside `ranges` turned into spaces (line breaks kept). */
export function keepOnly(text: string, ranges: readonly TextRange[]): string {
  const kept = text.replace(/[^\r\n]/g, ' ').split('');
  for (const { start, end } of ranges) for (let i = start; i < end; i++) kept[i] = text[i]!;
  return kept.join('');
}

/** The school's word list replaces the one named in the configuration, so another content folder brings its own. */
function settingsFor(contentDir: string, configFile: string): CSpellUserSettings {
  const words = join(contentDir, WORDS_FILE);
  return {
    import: [configFile],
    ...(existsSync(words)
      ? { dictionaryDefinitions: [{ name: 'school-words', path: words, addWords: true }], dictionaries: ['school-words'] }
      : {}),
  };
}

/** The engine's spelling configuration: Australian English, no programming dictionaries. */
export const ENGINE_SPELLING = fileURLToPath(new URL('./cspell.config.yaml', import.meta.url));

function hintFor(word: string, suggestions: readonly string[], wordsFile: string): string {
  const unique = [...new Set(suggestions)].slice(0, 4);
  const did = unique.length > 0 ? `Did you mean ${unique.map((s) => `"${s}"`).join(', ')}? ` : '';
  return `${did}Spelling is Australian English (colour, organise, centre). If "${word}" is right (a name or a product), add it to ${wordsFile}, one word a line.`;
}

/** Unknown words in one file's prose. */
export async function spellCheckText(
  text: string,
  ranges: readonly TextRange[],
  file: string,
  settings: CSpellUserSettings,
  wordsFile: string,
): Promise<Finding[]> {
  if (ranges.length === 0) return [];
  const result = await spellCheckDocument(
    { uri: `file:///${file.replace(/\\/g, '/')}`, text: keepOnly(text, ranges), languageId: 'plaintext', locale: 'en-AU' },
    { noConfigSearch: true, generateSuggestions: true, numSuggestions: 4 },
    settings,
  );
  if (result.errors?.length) throw new Error(`The spell checker could not start: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.issues.map((issue) => {
    const { line, column } = lineAndColumn(text, issue.offset);
    const message = issue.isFlagged ? `"${issue.text}" is a word to avoid.` : `Unknown word "${issue.text}".`;
    return { file, line, column, message, hint: hintFor(issue.text, issue.suggestions ?? [], wordsFile) };
  });
}

export interface SpellResult {
  findings: Finding[];
  /** Step files that do not parse, so were not checked (the content check reports why). */
  unreadable: string[];
}

/** Spell-checks every content file: step bodies and titles, guide and tile titles and labels, settings text. */
export async function spellCheckContent(contentDir: string, options: SpellOptions): Promise<SpellResult> {
  const configFile = resolve(options.configFile ?? ENGINE_SPELLING);
  if (!existsSync(configFile)) throw new Error(`The spelling configuration ${configFile} is missing.`);
  const settings = settingsFor(contentDir, configFile);
  const wordsFile = options.show(join(contentDir, WORDS_FILE));
  const { yaml, steps } = listContentFiles(contentDir);
  const files = [
    ...yaml.map(({ path, kind }) => ({ path, ranges: (text: string) => proseInYaml(text, kind) })),
    ...steps.map((path) => ({ path, ranges: (text: string) => proseInStep(text, path) })),
  ];
  const findings: Finding[] = [];
  const unreadable: string[] = [];
  for (const { path, ranges } of files) {
    const text = readFileSync(path, 'utf8');
    const prose = ranges(text);
    if (prose) findings.push(...(await spellCheckText(text, prose, options.show(path), settings, wordsFile)));
    else unreadable.push(options.show(path));
  }
  return { findings: sortFindings(findings), unreadable };
}
