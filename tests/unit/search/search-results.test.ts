import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../packages/engine/src/shared/user/viewer';
import { SEARCH_OPTIONS, type SearchDocument } from '../../../packages/engine/src/shared/content/search-index';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { parseCondition } from '../../../packages/engine/src/shared/content/schema/condition-parse';
import { MAX_PER_GUIDE, searchGuides, type ResultGroup } from '../../../packages/engine/src/features/search/search-results';
import { MAX_QUERY_LENGTH } from '../../../packages/engine/src/features/search/search-box-shared';
import { searchDocuments, searchIndexJson, type ReadStep } from '../../../packages/engine/tooling/content/search/search-documents';
import { DEMO_SCHOOL, manifestOf, USERS, VALID_FIXTURE } from '../content/load-fixture';

type Index = MiniSearch<SearchDocument>;

/** The index as the browser gets it: built, serialised with JSON.stringify, loaded with loadJSON. */
const indexOf = (manifest: Pick<ContentManifest, 'guides' | 'settings'>, read: ReadStep): Index =>
  MiniSearch.loadJSON<SearchDocument>(searchIndexJson(searchDocuments(manifest, read)), SEARCH_OPTIONS);

const viewer = (platform: 'windows' | 'mac', roles: readonly string[], isiPhone = false): Viewer => ({
  platform,
  roles,
  inHand: isiPhone ? 'iphone' : null,
});
/** `Guide title: result title -> address` for each result, in order. */
const found = (groups: ResultGroup[]) => groups.flatMap((g) => g.results.map((r) => `${g.guide.title}: ${r.title} -> ${r.href}`));

let manifest: ContentManifest;
let index: Index;
beforeAll(async () => {
  manifest = await manifestOf(VALID_FIXTURE);
  index = indexOf(manifest, (id, file) => readFileSync(join(VALID_FIXTURE, 'guides', id, file), 'utf8'));
});
const search = (query: string, who: Viewer) => found(searchGuides(index, manifest, who, query));

describe('what search finds, for each viewer', () => {
  it(`reads at most ${MAX_QUERY_LENGTH} characters of a query`, () => {
    expect(search(`${'x'.repeat(MAX_QUERY_LENGTH - 7)} finish`, viewer('mac', USERS.Year8))).toEqual([
      'The Basics: All done -> /basics?step=2',
    ]);
    expect(search(`${'x'.repeat(MAX_QUERY_LENGTH)} finish`, viewer('mac', USERS.Year8))).toEqual([]);
  });

  it('finds a step by a word of its text, and gives its number among the steps this viewer sees', () => {
    // basics on Windows: Start here, Windows only, All done; on a Mac: Start here, All done.
    expect(search('finish', viewer('mac', USERS.Year8))).toEqual(['The Basics: All done -> /basics?step=2']);
    expect(search('finish', viewer('mac', USERS.Staff))).toEqual(['The Basics: All done -> /basics?step=3']);
  });

  it('never finds a step for another platform or other roles', () => {
    expect(search('Ctrl', viewer('windows', USERS.Year8))).toEqual(['The Basics: Windows only -> /basics?step=2']);
    expect(search('Ctrl', viewer('mac', USERS.Year8))).toEqual([]);
    expect(search('staff see this', viewer('windows', USERS.Staff))).toContain('The Basics: Staff only -> /basics?step=3');
    // A step a viewer cannot see has no number among theirs: match its title, wherever it would link.
    expect(search('staff see this', viewer('windows', USERS.Year12))).not.toContainEqual(expect.stringContaining('Staff only'));
  });

  it('finds the text inside <Only> only for the viewers it is shown to', () => {
    expect(search('Mac users finish here', viewer('mac', USERS.Year8))).toEqual(['The Basics: All done -> /basics?step=2']);
    expect(search('Mac users finish here', viewer('windows', USERS.Year8))).toEqual([]);
  });

  it('finds the values settings-driven components show', () => {
    for (const query of ['ithelp@school.example', 'DEMO-4821', 'Science Block', 'Education Perfect', '8am-4pm']) {
      expect(search(query, viewer('windows', USERS.Year8)).map((r) => r.split(' -> ')[1])).toContain('/info');
    }
  });

  it('finds the titles of steps and guides, and a tool by its title for those it is for', () => {
    expect(search('laptop one', viewer('windows', USERS.Year8))).toEqual(['Switcher: Laptop one -> /switcher?step=1&variant=laptop']);
    expect(search('reset student password', viewer('windows', USERS.Staff))).toEqual([
      'Reset Student Password: Reset Student Password -> /tool',
    ]);
    expect(search('reset student password', viewer('windows', USERS.Year12))).toEqual([]);
  });

  it('never finds a guide outside its audience; offers one the viewer may not follow as its message', () => {
    expect(search('licensed', viewer('windows', USERS.BasicView))).toEqual([]);
    expect(search('licensed', viewer('windows', USERS.Year4))).toEqual([
      'Licensed App: Only students in years 7 - 12 may use this app. -> /licensed',
    ]);
    expect(search('licensed', viewer('mac', USERS.Year8))).toEqual([
      'Licensed App: These instructions only apply to Windows devices. -> /licensed',
    ]);
    expect(search('licensed step', viewer('windows', USERS.Year8))).toEqual([
      'Licensed App: Licensed step 1 -> /licensed?step=1',
      'Licensed App: Licensed step 2 -> /licensed?step=2',
    ]);
  });

  it('searches the variant the viewer starts on, and the address names it', () => {
    expect(search('phone', viewer('mac', USERS.Year8, true))).toEqual(['Switcher: Phone one -> /switcher?step=1&variant=ios']);
    // A search that names a phone looks in the iPhone variant, whatever the viewer starts on.
    expect(search('phone', viewer('mac', USERS.Year8))).toEqual(['Switcher: Phone one -> /switcher?step=1&variant=ios']);
    expect(search('iphone', viewer('windows', USERS.Year8))).toEqual(['Switcher: Phone one -> /switcher?step=1&variant=ios']);
    expect(search('two', viewer('mac', USERS.Year8))).toEqual(['Switcher: Laptop two (Mac) -> /switcher?step=2&variant=laptop']);
    expect(search('two', viewer('windows', USERS.Year8))).toEqual([]);
  });

  it('opens a page layout guide at its address, with no step', () => {
    expect(search('when are you open', viewer('windows', USERS.Year8))).toEqual(['Information: When -> /info']);
  });

  it('forgives a typo and finishes the last word as it is typed', () => {
    expect(search('Organisaton', viewer('windows', USERS.Year8))).toEqual(['Information: Who to ask -> /info']);
    expect(search('welc', viewer('windows', USERS.Year8))).toEqual(['The Basics: Start here -> /basics?step=1']);
  });

  it('finds steps with most of the words when none has them all, and nothing for one letter or unknown words', () => {
    expect(search('my printer says Science Block', viewer('windows', USERS.Year8))).toEqual(['Information: Who to ask -> /info']);
    expect(search('w', viewer('windows', USERS.Year8))).toEqual([]);
    expect(search('xyzzy', viewer('windows', USERS.Year8))).toEqual([]);
  });
});

describe('the guide itself, in the demo school', () => {
  let school: ContentManifest;
  let schoolIndex: Index;
  beforeAll(async () => {
    school = await manifestOf(DEMO_SCHOOL);
    schoolIndex = indexOf(school, (id, file) => readFileSync(join(DEMO_SCHOOL, 'guides', id, file), 'utf8'));
  });
  const searchSchool = (query: string, who = viewer('windows', USERS.Year8)) => found(searchGuides(schoolIndex, school, who, query));

  it('finds only the public guides for a visitor who has not signed in', () => {
    const open = new Set(school.guides.filter((g) => g.public).map((g) => g.title));
    const visitor = { ...viewer('windows', ['']), visitor: true };
    const titles = (query: string) => searchGuides(schoolIndex, school, visitor, query).map((g) => g.guide.title);
    expect(titles('password').length).toBeGreaterThan(0);
    for (const query of ['password', 'help', 'office', 'wifi', 'printing']) expect(titles(query).filter((t) => !open.has(t))).toEqual([]);
    // Signed in, the same words find the rest.
    expect(searchGuides(schoolIndex, school, viewer('windows', ['']), 'wifi').length).toBeGreaterThan(0);
  });

  it('puts a guide searched by its name first, above its steps, and opens it at its address', () => {
    expect(searchSchool('onedrive')).toEqual([
      'OneDrive: OneDrive -> /onedrive',
      'OneDrive: Get OneDrive -> /onedrive?step=1',
      'OneDrive: Choose your OneDrive folder -> /onedrive?step=3',
      'OneDrive: Save your work in OneDrive -> /onedrive?step=4',
    ]);
    expect(searchSchool('printing')[0]).toBe('Printing: Printing -> /printing');
    expect(searchSchool('wifi', viewer('mac', USERS.Year8, true))[0]).toBe('WiFi Connect: WiFi Connect -> /wifi');
  });

  it('finds a guide by its keywords, boosted above steps that only mention the word', () => {
    // Adobe's install step says "internet"; WiFi's own words never do.
    expect(searchSchool('internet')).toEqual([
      'WiFi Connect: WiFi Connect -> /wifi',
      'Adobe Creative Cloud: Let it install -> /adobe?step=4',
    ]);
    expect(searchSchool('wireless network')).toEqual(['WiFi Connect: WiFi Connect -> /wifi']);
  });

  it('finds the guide itself only for those who may see it, and as its message for those who may not follow it', () => {
    expect(searchSchool('reset student password', viewer('windows', USERS.Staff))[0]).toBe(
      'Reset Student Password: Reset Student Password -> /resetstudpass',
    );
    // A student finds no staff tool, but how to reset their own password ("Can't sign in?").
    const asStudent = searchSchool('reset student password');
    expect(asStudent.filter((r) => r.startsWith('Reset Student Password'))).toEqual([]);
    expect(asStudent[0]).toBe("Can't sign in?: Forgot your password -> /cant-sign-in?step=2");
  });
});

describe('roles inside a step, and results per guide', () => {
  const settingsOnly = { settings: {} as ContentManifest['settings'] };
  const guide: GuideEntry = {
    id: 'clubs',
    title: 'Clubs',
    route: '/clubs',
    layout: 'steps',
    steps: Array.from({ length: 6 }, (_, i) => ({ number: i + 1, file: `0${i + 1}-club.mdx`, title: `Club ${i + 1}` })),
  };
  const steps: Record<string, string> = {
    '01-club.mdx': 'Chess club meets at lunch.\n\n<Only roles="Staff">Staff supervise chess on Fridays.</Only>',
    '02-club.mdx': 'Robotics club. <Only roles="Year7-Year12">Seniors bring a laptop.</Only>',
  };
  const clubs = { ...settingsOnly, guides: [guide] };
  const clubIndex = () => indexOf(clubs, (_id, file) => `---\ntitle: x\n---\n${steps[file] ?? 'Every club meets at lunch.'}`);

  it("finds words inside <Only roles> only for those roles, and highlights them with the step's own", () => {
    const staff = searchGuides(clubIndex(), clubs, viewer('windows', USERS.Staff), 'supervise chess');
    expect(found(staff)).toEqual(['Clubs: Club 1 -> /clubs?step=1']);
    expect(staff[0]!.results[0]!.terms).toEqual(expect.arrayContaining(['supervise', 'chess']));
    expect(found(searchGuides(clubIndex(), clubs, viewer('windows', USERS.Year8), 'supervise'))).toEqual([]);
    expect(found(searchGuides(clubIndex(), clubs, viewer('windows', USERS.Year8), 'seniors laptop'))).toEqual([
      'Clubs: Club 2 -> /clubs?step=2',
    ]);
    expect(found(searchGuides(clubIndex(), clubs, viewer('windows', USERS.Year4), 'seniors laptop'))).toEqual([]);
  });

  it(`shows at most ${MAX_PER_GUIDE} steps of one guide`, () => {
    expect(found(searchGuides(clubIndex(), clubs, viewer('windows', USERS.Year8), 'lunch'))).toHaveLength(MAX_PER_GUIDE);
  });

  it('numbers steps among those the viewer sees when a step is for other roles', () => {
    const hidden: GuideEntry = {
      ...guide,
      steps: guide.steps.map((s, i) =>
        i === 0 ? { ...s, roles: (parseCondition('Staff') as { ok: true; condition: never }).condition } : s,
      ),
    };
    const content = { ...settingsOnly, guides: [hidden] };
    const hiddenIndex = indexOf(content, (_id, file) => `---\ntitle: x\n---\n${steps[file] ?? 'Every club meets at lunch.'}`);
    expect(found(searchGuides(hiddenIndex, content, viewer('windows', USERS.Year8), 'robotics'))).toEqual([
      'Clubs: Club 2 -> /clubs?step=1',
    ]);
    expect(found(searchGuides(hiddenIndex, content, viewer('windows', USERS.Staff), 'robotics'))).toEqual([
      'Clubs: Club 2 -> /clubs?step=2',
    ]);
  });
});
