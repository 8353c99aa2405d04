import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../packages/engine/src/shared/user/viewer';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { continueCard, doneRoutes, stepNames, stepOrder, trackedSteps } from '../../../packages/engine/src/shared/progress/derive';
import { nextUnfinished } from '../../../packages/engine/src/shared/progress/next-unfinished';
import { progressKey, type ProgressRecord, type StepProgress } from '../../../packages/engine/src/shared/progress/progress';
import {
  setupGuideChecklist,
  setupGuideDone,
  setupGuideResumeItem,
} from '../../../packages/engine/src/shared/progress/setup-guide-progress';
import { manifestOf, VALID_FIXTURE } from '../content/load-fixture';

/** A `steps` guide with `count` steps for everyone. */
function guide(id: string, count: number, more: Partial<GuideEntry> = {}): GuideEntry {
  const steps = Array.from({ length: count }, (_, i) => ({ number: i + 1, file: `0${i + 1}-step.mdx`, title: `Step ${i + 1}` }));
  return { id, title: `The ${id} guide`, route: `/${id}`, layout: 'steps', steps, ...more } as GuideEntry;
}

const wifi = guide('wifi', 0, {
  variants: [
    { id: 'laptop', showLabel: 'Show Laptop Steps' },
    { id: 'ios', showLabel: 'Show iOS Steps', defaultFor: ['iphone'] },
  ],
  steps: [
    ...['one', 'two', 'three', 'four', 'five'].map((t, i) => ({ number: i + 1, file: `0${i + 1}.mdx`, title: t, variant: 'laptop' })),
    ...['a', 'b', 'c'].map((t, i) => ({ number: i + 6, file: `0${i + 6}.mdx`, title: t, variant: 'ios' })),
  ],
});

let manifest: Pick<ContentManifest, 'guides' | 'setupGuide'>;
beforeAll(async () => {
  const fixture = await manifestOf(VALID_FIXTURE);
  // The fixture's licensed guide: not for BasicView, licensed to years 7-12 and staff, Windows only (2 steps).
  const licensed = fixture.guides.find((g) => g.id === 'licensed')!;
  const page = { ...guide('page', 2), layout: 'page' } as GuideEntry;
  manifest = {
    guides: [guide('office', 4), guide('outlook', 3), guide('single', 1), wifi, page, licensed],
    setupGuide: { ...fixture.setupGuide, sequence: ['office', 'licensed', 'page', 'outlook'] },
  };
});

const student: Viewer = { platform: 'windows', roles: ['Year8'], inHand: null };
const at = (step: number, total: number, time: number, seen = [step]): StepProgress => ({ step, total, seen, at: time });
/** Finished: moved past its last step (Finish, or the Setup Guide's Next). */
const fin = (step: number, total: number, time: number, seen = [step]): StepProgress => ({
  ...at(step, total, time, seen),
  finished: true,
});
const key = (id: string, variant?: string, platform: Viewer['platform'] = 'windows') => progressKey(id, platform, variant);

describe('the Continue card', () => {
  it('offers the unfinished guide shown most recently, at its step', () => {
    const record: ProgressRecord = { [key('office')]: at(3, 4, 20), [key('outlook')]: at(2, 3, 10) };
    expect(continueCard(manifest, student, record)).toMatchObject({ guide: { id: 'office' }, step: 3, total: 4, href: '/office' });
  });

  it('passes over finished guides and guides left at step 1', () => {
    const record: ProgressRecord = {
      [key('office')]: fin(4, 4, 30, [1, 2, 3, 4]),
      [key('outlook')]: at(1, 3, 40),
      [key('wifi', 'laptop')]: at(2, 5, 10),
    };
    expect(continueCard(manifest, student, record)).toMatchObject({ guide: { id: 'wifi' }, step: 2, total: 5 });
  });

  it("links to the guide's variant", () => {
    expect(continueCard(manifest, student, { [key('wifi', 'ios')]: at(2, 3, 1) })).toMatchObject({
      variant: 'ios',
      href: '/wifi?variant=ios',
      total: 3,
    });
  });

  it('is absent with no progress, or progress only on the other platform', () => {
    expect(continueCard(manifest, student, {})).toBeNull();
    expect(continueCard(manifest, student, { [key('office', undefined, 'mac')]: at(2, 4, 1) })).toBeNull();
  });

  it('never offers a guide the viewer may not follow: outside its audience, its licence or its platforms', () => {
    // Left at step 2 when it had 3 steps: now its last, but not done (the content changed), so on offer.
    const started = { step: 2, total: 3, seen: [1, 2], at: 1 };
    expect(continueCard(manifest, student, { [key('licensed')]: started })).toMatchObject({ guide: { id: 'licensed' }, step: 2, total: 2 });
    expect(continueCard(manifest, { ...student, roles: ['BasicView'] }, { [key('licensed')]: started })).toBeNull();
    expect(continueCard(manifest, { ...student, roles: ['Year4'] }, { [key('licensed')]: started })).toBeNull();
    expect(continueCard(manifest, { ...student, platform: 'mac' }, { [key('licensed', undefined, 'mac')]: started })).toBeNull();
  });

  it('after the guide lost steps, offers its new last step and not past it', () => {
    expect(continueCard(manifest, student, { [key('outlook')]: at(5, 6, 1) })).toMatchObject({ step: 3, total: 3 });
  });

  it('ignores progress in a variant the guide no longer has, and a guide no longer in the content', () => {
    expect(continueCard(manifest, student, { [key('wifi', 'android')]: at(2, 4, 1), [key('gone')]: at(2, 4, 2) })).toBeNull();
  });
});

describe('done marks on tiles', () => {
  it('marks guides the person finished, in any variant, on this platform only', () => {
    const record: ProgressRecord = {
      [key('office')]: fin(4, 4, 1, [1, 4]),
      [key('outlook')]: at(2, 3, 1, [1, 2]),
      [key('wifi', 'ios')]: fin(3, 3, 1, [3]),
      [key('single', undefined, 'mac')]: fin(1, 1, 1),
    };
    expect([...doneRoutes(manifest, student, record)].sort()).toEqual(['/office', '/wifi']);
  });

  it('does not mark a guide whose last step was shown but not finished', () => {
    expect(doneRoutes(manifest, student, { [key('office')]: at(4, 4, 1, [1, 2, 3, 4]) }).size).toBe(0);
  });

  it('does not mark a single page, nor a guide that only showed its message', () => {
    const record: ProgressRecord = { [key('page')]: fin(1, 1, 1), [key('licensed', undefined, 'mac')]: fin(1, 1, 1) };
    expect(doneRoutes(manifest, student, record).size).toBe(0);
    expect(doneRoutes(manifest, { ...student, platform: 'mac' }, record).size).toBe(0);
  });

  it('treats a finished guide whose number of steps has changed as not done', () => {
    expect(doneRoutes(manifest, student, { [key('office')]: fin(3, 3, 1, [1, 2, 3]) }).size).toBe(0);
  });

  it('treats a finished guide whose steps were put in another order as not done; an entry without an order counts by number', () => {
    const office = manifest.guides.find((g) => g.id === 'office')!;
    const { order } = trackedSteps(office, student, undefined);
    const finished = fin(4, 4, 1, [1, 2, 3, 4]);
    expect(doneRoutes(manifest, student, { [key('office')]: { ...finished, order } }).size).toBe(1);
    expect(doneRoutes(manifest, student, { [key('office')]: { ...finished, order: 'another-order' } }).size).toBe(0);
    expect(doneRoutes(manifest, student, { [key('office')]: finished }).size).toBe(1);
  });
});

describe('the next unfinished guide, named beside Finish', () => {
  const tile = (label: string, order: number) => ({ tile: { label, icon: 'x', order } });
  const tiled = {
    guides: [
      guide('outlook', 3, tile('Outlook', 50)),
      guide('office', 4, tile('Office', 40)),
      guide('vivi', 2, tile('Vivi', 70)),
      guide('hidden', 2),
      { ...guide('page', 1, tile('Printing', 45)), layout: 'page' } as GuideEntry,
      guide('staff', 2, {
        ...tile('Staff only', 60),
        audience: { source: 'Staff', include: [{ kind: 'role', role: 'Staff' }], exclude: [] },
      }),
    ],
  };

  it("is the first step-by-step guide after this one in home's order that is not done, going round to the start", () => {
    expect(nextUnfinished(tiled, student, {}, 'office')?.id).toBe('outlook');
    expect(nextUnfinished(tiled, student, { [key('outlook')]: fin(3, 3, 1) }, 'office')?.id).toBe('vivi');
    expect(nextUnfinished(tiled, student, {}, 'vivi')?.id).toBe('office');
  });

  it("passes over single pages, guides without a tile and guides outside the viewer's audience, and is null when all are done", () => {
    const record: ProgressRecord = { [key('outlook')]: fin(3, 3, 1), [key('vivi')]: fin(2, 2, 1) };
    expect(nextUnfinished(tiled, student, record, 'office')).toBeNull();
    // A guide whose last step was shown but which was not finished is still unfinished.
    expect(nextUnfinished(tiled, student, { ...record, [key('vivi')]: at(2, 2, 1) }, 'office')?.id).toBe('vivi');
  });
});

describe('the next unfinished guide on the Setup Guide’s path', () => {
  const tile = (label: string, order: number) => ({ tile: { label, icon: 'x', order } });
  const everyone = { source: 'everyone', include: [], exclude: [] };
  const guides = [
    guide('office', 4, tile('Office', 20)),
    guide('wifi', 3, tile('WiFi', 90)),
    guide('vivi', 2, tile('Vivi', 30)),
    guide('printing', 2, tile('Printing', 80)),
    guide('hello', 2, { ...tile('Windows Hello', 25), ownership: { only: 'school', message: 'School devices only.' } }),
  ];
  const path = {
    guides,
    setupGuide: {
      title: 'Setup',
      heading: 'Setup',
      route: '/start',
      audience: everyone,
      sequence: ['wifi', 'office', 'hello', 'printing'],
    },
  } as unknown as Pick<ContentManifest, 'guides' | 'setupGuide'>;

  it("goes on to the next part not done, going round, before home's tile order", () => {
    expect(nextUnfinished(path, student, {}, 'wifi')?.id).toBe('office');
    // Windows Hello is a part only once the person has said their device is the school's.
    expect(nextUnfinished(path, student, {}, 'office')?.id).toBe('printing');
    expect(nextUnfinished(path, { ...student, owner: 'school' }, {}, 'office')?.id).toBe('hello');
    expect(nextUnfinished(path, student, { [key('office')]: fin(4, 4, 1) }, 'printing')?.id).toBe('wifi');
  });

  it("falls back to home's order when the path is done, from a guide outside it, and without the Setup Guide", () => {
    const done = { [key('office')]: fin(4, 4, 1), [key('printing')]: fin(2, 2, 1) };
    expect(nextUnfinished(path, student, done, 'wifi')?.id).toBe('vivi');
    expect(nextUnfinished(path, student, {}, 'vivi')?.id).toBe('printing');
    expect(nextUnfinished({ guides }, student, {}, 'wifi')?.id).toBe('office');
  });

  it('is not followed by someone the Setup Guide is not for', () => {
    const staffOnly = { source: 'Staff', include: [{ kind: 'role', role: 'Staff' }], exclude: [] };
    const forStaff = { ...path, setupGuide: { ...path.setupGuide, audience: staffOnly } } as typeof path;
    expect(nextUnfinished(forStaff, student, {}, 'wifi')?.id).toBe('office');
    expect(nextUnfinished(forStaff, student, {}, 'office')?.id).toBe('vivi');
  });
});

describe("a guide's step names", () => {
  it('are the slugs of its files, in order, the same when renumbered', () => {
    expect(stepNames(['01-sign-in.mdx', '02-install.mdx', '03-open.md'])).toEqual(['sign-in', 'install', 'open']);
    expect(stepNames(['01-sign-in.mdx', '03-install.mdx', '04-open.md'])).toEqual(['sign-in', 'install', 'open']);
  });

  it('are what progress counts: the visible steps, or one screen named by no file', () => {
    const office = manifest.guides.find((g) => g.id === 'office')!;
    expect(trackedSteps(office, student, undefined).names).toEqual(['step', 'step', 'step', 'step']);
    expect(
      trackedSteps(
        manifest.guides.find((g) => g.id === 'page')!,
        student,
        undefined,
      ).names,
    ).toEqual(['page']);
  });
});

describe("a guide's step order", () => {
  it('changes when steps are reordered, added or removed, not when they are renumbered', () => {
    const order = stepOrder(['01-sign-in.mdx', '02-install.mdx', '03-open.md']);
    expect(stepOrder(['01-sign-in.mdx', '03-install.mdx', '04-open.md'])).toBe(order);
    expect(stepOrder(['01-install.mdx', '02-sign-in.mdx', '03-open.md'])).not.toBe(order);
    expect(stepOrder(['01-sign-in.mdx', '02-install.mdx'])).not.toBe(order);
    expect(stepOrder(['01-sign-in.mdx', '02-install.mdx', '03-open.md', '04-done.mdx'])).not.toBe(order);
  });
});

describe('how many screens progress counts', () => {
  it.each([
    ['office', student, undefined, 4],
    ['wifi', student, 'ios', 3],
    ['page', student, undefined, 1],
    ['licensed', { ...student, platform: 'mac' as const }, undefined, 1],
    ['licensed', { ...student, roles: ['Year4'] }, undefined, 1],
    ['licensed', student, undefined, 2],
  ] as const)('%s for %j in variant %s: %i', (id, viewer, variant, total) => {
    expect(
      trackedSteps(
        manifest.guides.find((g) => g.id === id)!,
        viewer,
        variant,
      ).total,
    ).toBe(total);
  });
});

describe("the Setup Guide's checklist", () => {
  it('ticks the items whose guide is done, each in the variant the viewer starts on, and skips guides they may not use', () => {
    const record: ProgressRecord = { [key('office')]: fin(4, 4, 1, [4]), [key('page')]: fin(1, 1, 1), [key('outlook')]: at(3, 3, 1) };
    expect(setupGuideChecklist(manifest, student, record).map((i) => [i.guide.id, i.done])).toEqual([
      ['office', true],
      ['licensed', false],
      ['page', true],
      ['outlook', false],
    ]);
    expect(setupGuideChecklist(manifest, { ...student, roles: ['Year4'] }, record).map((i) => i.guide.id)).toEqual([
      'office',
      'page',
      'outlook',
    ]);
  });

  it('counts a single page, or a guide that shows the viewer only its message, as done once passed with Next, not when shown', () => {
    const mac = { ...student, platform: 'mac' as const };
    expect(setupGuideChecklist(manifest, mac, { [key('licensed', undefined, 'mac')]: fin(1, 1, 1) })[1]).toMatchObject({ done: true });
    expect(setupGuideChecklist(manifest, mac, { [key('licensed', undefined, 'mac')]: at(1, 1, 1) })[1]).toMatchObject({ done: false });
    expect(setupGuideChecklist(manifest, student, { [key('page')]: at(1, 1, 1) })[2]).toMatchObject({ done: false });
  });

  it('gives the Setup Guide its Done mark only when every part is done', () => {
    const all: ProgressRecord = {
      [key('office')]: fin(4, 4, 1),
      [key('licensed')]: fin(2, 2, 1),
      [key('page')]: fin(1, 1, 1),
      [key('outlook')]: fin(3, 3, 1),
    };
    expect(setupGuideDone(manifest, student, all)).toBe(true);
    expect(setupGuideDone(manifest, student, { ...all, [key('outlook')]: at(3, 3, 1) })).toBe(false);
    // Year 4 students have no licensed part: done without it.
    expect(setupGuideDone(manifest, { ...student, roles: ['Year4'] }, { ...all, [key('licensed')]: at(1, 2, 1) })).toBe(true);
  });

  it.each([
    [[], 1],
    [[false, false], 1],
    [[true, false, true], 2],
    [[true, true, false], 3],
    [[true, true, true], 1],
  ])('with items done %j opens at item %i', (done, item) => {
    expect(setupGuideResumeItem(done.map((d) => ({ done: d })))).toBe(item);
  });
});
