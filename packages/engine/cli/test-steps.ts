/**
 * What `school-portal test` runs, in order: a school's content CI. The scaffold's workflow
 * (.github/workflows/content.yml) runs the same commands as its steps, so a pull request shows each apart.
 */
export const TEST_STEPS = ['browser', 'check', 'spell', 'build', 'budgets', 'sweep'] as const;
