/** Search in students' words, on the demo school's built index and Banksia's, each with its own search.yaml. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../packages/engine/src/shared/user/viewer';
import { SEARCH_OPTIONS, type SearchDocument } from '../../../packages/engine/src/shared/content/search-index';
import { withSchoolWords } from '../../../packages/engine/src/shared/content/search-words';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { searchGuides, type ResultGroup } from '../../../packages/engine/src/features/search/search-results';
import { searchDocuments, searchIndexJson } from '../../../packages/engine/tooling/content/search/search-documents';
import { BANKSIA_SCHOOL, DEMO_SCHOOL, manifestOf, VALID_FIXTURE } from '../content/load-fixture';

const viewer = (platform: 'windows' | 'mac', roles: readonly string[], isiPhone = false): Viewer => ({
  platform,
  roles,
  inHand: isiPhone ? 'iphone' : null,
});
/** `Guide title: result title -> address` for each result, in order. */
const found = (groups: ResultGroup[]) => groups.flatMap((g) => g.results.map((r) => `${g.guide.title}: ${r.title} -> ${r.href}`));

/**
 * A school's search as the browser has it: the index as built and loaded, and the engine's words with the
 * school's; with `searchYaml` false, as if the school had no search.yaml.
 */
async function schoolSearch(dir: string, searchYaml = true) {
  const loaded: ContentManifest = await manifestOf(dir);
  const manifest = searchYaml ? loaded : { ...loaded, search: undefined };
  const json = searchIndexJson(searchDocuments(manifest, (id, file) => readFileSync(join(dir, 'guides', id, file), 'utf8')));
  const index = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
  const words = withSchoolWords(manifest.search);
  return (query: string, who: Viewer) => found(searchGuides(index, manifest, who, query, words));
}

describe("the demo school, in students' words", () => {
  let search: Awaited<ReturnType<typeof schoolSearch>>;
  let plain: typeof search;
  beforeAll(async () => {
    [search, plain] = await Promise.all([schoolSearch(DEMO_SCHOOL), schoolSearch(DEMO_SCHOOL, false)]);
  }, 30_000);
  const student = viewer('windows', ['Year8']);

  it('"teams" finds Office (search.yaml: teams means Office), not the IT team first', () => {
    expect(search('teams', student)[0]).toBe('Microsoft Office: Microsoft Office -> /office');
    expect(plain('teams', student)[0]).toMatch(/^IT Help/);
  });

  it('"how do i get word" finds the Office guide before Grammarly’s add-in for Word', () => {
    const results = search('how do i get word', student);
    expect(results[0]).toBe('Microsoft Office: Microsoft Office -> /office');
    expect(results.findIndex((r) => r.startsWith('Grammarly'))).toBeGreaterThan(results.findIndex((r) => r.includes('/office?step=')));
  });

  it('puts a guide found by its name (or its tile) over a guide that only mentions the word', () => {
    // Without search.yaml: "Word" is on Office's tile, and in the title of a Grammarly step.
    expect(plain('word', student)[0]).toBe('Microsoft Office: Microsoft Office -> /office');
    expect(plain('screen sharing', student)[0]).toBe('Vivi Screen Sharing: Vivi Screen Sharing -> /vivi');
  });

  it('"email on phone" answers with email on a phone, not the laptop steps', () => {
    expect(search('email on phone', student)).toEqual([
      'Outlook: School email on your phone -> /outlook?step=2',
      // Signing in with your school email, on a new phone.
      "Can't sign in?: New phone, or never set up -> /cant-sign-in?step=3",
      "Can't sign in?: I forgot my password -> /cant-sign-in?step=2",
    ]);
    expect(search('outlook on my mobile', student)[0]).toBe('Outlook: School email on your phone -> /outlook?step=2');
  });

  it('"wifi not working" shows the troubleshooting question first, opening the step for the viewer’s variant', () => {
    expect(search('wifi not working', student)[0]).toMatch(/^WiFi Connect: WiFi not working -> \/wifi\?step=\d+&variant=laptop$/);
    expect(search("wifi doesn't work", viewer('mac', ['Year8'], true))[0]).toMatch(
      /^WiFi Connect: WiFi not working -> \/wifi\?step=\d+&variant=ios$/,
    );
    // Without the question, the step that says what to do when it stops working comes first.
    expect(plain('wifi not working', student)[0]).toMatch(/^WiFi Connect: You're connected -> \/wifi\?step=\d+&variant=laptop$/);
  });

  it('shows the question after the guide itself when the search tells of no problem', () => {
    expect(search('wifi', student).slice(0, 2)).toEqual([
      'WiFi Connect: WiFi Connect -> /wifi',
      expect.stringMatching(/^WiFi Connect: WiFi not working -> /),
    ]);
  });

  it('"wifi on iphone" finds the iPhone steps, even for someone on a laptop', () => {
    const results = search('wifi on iphone', student);
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result).toMatch(/^WiFi Connect: .* -> \/wifi\?step=\d+&variant=ios$/);
    expect(search('wifi', student).filter((r) => r.includes('variant=ios'))).toEqual([]);
  });

  it('opens a question at the first of its steps the viewer sees, or at its guide', () => {
    // The guide's own name (its keywords: "forgot password") comes first, then its question's step.
    expect(search('forgot your password', student).slice(0, 3)).toEqual([
      "Can't sign in?: Can't sign in? -> /cant-sign-in",
      "Can't sign in?: I forgot my password -> /cant-sign-in?step=2",
      "Can't sign in?: Forgot your password -> /cant-sign-in?step=2",
    ]);
    // A question without steps opens its guide itself.
    expect(search("can't log in", student)[0]).toBe("Can't sign in?: Can't log in -> /cant-sign-in");
    // The school's own phrasing of a problem ("won't share") finds its question first, opening the first of
    // its steps the viewer sees: Mac and Windows have a step each.
    const onWindows = search('vivi not working', student)[0];
    const onMac = search('vivi not working', viewer('mac', ['Year8']))[0];
    expect(onWindows).toMatch(/^Vivi Screen Sharing: Vivi won't share my screen -> \/vivi\?step=\d+$/);
    expect(onMac).toMatch(/^Vivi Screen Sharing: Vivi won't share my screen -> \/vivi\?step=\d+$/);
    expect(onMac).not.toBe(onWindows);
  });
});

describe("Banksia, in students' words", () => {
  let search: Awaited<ReturnType<typeof schoolSearch>>;
  beforeAll(async () => {
    search = await schoolSearch(BANKSIA_SCHOOL);
  }, 30_000);
  const student = viewer('windows', ['Year4']);

  it('"teams" finds Microsoft 365 (its search.yaml), not the IT team first', () => {
    expect(search('teams', student)[0]).toBe('Microsoft 365: Microsoft 365 -> /microsoft-365');
  });

  it('"how do i get word" finds Microsoft 365, not the WiFi step that says "Get ready"', () => {
    expect(search('how do i get word', student)[0]).toBe('Microsoft 365: Microsoft 365 -> /microsoft-365');
    expect(search('how do i get word', student)).not.toContain('Connect to the School WiFi: Get ready -> /wifi?step=1');
  });

  it('"wifi not working" shows its own troubleshooting question first', () => {
    expect(search('wifi not working', student)[0]).toBe('Connect to the School WiFi: WiFi not working -> /wifi?step=5');
    expect(search("can't remember my password", student)[0]).toBe("Your Password: Can't remember my password -> /password");
  });

  it('"seesaw on ipad" answers for the iPad before the laptop steps', () => {
    expect(search('seesaw on ipad', student)).toEqual(['Seesaw: Seesaw on an iPad -> /seesaw?step=1']);
  });

  it('has no demo-school questions: no Vivi, no NAPLAN', () => {
    expect(search('vivi not working', student)).toEqual([]);
    expect(search('naplan', student)).toEqual([]);
  });
});

describe('ranking, on small made-up guides', () => {
  /** A guide of steps, each written `title: text`. */
  const guide = (id: string, title: string, steps: string[]) => ({
    entry: {
      id,
      title,
      route: `/${id}`,
      layout: 'steps',
      steps: steps.map((s, i) => ({ number: i + 1, file: `0${i + 1}-step.mdx`, title: s.split(': ')[0]! })),
    } satisfies GuideEntry,
    texts: steps.map((s) => s.split(': ')[1] ?? ''),
  });
  function searchOf(guides: ReturnType<typeof guide>[]) {
    const content = { guides: guides.map((g) => g.entry), settings: {} as ContentManifest['settings'] };
    const read = (id: string, file: string) =>
      `---\ntitle: x\n---\n${guides.find((g) => g.entry.id === id)!.texts[Number(file.slice(0, 2)) - 1]!}`;
    const index = MiniSearch.loadJSON<SearchDocument>(searchIndexJson(searchDocuments(content, read)), SEARCH_OPTIONS);
    return (query: string) => found(searchGuides(index, content, viewer('windows', ['Year8']), query));
  }

  it('puts a guide named by the search over a step of another guide that uses the word', () => {
    const search = searchOf([
      guide('club', 'Chess Club', ['Meet at lunch: Bring your lunch.']),
      guide('sport', 'Sport', ['Lunchtime games: Chess sets are in the library, and the chess room is upstairs.']),
    ]);
    expect(search('chess')[0]).toBe('Chess Club: Chess Club -> /club');
  });

  it('puts steps about a phone over laptop ones when the search names a phone', () => {
    const search = searchOf([
      guide('apps', 'School Apps', [
        'Read your email: Your email arrives in Outlook, and Outlook keeps your email safe.',
        'Charge your iPhone: Plug it in overnight.',
      ]),
    ]);
    expect(search('email on iphone')[0]).toBe('School Apps: Charge your iPhone -> /apps?step=2');
  });

  it('offers a question only to those who may follow its guide', async () => {
    const fixture = await manifestOf(VALID_FIXTURE);
    const search = { questions: [{ question: 'The app shows a padlock', answer: 'Sign out, then in again.', guide: 'licensed' }] };
    const content = { ...fixture, search };
    const read = (id: string, file: string) => readFileSync(join(VALID_FIXTURE, 'guides', id, file), 'utf8');
    const index = MiniSearch.loadJSON<SearchDocument>(searchIndexJson(searchDocuments(content, read)), SEARCH_OPTIONS);
    const results = (roles: string[]) => found(searchGuides(index, content, viewer('windows', roles), 'padlock'));
    expect(results(['Year8'])).toEqual(['Licensed App: The app shows a padlock -> /licensed']);
    // Year 4 is not licensed: the question's words do not even find the guide's message.
    expect(results(['Year4'])).toEqual([]);
  });
});
