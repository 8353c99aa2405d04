import { describe, expect, it } from 'vitest';
import { expectsContinueCard, type ProgressRecord, type StepProgress } from '../../../packages/engine/src/shared/progress/progress';

const GUIDES = [
  { id: 'office', layout: 'steps' },
  { id: 'wifi', layout: 'steps' },
  { id: 'printing', layout: 'page' },
];

const at = (step: number, more: Partial<StepProgress> = {}): StepProgress => ({ step, total: 4, seen: [1, step], at: 1, ...more });

describe('expecting a Continue card before the guides’ details load', () => {
  it.each<[string, ProgressRecord, boolean]>([
    ['no progress at all', {}, false],
    ['a guide started past its first step on this platform', { 'office/windows/': at(3) }, true],
    ['a variant of a guide started past its first step', { 'wifi/windows/ios': at(2) }, true],
    ['only its first step shown', { 'office/windows/': at(1) }, false],
    ['a guide finished', { 'office/windows/': at(4, { finished: true }) }, false],
    ['a guide started on the other platform', { 'office/mac/': at(3) }, false],
    ['a single page (no steps to continue)', { 'printing/windows/': at(2) }, false],
    ['a guide the content no longer has', { 'vivi/windows/': at(2) }, false],
    ['one finished and one started', { 'office/windows/': at(4, { finished: true }), 'wifi/windows/': at(2) }, true],
  ])('%s', (_, record, expected) => {
    expect(expectsContinueCard(record, GUIDES, 'windows')).toBe(expected);
  });
});
