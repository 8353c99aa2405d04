import { describe, expect, it } from 'vitest';
import { checkSearch, type SearchGuides } from '../../../packages/engine/tooling/content/check/check-search';
import { ProblemList } from '../../../packages/engine/tooling/content/check/problem-list';
import { lines, show } from '../content/in-memory-content';

const step = (file: string) => ({ number: Number(file.slice(0, 2)), file, title: file });
const GUIDES: SearchGuides = new Map([
  ['wifi', { layout: 'steps' as const, steps: [step('01-on-campus.mdx'), step('10-connected.mdx')] }],
  ['printing', { layout: 'page' as const, steps: [step('01-printing.mdx')] }],
  ['resetstudpass', { layout: 'tool' as const, steps: [] }],
  // A guide whose guide.yaml has a mistake: a question may still name it.
  ['outlook', null],
]);

/** A search.yaml checked as the content check checks it: its data, and every problem as `file:line: message`. */
function check(yaml: string) {
  const problems = new ProblemList(show);
  const search = checkSearch('search.yaml', yaml, GUIDES, problems);
  return { search, lines: lines(problems.problems), hints: problems.problems.map((p) => p.hint) };
}

const VALID = `synonyms:
  teams: [microsoft teams, office]
  log on: [sign in]
ignore: [can you help]
problems: [keeps dropping out]
questions:
  - question: WiFi not working
    answer: Check that WiFi is on.
    guide: wifi
    steps: [10-connected.mdx]
  - question: Printer not working
    answer: Printers only work at school.
    guide: printing
`;

describe('search.yaml: what a school writes', () => {
  it('reads synonyms, phrasings and questions', () => {
    expect(check(VALID)).toMatchObject({
      lines: [],
      search: {
        synonyms: { teams: ['microsoft teams', 'office'], 'log on': ['sign in'] },
        ignore: ['can you help'],
        problems: ['keeps dropping out'],
        questions: [
          { question: 'WiFi not working', answer: 'Check that WiFi is on.', guide: 'wifi', steps: ['10-connected.mdx'] },
          { question: 'Printer not working', answer: 'Printers only work at school.', guide: 'printing' },
        ],
      },
    });
  });

  it('takes an empty file, or any part alone', () => {
    expect(check('')).toEqual({ search: {}, lines: [], hints: [] });
    expect(check('synonyms:\n  word: [office]\n')).toMatchObject({ search: { synonyms: { word: ['office'] } }, lines: [] });
  });
});

describe('search.yaml: mistakes, each at its line with what to write', () => {
  it.each([
    ['a misspelt part', 'synonym:\n  word: [office]\n', 'search.yaml:1: Unknown field "synonym": did you mean "synonyms"?'],
    [
      'a synonym that is not a list',
      'synonyms:\n  word: office\n',
      'search.yaml:2: "synonyms.word" must be a list of words or phrases such as [microsoft word, office].',
    ],
    [
      'a synonym search leaves out',
      'synonyms:\n  word: [the]\n',
      'search.yaml:2: "synonyms.word[1]" is "the", which search leaves out (too short or too common), so it would match nothing.',
    ],
    [
      'a phrasing search leaves out',
      'ignore: [please, a]\n',
      'search.yaml:1: "ignore[2]" is "a", which search leaves out (too short or too common), so it would match nothing.',
    ],
    [
      'a question without its answer',
      'questions:\n  - question: WiFi not working\n    guide: wifi\n',
      'search.yaml:2: "questions[1].answer" is missing.',
    ],
    [
      'a misspelt guide',
      'questions:\n  - question: WiFi not working\n    answer: Turn it on.\n    guide: wify\n',
      'search.yaml:4: Question 1 names the guide "wify", which does not exist: did you mean "wifi"?',
    ],
    [
      'a misspelt step',
      'questions:\n  - question: WiFi not working\n    answer: Turn it on.\n    guide: wifi\n    steps: [01-on-campus.mdx, 10-conected.mdx]\n',
      'search.yaml:5: The guide "wifi" has no step "10-conected.mdx": did you mean "10-connected.mdx"?',
    ],
    [
      'steps of a tool',
      'questions:\n  - question: Reset a password\n    answer: Use the tool.\n    guide: resetstudpass\n    steps: [01-reset.mdx]\n',
      'search.yaml:5: Question 1 names steps of "resetstudpass", which has no step files.',
    ],
  ])('reports %s', (_, yaml, line) => {
    const found = check(yaml);
    expect(found.lines).toEqual([line]);
    expect(found.search).toBeNull();
  });

  it('says what to write instead', () => {
    expect(check('questions:\n  - question: Q\n    answer: A.\n    guide: wify\n').hints).toEqual([
      'Name a guide by its folder in content/guides/: wifi, printing, resetstudpass, outlook.',
    ]);
    expect(check('questions:\n  - question: Q\n    answer: A.\n    guide: wifi\n    steps: [10-conected.mdx]\n').hints).toEqual([
      'Name its step files as they are in content/guides/wifi/: 01-on-campus.mdx, 10-connected.mdx.',
    ]);
  });

  it('reports every mistake in one run, a question with another mistake included', () => {
    const found = check('questions:\n  - question: Q\n    guide: wify\n  - question: R\n    answer: A.\n    guide: prnting\n');
    expect(found.lines).toEqual([
      'search.yaml:2: "questions[1].answer" is missing.',
      'search.yaml:3: Question 1 names the guide "wify", which does not exist: did you mean "wifi"?',
      'search.yaml:6: Question 2 names the guide "prnting", which does not exist: did you mean "printing"?',
    ]);
  });

  it('lets a question name a guide whose guide.yaml has its own mistake, without checking its steps', () => {
    expect(check('questions:\n  - question: Q\n    answer: A.\n    guide: outlook\n    steps: [09-x.mdx]\n').lines).toEqual([]);
  });
});
