/**
 * The published guides and steps a report must name: the list the site build writes (the demo school's,
 * built by the engine's reportSubjectsOf), and the function fetching it from the site, kept a while,
 * bounded in time and size.
 */
import { REPORT_SUBJECTS_FILE, type ReportSubjects } from '@school-it-portal/function-contract/report-subjects';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reportSubjectsOf } from '../../../packages/engine/tooling/integrations/report-subjects';
import { fetchedSubjects, isPublished, MAX_SUBJECTS_BYTES } from '../../../packages/function-app/src/report-subjects';
import { manifestOf } from '../content/load-fixture';
import { DEMO_SCHOOL } from '../../support/paths';

const LIST: ReportSubjects = { version: 1, guides: { wifi: { steps: ['page', 'join-network'], variants: ['laptop'] } } };
const URL_ = `https://portal.school.example/${REPORT_SUBJECTS_FILE}`;
const open = () => new AbortController().signal;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("the site's list of published guides", () => {
  let demo: ReportSubjects;
  beforeAll(async () => {
    demo = reportSubjectsOf((await manifestOf(DEMO_SCHOOL)).guides);
  }, 30_000);

  it("lists every guide of the demo school with its steps' names (and page) and its variants", () => {
    expect(demo.version).toBe(1);
    expect(demo.guides.wifi).toMatchObject({ variants: expect.arrayContaining(['laptop']) });
    expect(demo.guides.wifi!.steps).toEqual(expect.arrayContaining(['page', 'join-network', 'open-setup-page']));
    // The demo's example reports all name something it publishes.
    expect(isPublished(demo, { guide: 'wifi', stepName: 'open-setup-page', variant: 'laptop' })).toBe(true);
    expect(isPublished(demo, { guide: 'office', stepName: 'install' })).toBe(true);
    expect(isPublished(demo, { guide: 'onedrive', stepName: 'choose-folder' })).toBe(true);
  });

  it.each([
    [{ guide: 'free-ipads', stepName: 'page' }, false],
    [{ guide: 'constructor', stepName: 'page' }, false],
    [{ guide: 'wifi', stepName: 'made-up' }, false],
    [{ guide: 'wifi', stepName: 'join-network', variant: 'fridge' }, false],
    [{ guide: 'wifi', stepName: 'page' }, true],
    [{ guide: 'wifi', stepName: 'join-network', variant: 'laptop' }, true],
  ])('decides %j is published: %s', (subject, published) => {
    expect(isPublished(LIST, subject)).toBe(published);
  });
});

describe('the function fetching the list', () => {
  function clock() {
    let now = 0;
    return { now: () => now, advance: (ms: number) => void (now += ms) };
  }

  it('fetches once, keeps the list 10 minutes, then fetches it again', async () => {
    const time = clock();
    const get = vi.fn(async () => json(LIST));
    const subjects = fetchedSubjects(URL_, { fetch: get, now: time.now });
    expect(await subjects.check({ guide: 'wifi', stepName: 'join-network' }, open())).toBe('published');
    expect(await subjects.check({ guide: 'hack', stepName: 'page' }, open())).toBe('unknown');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(URL_, expect.objectContaining({ redirect: 'error' }));
    time.advance(11 * 60_000);
    await subjects.check({ guide: 'wifi', stepName: 'page' }, open());
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('is unavailable without a list; after one, keeps using it while the site fails, and tries again a minute later', async () => {
    const time = clock();
    const onFailure = vi.fn();
    const get = vi.fn(async () => json({}, 503));
    const subjects = fetchedSubjects(URL_, { fetch: get, now: time.now, onFailure });
    expect(await subjects.check({ guide: 'wifi', stepName: 'page' }, open())).toBe('unavailable');
    expect(onFailure).toHaveBeenCalledTimes(1);
    time.advance(61_000);
    get.mockImplementation(async () => json(LIST));
    expect(await subjects.check({ guide: 'wifi', stepName: 'page' }, open())).toBe('published');
    get.mockImplementation(async () => json({}, 500));
    time.advance(11 * 60_000);
    expect(await subjects.check({ guide: 'wifi', stepName: 'page' }, open())).toBe('published');
    time.advance(10_000);
    expect(await subjects.check({ guide: 'wifi', stepName: 'page' }, open())).toBe('published');
    // The failed fetch is not tried again for a minute.
    expect(get).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['not the shape of the list', json({ version: 2, guides: [] })],
    ['a guide name that is not one', json({ version: 1, guides: { '../x': { steps: [], variants: [] } } })],
    ['more than 1 MB', new Response('x'.repeat(MAX_SUBJECTS_BYTES + 1))],
    ['not JSON', new Response('<html>')],
  ])('takes nothing that is %s', async (_what, response) => {
    const subjects = fetchedSubjects(URL_, { fetch: async () => response });
    expect(await subjects.check({ guide: 'wifi', stepName: 'page' }, open())).toBe('unavailable');
  });

  it("waits no longer than the request's own deadline for a site that does not answer", async () => {
    const hangs = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const subjects = fetchedSubjects(URL_, { fetch: hangs, timeoutMs: 60_000 });
    const deadline = new AbortController();
    const checked = subjects.check({ guide: 'wifi', stepName: 'page' }, deadline.signal);
    deadline.abort();
    expect(await checked).toBe('unavailable');
  });
});
