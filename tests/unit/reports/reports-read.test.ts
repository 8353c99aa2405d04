/** Whether a school has anyone to read reports: only its Guide Health tool shows them. */
import { describe, expect, it } from 'vitest';
import { reportsAreRead } from '../../../packages/engine/src/shared/content/derive/reports-read';

const guide = (layout: 'steps' | 'page' | 'tool', tool?: 'guide-health' | 'reset-student-password' | 'student-pass') => ({
  layout,
  ...(tool ? { tool } : {}),
});

describe('reportsAreRead', () => {
  it('is true when the content has the Guide Health tool', () => {
    expect(reportsAreRead({ guides: [guide('steps'), guide('tool', 'reset-student-password'), guide('tool', 'guide-health')] })).toBe(true);
  });

  it('is false without it, whatever other tools and guides there are', () => {
    expect(reportsAreRead({ guides: [] })).toBe(false);
    expect(
      reportsAreRead({ guides: [guide('steps'), guide('page'), guide('tool', 'reset-student-password'), guide('tool', 'student-pass')] }),
    ).toBe(false);
  });
});
