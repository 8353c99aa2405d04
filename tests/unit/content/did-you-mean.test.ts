import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../../tooling/build/content-plugin/did-you-mean';

const CALLOUTS = ['note', 'tip', 'warning', 'important'];

describe('didYouMean', () => {
  it.each([
    ['notes', 'note'],
    ['Warning', 'warning'],
    ['warnign', 'warning'],
    ['importnt', 'important'],
    ['tips', 'tip'],
    ['info', 'note'],
    ['danger', 'warning'],
  ])('suggests %s -> %s', (name, meant) => {
    expect(didYouMean(name, CALLOUTS, { info: 'note', danger: 'warning' })).toBe(meant);
  });

  it.each(['details', 'tab', 'x'])('suggests nothing for %s', (name) => {
    expect(didYouMean(name, CALLOUTS)).toBeNull();
  });
});
