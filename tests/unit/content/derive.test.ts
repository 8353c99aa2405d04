import { beforeAll, describe, expect, it } from 'vitest';
import { guideAccess, inAudience } from '../../../packages/engine/src/shared/content/derive/access';
import { contentRoutes } from '../../../packages/engine/src/shared/content/derive/routes';
import { setupGuideItems } from '../../../packages/engine/src/shared/content/derive/setup-guide';
import { setupGuideEnds, stepNav } from '../../../packages/engine/src/shared/content/derive/step-nav';
import { stepFromQuery, visibleSteps } from '../../../packages/engine/src/shared/content/derive/steps';
import { homeTiles } from '../../../packages/engine/src/shared/content/derive/tiles';
import { initialVariant, resolveVariant, toggleTarget } from '../../../packages/engine/src/shared/content/derive/variants';
import { deviceNote, insteadOf } from '../../../packages/engine/src/shared/content/derive/guide-notes';
import { contentIndex } from '../../../packages/engine/src/shared/content/content-index';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { manifestOf, VALID_FIXTURE } from './load-fixture';

let manifest: ContentManifest;
const guide = (id: string): GuideEntry => manifest.guides.find((g) => g.id === id)!;
beforeAll(async () => {
  manifest = await manifestOf(VALID_FIXTURE);
});

describe('visibleSteps', () => {
  it.each([
    ['windows', ['Year8'], ['Start here', 'Windows only', 'All done']],
    ['mac', ['Year8'], ['Start here', 'All done']],
    ['windows', ['Staff'], ['Start here', 'Windows only', 'Staff only', 'All done']],
    ['mac', ['Staff', 'BasicView'], ['Start here', 'Staff only', 'All done']],
    ['windows', [''], ['Start here', 'Windows only', 'All done']],
  ] as const)('on %s for roles %j shows %j', (platform, roles, titles) => {
    expect(visibleSteps(guide('basics'), { platform, roles }).map((s) => s.title)).toEqual(titles);
  });

  it.each([
    ['windows', 'laptop', ['Laptop one']],
    ['mac', 'laptop', ['Laptop one', 'Laptop two (Mac)']],
    ['windows', 'ios', ['Phone one']],
    ['mac', 'ios', ['Phone one']],
  ] as const)('on %s, variant %s shows %j', (platform, variant, titles) => {
    expect(visibleSteps(guide('switcher'), { platform, roles: ['Year8'] }, variant).map((s) => s.title)).toEqual(titles);
  });
});

describe('the step in the URL', () => {
  it.each([
    [null, 5, 1, true],
    ['3', 5, 3, true],
    ['5', 5, 5, true],
    ['6', 5, 5, false],
    ['99999', 5, 5, false],
    ['0', 5, 1, false],
    ['-2', 5, 1, false],
    ['abc', 5, 1, false],
    ['2.5', 5, 1, false],
    ['03', 5, 3, false],
    ['', 5, 1, false],
    ['1', 0, 1, true],
  ] as const)('?step=%s of %i is step %i (canonical: %s)', (raw, total, step, canonical) => {
    expect(stepFromQuery(raw, total)).toEqual({ step, canonical });
  });

  it.each([
    [null, 5, 4, 4, false],
    [null, 5, 1, 1, true],
    [null, 3, 6, 3, false],
    [null, 5, 0, 1, true],
    ['2', 5, 4, 2, true],
    ['9', 5, 4, 5, false],
  ] as const)('?step=%s of %i, left off at %i, is step %i (canonical: %s)', (raw, total, resumeAt, step, canonical) => {
    expect(stepFromQuery(raw, total, resumeAt)).toEqual({ step, canonical });
  });

  it.each([
    [1, 5, [null, 'Next Step']],
    [3, 5, ['Previous Step', 'Next Step']],
    [5, 5, ['Previous Step', null]],
    [1, 1, [null, null]],
  ])('hides the Previous Step button on step 1 and Next Step on the last: step %i of %i shows %j', (step, total, labels) => {
    const { previous, next } = stepNav(step, total);
    expect([previous?.label ?? null, next?.label ?? null]).toEqual(labels);
  });

  it('offers Finish after the last step of a guide on its own screen, and nothing before step 1', () => {
    expect(stepNav(4, 4, { after: 'Finish' })).toEqual({
      previous: { kind: 'step', label: 'Previous Step', to: 3 },
      next: { kind: 'end', label: 'Finish' },
    });
    expect(stepNav(3, 4, { after: 'Finish' }).next).toEqual({ kind: 'step', label: 'Next Step', to: 4 });
    expect(stepNav(1, 1, { after: 'Finish' })).toEqual({ previous: null, next: { kind: 'end', label: 'Finish' } });
  });

  it("walks a Setup Guide part's steps with Next Step and then goes on to the next part with the same button", () => {
    const ends = { before: 'Previous: Office', after: 'Next: Outlook' };
    expect(stepNav(1, 3, ends)).toEqual({
      previous: { kind: 'end', label: 'Previous: Office' },
      next: { kind: 'step', label: 'Next Step', to: 2 },
    });
    expect(stepNav(3, 3, ends)).toEqual({
      previous: { kind: 'step', label: 'Previous Step', to: 2 },
      next: { kind: 'end', label: 'Next: Outlook' },
    });
  });
});

describe('guideAccess', () => {
  it.each([
    ['windows', ['Year8'], { kind: 'ok' }],
    ['windows', ['Staff'], { kind: 'ok' }],
    ['windows', ['Year6'], { kind: 'unlicensed', message: 'Only students in years 7 - 12 may use this app.' }],
    // Not licensed wins over the platform: the message that matters most to them.
    ['mac', ['Year4'], { kind: 'unlicensed', message: 'Only students in years 7 - 12 may use this app.' }],
    ['mac', ['Year8'], { kind: 'unsupported-platform', message: 'These instructions only apply to Windows devices.' }],
  ] as const)('on %s for roles %j is %j', (platform, roles, expected) => {
    expect(guideAccess(guide('licensed'), { platform, roles })).toEqual(expected);
  });
});

describe("what a person shown only a guide's message can do instead", () => {
  it('says there is nothing to set up on their platform, and how to see the steps for one the guide supports', () => {
    const windowsOnly = { platforms: { supported: ['windows' as const], message: 'Windows only.' } };
    expect(insteadOf({ kind: 'unsupported-platform', message: 'Windows only.' }, windowsOnly, { platform: 'mac' })).toBe(
      "There's nothing to set up on a Mac. If you're setting up a Windows device, choose Windows at the top of the page.",
    );
  });

  it('tells a person without the licence there is nothing to set up, and when to ask', () => {
    expect(insteadOf({ kind: 'unlicensed', message: 'Years 7-12 only.' }, {}, { platform: 'windows' })).toMatch(
      /^There's nothing for you to set up here\. If you think you should have it, ask the IT office\.$/,
    );
  });
});

const TWO_WAY = ['windows', 'mac'] as const;

describe('which device the steps are for', () => {
  it('tells an iPhone visitor the device a guide without iPhone steps is for, from the platform shown', () => {
    expect(deviceNote(guide('basics'), { inHand: 'iphone', platform: 'windows' }, TWO_WAY)).toMatch(
      /^These steps are for a Windows laptop, not this iPhone\./,
    );
    expect(deviceNote(guide('basics'), { inHand: 'iphone', platform: 'mac' }, TWO_WAY)).toMatch(
      /^These steps are for a Mac, not this iPhone\./,
    );
  });

  it('says nothing on a guide with iPhone steps, nor to visitors on a laptop', () => {
    expect(deviceNote(guide('switcher'), { inHand: 'iphone', platform: 'windows' }, TWO_WAY)).toBeNull();
    expect(deviceNote(guide('basics'), { inHand: null, platform: 'windows' }, TWO_WAY)).toBeNull();
  });
});

describe('variants', () => {
  it('starts iPhone users on the variant marked for iPhone, everyone else on the first', () => {
    expect(initialVariant(guide('switcher'), { inHand: 'iphone' })).toBe('ios');
    expect(initialVariant(guide('switcher'), { inHand: null })).toBe('laptop');
    expect(initialVariant(guide('basics'), { inHand: 'iphone' })).toBeUndefined();
  });

  it('labels the toggle with the variant it switches to', () => {
    expect(toggleTarget(guide('switcher'), 'laptop')).toEqual({ id: 'ios', label: 'Show iOS Steps' });
    expect(toggleTarget(guide('switcher'), 'ios')).toEqual({ id: 'laptop', label: 'Show Laptop Steps' });
    expect(toggleTarget(guide('basics'), undefined)).toBeNull();
  });

  it('ignores a variant the guide does not have', () => {
    expect(resolveVariant(guide('switcher'), 'ios', { inHand: null })).toBe('ios');
    expect(resolveVariant(guide('switcher'), 'android', { inHand: null })).toBe('laptop');
  });
});

describe('audience', () => {
  it.each([
    ['licensed', ['Year8'], true],
    ['licensed', ['BasicView'], false],
    ['licensed', ['Year8', 'BasicView'], false],
    ['tool', ['Staff'], true],
    ['tool', ['Year8'], false],
    ['basics', ['BasicView'], true],
    ['basics', [''], true],
  ] as const)('%s is for roles %j: %s', (id, roles, expected) => {
    expect(inAudience(guide(id), roles)).toBe(expected);
  });

  it('hides the Setup Guide itself from users outside its audience', () => {
    expect(inAudience(manifest.setupGuide, ['BasicView'])).toBe(false);
    expect(inAudience(manifest.setupGuide, ['Year8'])).toBe(true);
  });
});

describe('Setup Guide', () => {
  it('leaves out a guide for users outside its audience, even when its licence would allow them', () => {
    expect(setupGuideItems(manifest, { roles: ['Year8', 'BasicView'] }).map((i) => i.name)).toEqual(['Basics', 'Info']);
  });

  it('keeps a licensed guide for users it licenses and drops it for the others', () => {
    expect(setupGuideItems(manifest, { roles: ['Year8'] }).map((i) => i.name)).toEqual(['Basics', 'Licensed', 'Info']);
    expect(setupGuideItems(manifest, { roles: ['Year4'] }).map((i) => i.name)).toEqual(['Basics', 'Info']);
  });

  it("names the buttons past a part's ends after the neighbouring parts and ends with Complete, which goes home", () => {
    const items = setupGuideItems(manifest, { roles: ['Year8'] });
    expect(setupGuideEnds(items, 1)).toEqual({ before: null, after: 'Next: Licensed', afterTarget: { kind: 'item', item: 2 } });
    expect(setupGuideEnds(items, 2)).toEqual({ before: 'Previous: Basics', after: 'Next: Info', afterTarget: { kind: 'item', item: 3 } });
    expect(setupGuideEnds(items, 3)).toEqual({ before: 'Previous: Licensed', after: 'Complete', afterTarget: { kind: 'home' } });
  });
});

describe('tiles and routes', () => {
  it.each([
    [['Year8'], ['Setup Guide', 'Basics', 'Licensed App', 'Switcher', 'Info']],
    [['BasicView'], ['Basics', 'Switcher', 'Info']],
    [['Staff'], ['Setup Guide', 'Basics', 'Licensed App', 'Switcher', 'Info', 'Tool', 'Outside Site']],
  ])('for roles %j are %j, in order', (roles, labels) => {
    expect(homeTiles(contentIndex(manifest), roles).map((t) => t.label)).toEqual(labels);
  });

  it('links external tiles to the address in settings', () => {
    expect(homeTiles(contentIndex(manifest), ['Staff']).find((t) => t.external)).toEqual({
      label: 'Outside Site',
      icon: 'outside',
      href: 'https://video.school.example',
      external: true,
      order: 90,
    });
  });

  it('has a route per guide plus the Setup Guide', () => {
    expect(contentRoutes(manifest).map((r) => r.path)).toEqual(['/guide', '/basics', '/info', '/licensed', '/switcher', '/tool']);
  });
});
