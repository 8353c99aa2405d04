import { describe, expect, it } from 'vitest';
import { readers, skippedText, wordsText } from '../../../packages/engine/src/features/guide-health/health-privacy';

describe('Guide Health says who reads the words', () => {
  it('names the roles that may read them, one or several, or the groups', () => {
    expect(readers(['ServiceDesk'])).toBe('holders of the ‘ServiceDesk’ role');
    expect(readers(['Tech', 'Library', 'Office'])).toBe('holders of the ‘Tech’, ‘Library’ and ‘Office’ roles');
    expect(readers([])).toBe('the groups IT named');
  });

  it('tells a reader of the words why they see them, and one who may not that they are withheld', () => {
    const privacy = { wordsReadBy: ['ServiceDesk'], wordsReadByGroups: false, keepDays: 21 };
    expect(wordsText({ wordsIncluded: true, privacy })).toBe(
      'You see what people wrote because you are one of the holders of the ‘ServiceDesk’ role. Reports are deleted after 21 days.',
    );
    expect(wordsText({ wordsIncluded: false, privacy })).toMatch(
      /^What people wrote is shown only to holders of the ‘ServiceDesk’ role;.*21 days\.$/,
    );
  });

  it('counts what a flood left out', () => {
    expect(skippedText(1)).toMatch(/1 report was left out\.$/);
    expect(skippedText(4210)).toMatch(/4210 reports were left out\.$/);
  });
});
