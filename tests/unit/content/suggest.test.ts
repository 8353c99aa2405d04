import { describe, expect, it } from 'vitest';
import { closestName } from '../../../packages/engine/src/shared/content/schema/suggest';

const CALLOUTS = ['note', 'tip', 'warning', 'important'];

describe('closestName', () => {
  it.each([
    ['notes', 'note'],
    ['Warning', 'warning'],
    ['warnign', 'warning'],
    ['importnt', 'important'],
    ['tips', 'tip'],
    ['warn', 'warning'],
    ['info', 'note'],
    ['danger', 'warning'],
  ])('suggests %s -> %s', (name, meant) => {
    expect(closestName(name, CALLOUTS, { info: 'note', danger: 'warning' })).toBe(meant);
  });

  it.each(['details', 'tab', 'x', '', 'note'])('suggests nothing for "%s"', (name) => {
    expect(closestName(name, CALLOUTS)).toBeUndefined();
  });
});
