import { describe, expect, it } from 'vitest';
import { opensWithoutSignIn, publicRoutes } from '../../../packages/engine/src/shared/content/derive/public-guides';
import { homeTiles } from '../../../packages/engine/src/shared/content/derive/tiles';
import { followable } from '../../../packages/engine/src/shared/progress/derive';
import type { ContentIndex, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { Viewer } from '../../../packages/engine/src/shared/user/viewer';

/** A school's guides, invented: one public page, one public guide of steps, and private ones. */
function guide(id: string, more: Partial<GuideEntry> = {}): GuideEntry {
  return {
    id,
    title: `The ${id} guide`,
    route: `/${id}`,
    layout: 'steps',
    steps: [{ number: 1, file: '01-one.mdx', title: 'One' }],
    tile: { label: id, icon: id, order: 50 },
    ...more,
  } as GuideEntry;
}
const guides = [
  guide('library', { tile: { label: 'Library', icon: 'library', order: 30 } }),
  guide('locked-out', { public: true, tile: { label: 'Locked out?', icon: 'help', order: 90 } }),
  guide('contacts', { public: true, layout: 'page', tile: { label: 'Contacts', icon: 'contacts', order: 10 } }),
  guide('teachers', {
    public: true,
    audience: { source: 'Teacher', include: [{ kind: 'role', role: 'Teacher' }], exclude: [] },
    tile: { label: 'For teachers', icon: 't', order: 20 },
  }),
];
const index = {
  guides,
  setupGuide: {
    title: 'First day',
    heading: 'First day',
    route: '/start',
    sequence: ['library'],
    tile: { label: 'First day', icon: 's', order: 1 },
  },
  externalTiles: [{ label: 'Timetable', icon: 'x', order: 5, urlSetting: 'links.timetable', url: 'https://timetable.example' }],
} as unknown as ContentIndex;

describe('where a visitor may be without signing in', () => {
  const open = publicRoutes(guides);

  it('is the public guides, with or without a trailing slash', () => {
    expect([...open].sort()).toEqual(['/contacts', '/locked-out', '/teachers']);
    expect(opensWithoutSignIn(open, '/locked-out', false)).toBe(true);
    expect(opensWithoutSignIn(open, '/locked-out/', false)).toBe(true);
    expect(opensWithoutSignIn(open, '/library', false)).toBe(false);
    expect(opensWithoutSignIn(open, '/start', true)).toBe(false);
  });

  it('is home only for a tab already visiting: a new tab at home signs in, as it always did', () => {
    expect(opensWithoutSignIn(open, '/', false)).toBe(false);
    expect(opensWithoutSignIn(open, '/', true)).toBe(true);
  });

  it('is nowhere for a school with no public guides', () => {
    expect(opensWithoutSignIn(publicRoutes([guide('library')]), '/library', true)).toBe(false);
  });
});

describe("a visitor's home and path", () => {
  it('has the public guides they are in the audience of, in order: no Setup Guide, no links out, no private guide', () => {
    expect(homeTiles(index, [''], { visitor: true }).map((t) => t.label)).toEqual(['Contacts', 'Locked out?']);
    // Signed in, the same person sees everything for them.
    expect(homeTiles(index, ['']).map((t) => t.label)).toEqual(['First day', 'Timetable', 'Contacts', 'Library', 'Locked out?']);
  });

  it('suggests only public guides to follow', () => {
    const visitor: Viewer = { platform: 'windows', roles: [''], inHand: null, visitor: true };
    expect(followable({ guides }, visitor).map((g) => g.id)).toEqual(['locked-out']);
    expect(followable({ guides }, { ...visitor, visitor: false }).map((g) => g.id)).toEqual(['library', 'locked-out']);
  });
});
