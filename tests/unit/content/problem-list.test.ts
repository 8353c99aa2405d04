import { describe, expect, it } from 'vitest';
import { ProblemList, showRelativeTo } from '../../../packages/engine/tooling/content/check/problem-list';

describe('showRelativeTo', () => {
  it.each([
    ['a file under the root, relative to it', '/school/portal/content/settings.yaml', 'content/settings.yaml'],
    ['a file outside the root, with ..', '/school/other/settings.yaml', '../other/settings.yaml'],
    ['the root itself, as it is', '/school/portal', '/school/portal'],
  ])('shows %s', (_what, path, shown) => {
    expect(showRelativeTo('/school/portal')(path)).toBe(shown);
  });
});

describe('ProblemList', () => {
  it('keeps problems in the order they are found, each file shown as it says', () => {
    const list = new ProblemList(showRelativeTo('/c'));
    list.add('/c/setup-guide.yaml', 5, 'First.', 'Hint one.');
    list.push({ file: 'already/shown.mdx', line: 2, message: 'Second.', hint: 'Hint two.' });
    expect(list.problems).toEqual([
      { file: 'setup-guide.yaml', line: 5, message: 'First.', hint: 'Hint one.' },
      { file: 'already/shown.mdx', line: 2, message: 'Second.', hint: 'Hint two.' },
    ]);
  });
});
