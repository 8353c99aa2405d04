import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFrame, overlayLoadError, overlayPayload } from '../../../packages/engine/tooling/content/plugin/dev-overlay';
import { formatProblems, type Problem } from '../../../packages/engine/tooling/content/check/problems';

const root = mkdtempSync(join(tmpdir(), 'portal-dev-overlay-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, '01-a.mdx'), '---\ntitle: A\n---\nOne.\n<Callout type="hint">x</Callout>\nThree.\n');

const problems: Problem[] = [
  { file: 'guide.yaml', line: 3, message: 'Unknown field "colour".', hint: 'Remove it.' },
  {
    file: '01-a.mdx',
    line: 5,
    message: '<Callout> type: must be one of: note, tip, warning, important.',
    hint: 'See <Callout> in the authors’ guide.',
  },
];
const source = { displayRoot: root, plugin: 'portal:content' };

describe('the error overlay for content problems', () => {
  it('shows the same text as npm run check, and links the first problem (in that order) to its file', () => {
    expect(overlayPayload(problems, source)).toEqual({
      type: 'error',
      err: {
        message: formatProblems(problems),
        stack: '',
        id: join(root, '01-a.mdx'),
        plugin: 'portal:content',
        loc: { file: join(root, '01-a.mdx'), line: 5, column: 1 },
        frame: '3 | ---\n4 | One.\n5 | <Callout type="hint">x</Callout>\n  | ^\n6 | Three.\n7 | \n',
      },
    });
  });

  it('has no frame for a file that is gone or a folder', () => {
    expect(overlayPayload([{ ...problems[0]!, file: 'gone.yaml' }], source).err.frame).toBe('');
    expect(overlayPayload([{ ...problems[0]!, file: '.' }], source).err.frame).toBe('');
  });

  it('frames the first and the last lines of a file, and lines of two widths', () => {
    expect(codeFrame('a\nb\nc', 1)).toBe('1 | a\n  | ^\n2 | b\n3 | c\n');
    expect(codeFrame('a\nb\nc', 3)).toBe('1 | a\n2 | b\n3 | c\n  | ^\n');
    expect(codeFrame('1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11', 9)).toBe('7  | 7\n8  | 8\n9  | 9\n   | ^\n10 | 10\n11 | 11\n');
  });

  it('gives the content modules an error that Vite turns into the same overlay', () => {
    const error = overlayLoadError(problems, source);
    expect(error.message).toBe(formatProblems(problems));
    expect(error).toMatchObject({ stack: '', id: join(root, '01-a.mdx'), loc: { line: 5, column: 1 } });
  });
});
