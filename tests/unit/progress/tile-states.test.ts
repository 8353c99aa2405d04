/** What each home tile says of its guide, in words: done, in progress, not for your year, not for your device. */
import { beforeAll, describe, expect, it } from 'vitest';
import { conditionInWords } from '../../../packages/engine/src/shared/content/derive/condition-words';
import { parseCondition } from '../../../packages/engine/src/shared/content/schema/condition-parse';
import type { Condition } from '../../../packages/engine/src/shared/content/schema/condition';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { homeMarks } from '../../../packages/engine/src/shared/progress/home-marks';
import { progressKey, type ProgressRecord, type StepProgress } from '../../../packages/engine/src/shared/progress/progress';
import { tileStates, tileStateText } from '../../../packages/engine/src/shared/progress/tile-states';
import type { DeviceName as PlatformName } from '../../../packages/engine/src/shared/user/devices';
import type { Viewer } from '../../../packages/engine/src/shared/user/viewer';
import { DEMO_SCHOOL, manifestOf } from '../content/load-fixture';
import { GRADE_ROLES, PRIMARY_ROLES, SPEC_ROLES } from '../../support/school-roles';

let manifest: ContentManifest;
beforeAll(async () => {
  manifest = await manifestOf(DEMO_SCHOOL);
}, 30_000);

const condition = (text: string, roles = SPEC_ROLES): Condition => {
  const parsed = parseCondition(text, roles);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.condition;
};

const viewer = (roles: string[], platform: PlatformName = 'windows'): Viewer => ({ roles, platform, inHand: null });
const AVA = viewer(['Year8']);
const AVA_MAC = viewer(['Year8'], 'mac');
const LEO = viewer(['Year4']);
const OLIVIA = viewer(['Staff']);
const NOAH = viewer(['']);

const at = (step: number, total: number, time = 1): StepProgress => ({ step, total, seen: [step], at: time });
const finished = (total: number, time = 1): StepProgress => ({ step: total, total, seen: [total], at: time, finished: true });
const key = (id: string, variant?: string, platform: PlatformName = 'windows') => progressKey(id, platform, variant);

/** The text each of these routes' tiles shows (undefined: none). */
function said(who: Viewer, record: ProgressRecord, routes: string[]): (string | undefined)[] {
  const states = tileStates(manifest, who, record);
  return routes.map((route) => {
    const state = states.get(route);
    return state && tileStateText(state);
  });
}

describe('a tile whose guide the viewer may not follow', () => {
  it.each([
    [
      'a Year 4 student, on Adobe and Grammarly',
      LEO,
      ['Not for your year: years 7–12 and staff only', 'Not for your year: years 6–12 only'],
    ],
    ['a Year 8 student, licensed for both', AVA, [undefined, undefined]],
    ['staff, not licensed for Grammarly', OLIVIA, [undefined, 'Not for your account: years 6–12 only']],
    ['someone with no role', NOAH, ['Not for your account: years 7–12 and staff only', 'Not for your account: years 6–12 only']],
  ])('says who it is for, for %s', (_who, who, expected) => {
    expect(said(who, {}, ['/adobe', '/grammarly'])).toEqual(expected);
  });

  it('says the school’s own message when who it is for cannot be said in a few words', () => {
    const notInfants = {
      ...manifest,
      guides: manifest.guides.map((g) =>
        g.id === 'adobe' ? { ...g, licence: { ...g.licence!, audience: condition('not Year3-Year5') } } : g,
      ),
    };
    expect(tileStateText(tileStates(notInfants, LEO, {}).get('/adobe')!)).toBe(
      'Not for your year: Only students in years 7 - 12 are licensed to use Adobe Creative Cloud.',
    );
  });

  it.each([
    ['Mac', AVA_MAC, 'Not for your device: Windows only'],
    ['Windows', AVA, undefined],
  ])('says a Windows-only guide is not for a %s', (_platform, who, expected) => {
    expect(said(who, {}, ['/hello'])).toEqual([expected]);
  });

  it('says nothing of a guide outside the viewer’s audience: it has no tile', () => {
    expect(said(viewer(['BasicView']), {}, ['/adobe', '/hello'])).toEqual([undefined, undefined]);
  });

  it('says so even with progress in it', () => {
    expect(said(AVA_MAC, { [key('hello', undefined, 'mac')]: at(3, 8) }, ['/hello'])).toEqual(['Not for your device: Windows only']);
  });
});

describe('a tile with progress', () => {
  it.each([
    ['no progress', {}, undefined],
    ['left at step 3 of 4', { [key('office')]: at(3, 4) }, 'In progress: step 3 of 4'],
    ['left on its last step, not finished', { [key('office')]: at(4, 4) }, 'In progress: step 4 of 4'],
    ['only opened, at step 1', { [key('office')]: at(1, 4) }, undefined],
    ['finished', { [key('office')]: finished(4) }, 'Done'],
    ['finished, then opened again at step 2', { [key('office')]: { ...finished(4), step: 2 } }, 'Done'],
    ['left at step 2 on the Mac, seen on Windows', { [key('office', undefined, 'mac')]: at(2, 3) }, undefined],
  ] as [string, ProgressRecord, string | undefined][])('says %s', (_what, record, expected) => {
    expect(said(AVA, record, ['/office'])).toEqual([expected]);
  });

  it('counts the steps of the variant shown last', () => {
    const record: ProgressRecord = { [key('wifi', 'laptop')]: at(2, 6, 1), [key('wifi', 'ios')]: at(4, 6, 2) };
    expect(said(AVA, record, ['/wifi'])).toEqual(['In progress: step 4 of 6']);
  });

  it('says nothing on a single page: opening it is all there is to do', () => {
    expect(said(AVA, { [key('printing')]: finished(1) }, ['/printing'])).toEqual([undefined]);
  });

  it.each([
    ['no part done', AVA, {}, undefined],
    // The demo's Setup Guide starts with WiFi (its laptop steps on Windows).
    ['WiFi and Office done', AVA, { [key('wifi', 'laptop')]: finished(6), [key('office')]: finished(4) }, 'In progress: part 3 of 7'],
    ['Office done, WiFi not', AVA, { [key('office')]: finished(4) }, 'In progress: part 1 of 7'],
    [
      'WiFi, Office and OneDrive done, Outlook started',
      AVA,
      { [key('wifi', 'laptop')]: finished(6), [key('office')]: finished(4), [key('onedrive')]: finished(4), [key('outlook')]: at(2, 3) },
      'In progress: part 4 of 7',
    ],
    [
      'Adobe left out for a Year 4 student',
      LEO,
      { [key('wifi', 'laptop')]: finished(6), [key('office')]: finished(4) },
      'In progress: part 3 of 6',
    ],
  ] as [string, Viewer, ProgressRecord, string | undefined][])('on the Setup Guide, says %s', (_what, who, record, expected) => {
    expect(said(who, record, ['/guide'])).toEqual([expected]);
  });

  it('marks the Setup Guide done when every part is', () => {
    const record: ProgressRecord = {
      [key('wifi', 'laptop')]: finished(6),
      [key('office')]: finished(4),
      [key('onedrive')]: finished(4),
      [key('outlook')]: finished(3),
      [key('printing')]: finished(1),
      [key('help')]: finished(1),
    };
    expect(said(LEO, record, ['/guide'])).toEqual(['Done']);
    // Adobe is a part for a Year 8 student, and it is not done.
    expect(said(AVA, record, ['/guide'])).toEqual(['In progress: part 6 of 7']);
  });
});

describe('who a licence is for, in words', () => {
  it.each([
    ['Year7-Year12, Staff', 'years 7–12 and staff'],
    ['Year6-Year12', 'years 6–12'],
    ['Year12', 'year 12'],
    ['Staff', 'staff'],
    ['Year3-Year5, Year7-Year12', 'years 3–5 and 7–12'],
    ['Year3, Year5, Staff', 'years 3 and 5 and staff'],
    ['BasicView', 'BasicView accounts'],
    ['not BasicView', null],
    ['Year7-Year12, not Year9', null],
    ['everyone', null],
  ])('%s is for %s', (text, words) => {
    expect(conditionInWords(condition(text), SPEC_ROLES)).toBe(words);
  });

  it.each([
    ['Foundation-Year2', PRIMARY_ROLES, 'Foundation to Year 2'],
    ['Foundation, Year5-Year6, Teacher', PRIMARY_ROLES, 'Foundation, Year 5 to Year 6 and Teacher staff'],
    ['Year3-Year6, Teacher, Office', PRIMARY_ROLES, 'years 3–6, Teacher staff and Office staff'],
    ['Visitor', PRIMARY_ROLES, 'Visitor accounts'],
    ['Grade11-Grade13, Faculty', GRADE_ROLES, 'grades 11–13 and staff'],
    ['Grade13', GRADE_ROLES, 'grade 13'],
  ] as const)("%s is for %s, in the school's own names", (text, roles, words) => {
    expect(conditionInWords(condition(text, roles), roles)).toBe(words);
  });
});

describe("home's marks", () => {
  it('give each tile its description by label, each state by route, and the Continue card', () => {
    const marks = homeMarks(manifest, LEO, { [key('office')]: at(2, 4) });
    expect(marks.descriptions.get('Outlook')).toBe('School email and calendar');
    expect(marks.descriptions.get('Setup Guide')).toBe('Set up a new laptop, step by step');
    expect(marks.descriptions.get('Video Analysis')).toBe('Film and review your technique');
    expect(marks.states.get('/adobe')).toEqual({
      kind: 'not-licensed',
      headline: 'Not for your year',
      detail: 'years 7–12 and staff only',
    });
    expect(marks.states.get('/office')).toEqual({ kind: 'in-progress', headline: 'In progress', detail: 'step 2 of 4' });
    expect(marks.states.get('/onedrive')).toBeUndefined();
    expect(marks.card).toMatchObject({ guide: { id: 'office' }, step: 2, total: 4 });
  });
});
