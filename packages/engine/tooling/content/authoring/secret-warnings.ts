/**
 * Values in the content that look like secrets (a field named `password` with a value, a string shaped
 * like a key or a token, "the password is ..." in a step), as warnings: the portal ships all of content/
 * to every visitor's browser, so nothing there is secret. Warnings, not errors: a school may decide a
 * value is fine to publish (a guest WiFi password on a poster), and a pattern can be wrong.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { listContentFiles } from './content-files.ts';
import { readTextIfPresent } from '../check/files-if-present.ts';
import type { Finding } from '../check/output-format.ts';
import type { ShowPath } from '../check/problem-list.ts';

/** The last word of a field's name that makes its value a secret: `wifiPassword`, `apiKey`, `client_secret`. */
const SECRET_NAME_WORDS = new Set(['password', 'passwd', 'passphrase', 'secret', 'token', 'key', 'apikey', 'credentials']);

/** Strings shaped like a key or a token, by what they are; each found anywhere in a value or a line. */
const TOKEN_SHAPES: { kind: string; pattern: RegExp }[] = [
  { kind: 'a JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}(?:\.[A-Za-z0-9_-]+)?/ },
  { kind: 'an Azure storage connection string', pattern: /\bAccountKey=[A-Za-z0-9+/=]{8,}/i },
  { kind: 'a shared access signature', pattern: /(?:[?&]sig=|SharedAccessSignature=)[A-Za-z0-9%+/=]{16,}/i },
  { kind: 'a private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { kind: 'a GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/ },
  {
    kind: 'an API key',
    pattern:
      /\b(?:[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|sk-[A-Za-z0-9_-]{20,}|AKIA[0-9A-Z]{16}\b|AIza[0-9A-Za-z_-]{35}|xox[abposr]-[A-Za-z0-9-]{10,})/,
  },
];

/** A long run of base64 or hex characters (no dashes, so a GUID, such as a tenant id, is not one). */
const LONG_RUN = /[A-Za-z0-9+/=_]{32,}/g;

/** Bits per character: random keys are near the top (6 for base64, 4 for hex), words and ids well below. */
function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / text.length) * Math.log2(n / text.length);
  return bits;
}

function looksRandom(run: string): boolean {
  if (/^[0-9a-f]+$/i.test(run)) return /[0-9]/.test(run) && /[a-f]/i.test(run) && entropy(run) > 3.2;
  return /[a-z]/.test(run) && /[A-Z]/.test(run) && /[0-9]/.test(run) && entropy(run) > 4.2;
}

/**
 * "password: Xyz123", "the WiFi password is Banksia2026!": a password word, then is, : or =, then a value
 * that looks made up (a digit or a symbol in it, or a capital inside it), so "your password is at least 12
 * characters" and "Password rules" are left alone.
 */
const GIVEN_PASSWORD = /\b(?:password|passcode|passphrase|pass code)\s*(?:is|:|=)\s*[*_`"'“‘]*([^\s*_`"'”’<]{4,})/gi;

function looksMadeUp(value: string): boolean {
  const word = value.replace(/[.,;:!?)]+$/, '');
  return word.length >= 4 && /[A-Za-z]/.test(word) && (/[0-9]/.test(word) || /[^A-Za-z0-9]/.test(word) || /.[A-Z]/.test(word));
}

/** The first few characters of what was found, so the warning does not print the secret itself. */
function quote(found: string): string {
  return found.length > 8 ? `${found.slice(0, 6)}…` : `${found.slice(0, 3)}…`;
}

const SHIPPED = "everything in content/ is shipped to every visitor's browser, so anyone with the portal's address can read it.";

function hint(file: string): string {
  return `If it is a secret, take it out of ${file} and give it to people another way (the IT office, or a system that asks them to sign in), then change it, as it has been published. If it is not, this warning can stay: it does not fail the check.`;
}

interface Found {
  /** Offset in the text. */
  at: number;
  message: string;
}

/** What looks like a secret in one string (a YAML value, or a step's text), by its offset in `text`. */
export function secretsInText(text: string): Found[] {
  const found: Found[] = [];
  for (const { kind, pattern } of TOKEN_SHAPES) {
    const match = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of text.matchAll(match)) found.push({ at: m.index, message: `This looks like ${kind} (${quote(m[0])}): ${SHIPPED}` });
  }
  for (const m of text.matchAll(LONG_RUN)) {
    if (looksRandom(m[0]) && !found.some((f) => f.at <= m.index && m.index < f.at + 40)) {
      found.push({ at: m.index, message: `This looks like a key or a token (${quote(m[0])}): ${SHIPPED}` });
    }
  }
  for (const m of text.matchAll(GIVEN_PASSWORD)) {
    if (looksMadeUp(m[1]!)) found.push({ at: m.index, message: `This gives a password ("${quote(m[1]!)}"): ${SHIPPED}` });
  }
  return found;
}

/** The words of a field's name: `wifiGuestPassword` is wifi, guest, password. */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a field by this name holds a secret: its last word says so (`passwordChangeUrl` is an address). */
export function isSecretName(name: string): boolean {
  const words = nameWords(name);
  const last = words.at(-1) ?? '';
  return SECRET_NAME_WORDS.has(last);
}

/** A YAML file's secret-looking values, each at its line: fields named like a secret, and strings shaped like one. */
export function secretsInYaml(file: string, text: string): Finding[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const line = (offset: number) => lines.linePos(offset).line;
  const findings: Finding[] = [];
  const warn = (offset: number, message: string) =>
    findings.push({ file, line: line(offset), message, hint: hint(file), severity: 'warning' });

  const walk = (node: unknown, path: string[]): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const name = String(pair.key.value);
        const value = pair.value;
        if (isScalar(value) && value.value !== null && String(value.value).trim() !== '' && isSecretName(name)) {
          warn(pair.key.range?.[0] ?? 0, `"${[...path, name].join('.')}" looks like a secret (its name says so): ${SHIPPED}`);
        } else walk(value, [...path, name]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...path, String(i)]));
    } else if (isScalar(node) && typeof node.value === 'string') {
      const start = (node as Node).range?.[0] ?? 0;
      const source = text.slice(start, (node as Node).range?.[1] ?? start);
      // Offsets within the value as written, so a warning in a long block of text is on its own line.
      for (const f of secretsInText(source)) warn(start + f.at, f.message);
    }
  };
  walk(doc.contents, []);
  return findings;
}

/** A step's secret-looking text, each at its line (front-matter included). */
export function secretsInStep(file: string, text: string): Finding[] {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset: number) => lineStarts.filter((s) => s <= offset).length;
  return secretsInText(text).map((f) => ({ file, line: lineOf(f.at), message: f.message, hint: hint(file), severity: 'warning' }));
}

/** Every secret-looking value in the content's YAML files and steps, as warnings. */
export function secretWarnings(contentDir: string, show: ShowPath): Finding[] {
  const { yaml, steps } = listContentFiles(contentDir);
  const findings: Finding[] = [];
  for (const { path } of yaml) {
    const text = readTextIfPresent(path);
    if (text !== null) findings.push(...secretsInYaml(show(path), text));
  }
  for (const path of steps) {
    const text = readTextIfPresent(path);
    if (text !== null) findings.push(...secretsInStep(show(path), text));
  }
  return findings;
}

/** The line after the warnings: how many, and that they fail nothing. */
export function secretSummary(count: number): string {
  return `${count} value${count === 1 ? '' : 's'} in the content look${count === 1 ? 's' : ''} like a secret (warnings: the check still passes).`;
}
