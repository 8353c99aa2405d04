/**
 * The placeholder sentences `npm run new` writes into a new guide's steps. They pass every other
 * rule, so without this a new guide could reach students still saying "What to do on Windows."
 */
export const TEMPLATE_TEXT = {
  intro: 'Say what this guide sets up and what the reader needs before they begin.',
  windows: 'What to do on Windows.',
  mac: 'What to do on a Mac.',
} as const;

/** The first line of `body` that still holds a placeholder sentence, with the sentence; null when none does. */
export function templateTextIn(body: string): { line: number; text: string } | null {
  const lines = body.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    const text = Object.values(TEMPLATE_TEXT).find((sentence) => line.includes(sentence));
    if (text) return { line: i + 1, text };
  }
  return null;
}
