/** How the content commands print findings: text for people, workflow commands for GitHub. */
import { describe, expect, it } from 'vitest';
import {
  chooseFormat,
  escapeData,
  escapeProperty,
  formatFindingGithub,
  formatFindings,
  repoPath,
  type Finding,
} from '../../../packages/engine/tooling/content/check/output-format';

const finding: Finding = {
  file: 'content/guides/vivi/01-download.mdx',
  line: 4,
  column: 7,
  message: 'Unknown word "colr".',
  hint: 'Did you mean "colour"?',
};

describe('escaping for GitHub workflow commands', () => {
  it.each([
    ['100%', '100%25'],
    ['one\ntwo', 'one%0Atwo'],
    ['one\r\ntwo', 'one%0D%0Atwo'],
    ['%0A is not a line break', '%250A is not a line break'],
    ['a: b, c', 'a: b, c'],
  ])('escapes the message %j as %j', (raw, escaped) => {
    expect(escapeData(raw)).toBe(escaped);
  });

  it.each([
    ['Spelling', 'Spelling'],
    ['a: b, c', 'a%3A b%2C c'],
    ['50%\n', '50%25%0A'],
  ])('escapes the property %j as %j', (raw, escaped) => {
    expect(escapeProperty(raw)).toBe(escaped);
  });
});

describe('formatFindingGithub', () => {
  const paths = { cwd: '/repo', root: '/repo' };

  it('writes an error annotation with file, line, column and title, the hint on a second line', () => {
    expect(formatFindingGithub(finding, 'Spelling', paths)).toBe(
      '::error file=content/guides/vivi/01-download.mdx,line=4,col=7,title=Spelling::Unknown word "colr".%0Ahint: Did you mean "colour"?',
    );
  });

  it('writes a warning annotation without a column when there is none', () => {
    const moved: Finding = {
      file: 'content/settings.yaml',
      line: 12,
      severity: 'warning',
      message: 'The address https://a.example.edu.au/ has moved: 100% sure',
      hint: 'Update it.',
    };
    expect(formatFindingGithub(moved, 'Outside address', paths)).toBe(
      '::warning file=content/settings.yaml,line=12,title=Outside address::The address https://a.example.edu.au/ has moved: 100%25 sure%0Ahint: Update it.',
    );
  });

  it('escapes a file name with a comma or a colon', () => {
    expect(formatFindingGithub({ ...finding, file: 'content/a,b:c.mdx' }, 'Spelling', paths)).toContain(
      'file=content/a%2Cb%3Ac.mdx,line=4',
    );
  });

  it('names files relative to the repository root, wherever the command ran', () => {
    expect(repoPath('guides/vivi/01-download.mdx', { cwd: '/repo/content', root: '/repo' })).toBe('content/guides/vivi/01-download.mdx');
    expect(repoPath('/repo/content/settings.yaml', { cwd: '/elsewhere', root: '/repo' })).toBe('content/settings.yaml');
    expect(formatFindingGithub({ ...finding, file: 'guides/x.mdx' }, 'Spelling', { cwd: '/repo/content', root: '/repo' })).toContain(
      'file=content/guides/x.mdx,',
    );
  });
});

describe('formatFindings', () => {
  const second: Finding = { file: 'content/a.mdx', line: 9, message: 'm', hint: 'h' };

  it('prints path:line:col: message and the hint as text, sorted by file and line', () => {
    expect(formatFindings([finding, second], 'text', 'Spelling')).toBe(
      'content/a.mdx:9: m\n  hint: h\ncontent/guides/vivi/01-download.mdx:4:7: Unknown word "colr".\n  hint: Did you mean "colour"?',
    );
  });

  it('marks a warning in the text', () => {
    expect(formatFindings([{ ...second, severity: 'warning' }], 'text', 'x')).toBe('content/a.mdx:9: warning: m\n  hint: h');
  });

  it('prints one workflow command a line for GitHub', () => {
    expect(formatFindings([finding, second], 'github', 'Spelling', { cwd: '/repo', root: '/repo' }).split('\n')).toEqual([
      '::error file=content/a.mdx,line=9,title=Spelling::m%0Ahint: h',
      expect.stringMatching(/^::error file=content\/guides\/vivi\/01-download.mdx,line=4,col=7,/),
    ]);
  });
});

describe('chooseFormat', () => {
  it.each<[string[], NodeJS.ProcessEnv, string]>([
    [[], {}, 'text'],
    [[], { GITHUB_ACTIONS: 'true' }, 'github'],
    [['--format', 'github'], {}, 'github'],
    [['--format=github'], {}, 'github'],
    [['--format', 'text'], { GITHUB_ACTIONS: 'true' }, 'text'],
  ])('with %j and %j prints %s', (args, env, format) => {
    expect(chooseFormat(args, env)).toBe(format);
  });

  it('refuses a format it does not know', () => {
    expect(() => chooseFormat(['--format', 'json'], {})).toThrow('Unknown --format "json": use --format text or --format github.');
  });
});
