/** Whose device it is: a guide for school devices (or own ones) asks once, then shows its steps or its message. */
import { describe, expect, it } from 'vitest';
import { asksOwner, guideAccess } from '../../../packages/engine/src/shared/content/derive/access';
import { setupGuideItems } from '../../../packages/engine/src/shared/content/derive/setup-guide';
import { nextUnfinished } from '../../../packages/engine/src/shared/progress/next-unfinished';
import { tileStates, tileStateText } from '../../../packages/engine/src/shared/progress/tile-states';
import type { GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { Viewer } from '../../../packages/engine/src/shared/user/viewer';
import { schoolRoles } from '../../../packages/engine/src/shared/user/roles';

const guide = (id: string, order: number, extra: Partial<GuideEntry> = {}): GuideEntry =>
  ({
    id,
    title: id,
    route: `/${id}`,
    layout: 'steps',
    tile: { label: id, icon: id, order },
    steps: [{ number: 1, file: '01-a.mdx', title: 'A' }],
    ...extra,
  }) as GuideEntry;

const hello = guide('hello', 20, { ownership: { only: 'school', message: 'School laptops only.' } });
const wifi = guide('wifi', 10);
const links = guide('links', 30);
const guides = [wifi, hello, links];
const viewer = (owner: Viewer['owner']): Viewer => ({ platform: 'windows', roles: ['Year8'], inHand: 'windows', owner });

describe('a guide only for school devices', () => {
  it('asks whose device it is until the person says, and then shows its steps or its message', () => {
    expect(asksOwner(hello, viewer(null))).toBe(true);
    expect(guideAccess(hello, viewer(null))).toEqual({ kind: 'ok' });
    expect(asksOwner(hello, viewer('school'))).toBe(false);
    expect(guideAccess(hello, viewer('school'))).toEqual({ kind: 'ok' });
    expect(guideAccess(hello, viewer('own'))).toEqual({ kind: 'other-owner', message: 'School laptops only.' });
    expect(asksOwner(wifi, viewer(null))).toBe(false);
  });

  it('is up next after WiFi only for someone who said theirs is a school device', () => {
    expect(nextUnfinished({ guides }, viewer(null), {}, 'wifi')?.id).toBe('links');
    expect(nextUnfinished({ guides }, viewer('own'), {}, 'wifi')?.id).toBe('links');
    expect(nextUnfinished({ guides }, viewer('school'), {}, 'wifi')?.id).toBe('hello');
  });

  it('leaves the Setup Guide for the other owner, and says so on its tile', () => {
    const setupGuide = { title: 'Setup', heading: 'Setup', route: '/start', sequence: ['wifi', 'hello'] };
    const names = (owner: Viewer['owner']) => setupGuideItems({ guides, setupGuide }, viewer(owner)).map((i) => i.guide.id);
    expect(names(null)).toEqual(['wifi', 'hello']);
    expect(names('school')).toEqual(['wifi', 'hello']);
    expect(names('own')).toEqual(['wifi']);
    const states = tileStates({ guides, setupGuide, roles: schoolRoles() }, viewer('own'), {});
    expect(tileStateText(states.get('/hello')!)).toBe('Not for your device: School devices only');
  });
});
