import { describe, expect, it } from 'vitest';
import { hasStepFiles } from '../../../packages/engine/src/shared/content/layouts';
import { EMAIL_ADDRESS, GUID, isHttpsUrl, KEBAB_ID, ROUTE_PATH, SETTINGS_PATH } from '../../../packages/engine/src/shared/patterns';

describe('the shared patterns', () => {
  it.each([
    [KEBAB_ID, ['setup-guide', 'wifi', 'year-7-maths'], ['Setup', 'setup_guide', '-x', 'x-', 'a--b', '']],
    [ROUTE_PATH, ['/adobe', '/setup-guide'], ['adobe', '/Adobe', '//x', '/a/b', '/']],
    [
      GUID,
      ['c1e47000-0000-4000-8000-00000000d3a0', 'C1E47000-0000-4000-8000-00000000D3A0'],
      ['c1e47000-0000-4000-8000', 'not-a-guid', '{c1e47000-0000-4000-8000-00000000d3a0}'],
    ],
    [SETTINGS_PATH, ['itHelp.email', 'vivi', 'links.0.items'], ['itHelp.', '.email', 'it help', 'a..b']],
    [EMAIL_ADDRESS, ['it@school.example'], ['it', 'it @school.example', 'a@b@c']],
  ])('%s accepts what it should and nothing else', (pattern, good, bad) => {
    for (const text of good) expect(pattern.test(text), text).toBe(true);
    for (const text of bad) expect(pattern.test(text), text).toBe(false);
  });

  it('knows a full https address from anything else', () => {
    expect(isHttpsUrl('https://school.example/path?q=1')).toBe(true);
    for (const value of ['http://school.example', 'HTTPS://school.example', 'https://exa mple', 'https://', '/api', 42, undefined]) {
      expect(isHttpsUrl(value), String(value)).toBe(false);
    }
  });
});

describe('layouts', () => {
  it('says which layouts have step files', () => {
    expect([hasStepFiles({ layout: 'steps' }), hasStepFiles({ layout: 'page' }), hasStepFiles({ layout: 'tool' })]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
