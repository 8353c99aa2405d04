// @vitest-environment jsdom
/**
 * The report queue and its sender: a report goes into localStorage first and leaves once the function has
 * it (or will never take it); offline it waits and is sent once the network returns, exactly once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanWords } from '@school-it-portal/function-contract/report-text';
import type { ReportInput } from '../../../packages/engine/src/shared/reports/api/post-report';

const STEP: ReportInput = {
  kind: 'step',
  guide: 'wifi',
  stepName: 'open-setup-page',
  step: 3,
  platform: 'mac',
  variant: 'laptop',
  what: 'looks_different',
  words: 'Not permitted',
};

let online = true;
/** Listeners the sender copies added, removed after each test: each test's copy is a tab of its own. */
const added: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
beforeEach(() => {
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([target, type, listener!]);
      add(type, listener, options);
    });
  }
  vi.resetModules();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener);
});

/** A fresh copy of the sender (its state is per tab), and a function that answers `statuses` in turn. */
async function load(statuses: (number | 'network')[] = [201]) {
  const sender = await import('../../../packages/engine/src/shared/reports/report-sender');
  const queue = await import('../../../packages/engine/src/shared/reports/report-queue');
  const answers = [...statuses];
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next === 'network') throw new TypeError('Failed to fetch');
    const body = next === 200 ? { status: 'already_reported' } : next === 201 ? { status: 'recorded' } : { error: 'x', message: 'No.' };
    return new Response(JSON.stringify(body), { status: next, headers: { 'Content-Type': 'application/json' } });
  });
  const getIdToken = vi.fn(async () => 'id-token');
  const deps = { functionUrl: 'https://fn.example/api/', owner: queue.reportOwner('account-1'), getIdToken, fetch };
  return { sender, queue, fetch, getIdToken, deps };
}

describe('sending a report', () => {
  it('sends it at once when online, to <functionUrl>/reports with the ID token, and empties the queue', async () => {
    const { sender, queue, fetch, deps } = await load([201]);
    const result = await sender.submitReport(STEP, deps);
    expect(result).toMatchObject({ kind: 'sent', already: false });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://fn.example/api/reports');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer id-token');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ ...STEP, madeAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(queue.queuedReports()).toEqual([]);
    expect(localStorage.getItem('portal.report-queue')).toBeNull();
  });

  it('keeps a report made offline, sends nothing, and sends it once when the network returns', async () => {
    const { sender, queue, fetch, deps } = await load([201]);
    online = false;
    const result = await sender.submitReport(STEP, deps);
    expect(result).toMatchObject({ kind: 'waiting', offline: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(queue.queuedReports()).toHaveLength(1);

    const settled = vi.fn();
    sender.onReportSettled(settled);
    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await sender.flushReports();
    await sender.flushReports();
    expect(fetch).toHaveBeenCalledOnce();
    expect(settled).toHaveBeenCalledExactlyOnceWith(result.id, { kind: 'sent', already: false });
    expect(queue.queuedReports()).toEqual([]);
  });

  it('keeps it when the network fails or the function is unavailable, and tries again later', async () => {
    vi.useFakeTimers();
    const { sender, queue, fetch, deps } = await load(['network', 503, 201]);
    expect(await sender.submitReport(STEP, deps)).toMatchObject({ kind: 'waiting', offline: false });
    expect(queue.queuedReports()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(queue.queuedReports()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(queue.queuedReports()).toEqual([]);
  });

  it('drops a report the function will never take, and one already stored (sent twice after a lost answer)', async () => {
    const refused = await load([400]);
    expect(await refused.sender.submitReport(STEP, refused.deps)).toMatchObject({ kind: 'refused', limit: false });
    expect(refused.queue.queuedReports()).toEqual([]);
    const limited = await load([429]);
    expect(await limited.sender.submitReport(STEP, limited.deps)).toMatchObject({ kind: 'refused', limit: true, message: 'No.' });
    const already = await load([200]);
    expect(await already.sender.submitReport(STEP, already.deps)).toMatchObject({ kind: 'sent', already: true });
    expect(already.queue.queuedReports()).toEqual([]);
  });

  it('keeps reports while no ID token can be had (signed out, or the sign-in must be renewed)', async () => {
    const { sender, queue, fetch, deps } = await load([201]);
    const result = await sender.submitReport(STEP, { ...deps, getIdToken: () => Promise.reject(new Error('sign in')) });
    expect(result.kind).toBe('waiting');
    expect(fetch).not.toHaveBeenCalled();
    expect(queue.queuedReports()).toHaveLength(1);
    await sender.startReportSender(deps);
    expect(fetch).toHaveBeenCalledOnce();
    expect(queue.queuedReports()).toEqual([]);
  });

  it("never sends another account's report under whoever signs in next", async () => {
    const { sender, queue, fetch, deps } = await load([201, 201]);
    online = false;
    await sender.submitReport(STEP, { ...deps, owner: queue.reportOwner('someone-else') });
    await sender.submitReport({ ...STEP, stepName: 'mine' }, deps);
    online = true;
    await sender.startReportSender(deps);
    expect(fetch).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ stepName: 'mine' });
    expect(queue.queuedReports().map((e) => e.payload.kind === 'step' && e.payload.stepName)).toEqual(['open-setup-page']);
    // The owner is a hash, not the account's id.
    expect(localStorage.getItem('portal.report-queue')).not.toContain('someone-else');
  });

  it('never sends a report made while signed out under the next account: it is not even kept', async () => {
    const { sender, queue, fetch, deps } = await load([201]);
    online = false;
    const signedOut = await sender.submitReport(
      { ...STEP, words: 'Typed while signed out' },
      { ...deps, owner: queue.reportOwner(undefined) },
    );
    expect(signedOut).toMatchObject({ kind: 'refused', limit: false });
    expect(localStorage.getItem('portal.report-queue')).toBeNull();
    online = true;
    await sender.startReportSender({ ...deps, owner: queue.reportOwner('next-person') });
    window.dispatchEvent(new Event('online'));
    await sender.flushReports();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps a report whose session expired for its own account: the next person's sign-in never sends it", async () => {
    const { sender, queue, fetch, deps } = await load([201]);
    const expired = () => Promise.reject(new Error('Sign in again'));
    const result = await sender.submitReport(STEP, { ...deps, getIdToken: expired });
    expect(result.kind).toBe('waiting');
    await sender.startReportSender({ ...deps, owner: queue.reportOwner('next-person') });
    await sender.flushReports();
    expect(fetch).not.toHaveBeenCalled();
    expect(queue.queuedReports()).toHaveLength(1);
    // Its own account, signed in again, sends it.
    await sender.startReportSender(deps);
    expect(fetch).toHaveBeenCalledOnce();
    expect(queue.queuedReports()).toEqual([]);
  });

  it('cleans the words and the search on the device, before they are kept or sent', async () => {
    const { sender, queue, fetch, deps } = await load([201, 201]);
    online = false;
    const words = 'My password is sunshine. Call me on 0412 345 678 or ava.nguyen@school.example';
    await sender.submitReport({ ...STEP, words }, deps);
    await sender.submitReport({ kind: 'search', query: 'wifi ava.nguyen@school.example', platform: 'mac' }, deps);
    const stored = localStorage.getItem('portal.report-queue')!;
    for (const secret of ['sunshine', '0412', 'ava.nguyen']) expect(stored).not.toContain(secret);
    online = true;
    await sender.flushReports();
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    // The function's own rules, the one implementation both sides run.
    expect(bodies).toMatchObject([
      { kind: 'step', words: cleanWords(words) },
      { kind: 'search', query: 'wifi [removed]' },
    ]);
    expect(queue.queuedReports()).toEqual([]);
  });

  it('sends no words at all when nothing is left of them, and no search that was only a secret', async () => {
    const { sender, fetch, deps } = await load([201]);
    expect(await sender.submitReport({ kind: 'search', query: 'ava.nguyen@school.example', platform: 'mac' }, deps)).toMatchObject({
      kind: 'refused',
    });
    expect(fetch).not.toHaveBeenCalled();
    await sender.submitReport({ ...STEP, words: '\u200b ' }, deps);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).not.toHaveProperty('words');
  });

  it('sends a report once when two rounds start at the same moment', async () => {
    const { sender, fetch, deps } = await load([201]);
    online = false;
    await sender.submitReport(STEP, deps);
    online = true;
    await Promise.all([sender.startReportSender(deps), sender.flushReports(), sender.flushReports()]);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('the queue', () => {
  it('keeps at most 50 reports, none over 2 days old (what the function takes), and a search once a day', async () => {
    const { queue } = await load();
    for (let i = 0; i < 55; i++) queue.enqueueReport({ ...STEP, step: i + 1, madeAt: new Date().toISOString() } as never, 'me');
    expect(queue.queuedReports()).toHaveLength(50);
    expect(queue.queuedReports()[0]!.payload).toMatchObject({ step: 6 });
    const madeDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    localStorage.setItem(
      'portal.report-queue',
      JSON.stringify([
        { id: 'old', owner: 'me', payload: { ...STEP, madeAt: madeDaysAgo(2.1) } },
        { id: 'recent', owner: 'me', payload: { ...STEP, madeAt: madeDaysAgo(1.9) } },
      ]),
    );
    expect(queue.queuedReports().map((e) => e.id)).toEqual(['recent']);
    const search = { kind: 'search' as const, query: 'eduroam', platform: 'windows' as const, madeAt: new Date().toISOString() };
    expect(queue.enqueueReport(search, 'me')!.id).toBe(queue.enqueueReport(search, 'me')!.id);
  });

  it("names the owner by a hash salted with this browser's salt (as progress is), not one anyone could work out from the id", async () => {
    const { queue } = await load();
    const { hash } = await import('../../../packages/engine/src/shared/progress/hash');
    const owner = queue.reportOwner('account-1');
    const salt = localStorage.getItem('portal.progress-salt');
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(owner).toBe(hash(`${salt}:report-owner/account-1`));
    expect(owner).not.toBe(hash('report-owner/account-1'));
    expect(queue.reportOwner('account-1')).toBe(owner);
    // Another browser (another salt) names the same account otherwise.
    localStorage.clear();
    expect(queue.reportOwner('account-1')).not.toBe(owner);
  });

  it('carries reports queued under the old unsalted owner over to the salted one, so Sign out still forgets them', async () => {
    const { queue } = await load();
    const { hash } = await import('../../../packages/engine/src/shared/progress/hash');
    const old = hash('report-owner/me');
    localStorage.setItem(
      'portal.report-queue',
      JSON.stringify([{ id: 'before', owner: old, payload: { ...STEP, madeAt: new Date().toISOString() } }]),
    );
    const owner = queue.reportOwner('me');
    expect(queue.queuedReports()).toMatchObject([{ id: 'before', owner }]);
    expect(localStorage.getItem('portal.report-queue')).not.toContain(old);
    queue.forgetQueuedReports(owner);
    expect(localStorage.getItem('portal.report-queue')).toBeNull();
  });

  it("forgets at Sign out the account's waiting reports and any without an owner, not another account's", async () => {
    const { queue } = await load();
    const madeAt = new Date().toISOString();
    queue.enqueueReport({ ...STEP, stepName: 'mine', madeAt } as never, queue.reportOwner('me'));
    queue.enqueueReport({ ...STEP, stepName: 'theirs', madeAt } as never, queue.reportOwner('them'));
    // Left by an older portal: nothing queues one without an owner now.
    localStorage.setItem(
      'portal.report-queue',
      JSON.stringify([
        ...JSON.parse(localStorage.getItem('portal.report-queue')!),
        { id: 'x', owner: '', payload: { ...STEP, stepName: 'nobody', madeAt } },
      ]),
    );
    queue.forgetQueuedReports(queue.reportOwner('me'));
    expect(queue.queuedReports().map((e) => e.payload.kind === 'step' && e.payload.stepName)).toEqual(['theirs']);
  });

  it('reads a damaged value as an empty queue', async () => {
    const { queue } = await load();
    localStorage.setItem('portal.report-queue', '{not json');
    expect(queue.queuedReports()).toEqual([]);
    localStorage.setItem('portal.report-queue', JSON.stringify([{ id: 1 }, null, 'x']));
    expect(queue.queuedReports()).toEqual([]);
  });
});
