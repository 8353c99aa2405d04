// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { GraphError } from '../../../packages/engine/src/shared/graph/graph-error';
import {
  nextStep,
  outcomeOf,
  PASSWORD_METHOD_ID,
  resetPassword,
  ResetError,
  RESET_TIME_LIMIT_MS,
  type ResetFailure,
  type ResetOutcome,
} from '../../../packages/engine/src/features/reset-password/reset-operation';
import { resetFailureMessage } from '../../../packages/engine/src/features/reset-password/reset-messages';
import { holdsUnconfirmedPassword, usePasswordReset } from '../../../packages/engine/src/features/reset-password/use-password-reset';

const GRAPH = 'https://graph.example/v1.0';
const STUDENT = '5d000000-0000-4000-8000-000000000001';
const LOCATION = `${GRAPH}/users/${STUDENT}/authentication/operations/op-1?aId=x%3Ay`;

const accepted = (headers: Record<string, string> = {}) => new Response(null, { status: 202, headers: { Location: LOCATION, ...headers } });
const status = (value: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ id: 'op-1', status: value }), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

/** The POST's answer: a response, a function making one (it may reject), or `hang` for one that never comes. */
type PostAnswer = Response | ((init: RequestInit) => Promise<Response>) | 'hang';

/** Never answers; gives up as the browser does when the request's signal aborts. */
const hang = (init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));

/** A Graph client over a fake fetch that answers the POST, then the given status answers in turn (the last repeats). */
function fakeGraph(post: PostAnswer, polls: (() => Response)[], getAccessToken: () => Promise<string> = async () => 't') {
  let poll = 0;
  // As the browser's fetch, each answer says which URL it came from.
  const from = (input: unknown, response: Response) => Object.defineProperty(response, 'url', { value: String(input) });
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).endsWith('/resetPassword'))
      return from(input, post === 'hang' ? await hang(init!) : typeof post === 'function' ? await post(init!) : post);
    return from(input, polls[Math.min(poll++, polls.length - 1)]!());
  });
  const graph = createGraphClient({ baseUrl: GRAPH, getAccessToken, fetch: fetchImpl });
  const pollTimes = () => fetchImpl.mock.calls.slice(1).length;
  return { graph, fetchImpl, pollTimes };
}

/** Settles a promise's outcome so fake-timer tests can look at it while it is still pending. */
function track<T>(promise: Promise<T>) {
  const result: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => (result.settled = true),
    (error: unknown) => Object.assign(result, { settled: true, error }),
  );
  return result;
}

describe('reset status', () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['Succeeded', 'succeeded'],
    ['FAILED', 'failed'],
    ['notStarted', 'wait'],
    ['running', 'wait'],
    ['Running', 'wait'],
    ['unknownFutureValue', 'wait'],
    [undefined, 'wait'],
  ])('%j means %s', (value, expected) => {
    expect(nextStep(value)).toBe(expected);
  });
});

const graphAnswer = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code, message: code } }), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe("what a reset outcome means for the student's password (fake timers)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  interface Row {
    what: string;
    post: PostAnswer;
    polls?: (() => Response)[];
    online?: boolean;
    token?: () => Promise<string>;
    failure: ResetFailure;
    outcome: ResetOutcome;
    /** Whether the POST left the browser at all. */
    sent: boolean;
  }
  const rows: Row[] = [
    // Not sent, or refused: certainly not changed.
    { what: 'offline before sending', post: accepted(), online: false, failure: 'offline', outcome: 'notChanged', sent: false },
    {
      what: 'no token (sign-in could not be renewed)',
      post: accepted(),
      token: () => Promise.reject(new GraphError(0, 'tokenUnavailable', 'x', { kind: 'tokenUnavailable' })),
      failure: 'signInNeeded',
      outcome: 'notChanged',
      sent: false,
    },
    {
      what: '401 to the POST',
      post: graphAnswer(401, 'InvalidAuthenticationToken'),
      failure: 'signInNeeded',
      outcome: 'notChanged',
      sent: true,
    },
    { what: '403 to the POST', post: graphAnswer(403, 'accessDenied'), failure: 'forbidden', outcome: 'notChanged', sent: true },
    {
      what: '400 to the POST (password policy)',
      post: graphAnswer(400, 'Request_BadRequest'),
      failure: 'refused',
      outcome: 'notChanged',
      sent: true,
    },
    { what: '404 to the POST', post: graphAnswer(404, 'Request_ResourceNotFound'), failure: 'refused', outcome: 'notChanged', sent: true },
    {
      what: '429 to the POST',
      post: graphAnswer(429, 'TooManyRequests', { 'Retry-After': '120' }),
      failure: 'busy',
      outcome: 'notChanged',
      sent: true,
    },
    {
      what: 'the operation ends failed',
      post: accepted(),
      polls: [() => status('failed')],
      failure: 'operationFailed',
      outcome: 'notChanged',
      sent: true,
    },
    // Sent, not confirmed: may have changed.
    {
      what: 'the answer to the POST is lost (network error)',
      post: () => Promise.reject(new TypeError('Failed to fetch')),
      failure: 'noAnswer',
      outcome: 'mayHaveChanged',
      sent: true,
    },
    { what: '500 to the POST', post: graphAnswer(500, 'generalException'), failure: 'serverError', outcome: 'mayHaveChanged', sent: true },
    {
      what: '503 to the POST',
      post: graphAnswer(503, 'serviceUnavailable'),
      failure: 'serverError',
      outcome: 'mayHaveChanged',
      sent: true,
    },
    {
      what: '202 without a readable Location',
      post: new Response(null, { status: 202 }),
      failure: 'noLocation',
      outcome: 'mayHaveChanged',
      sent: true,
    },
    {
      what: 'a status check answers 500',
      post: accepted(),
      polls: [() => graphAnswer(500, 'generalException')],
      failure: 'statusCheckFailed',
      outcome: 'mayHaveChanged',
      sent: true,
    },
    {
      what: 'a status check answers something not JSON',
      post: accepted(),
      polls: [() => new Response('<html>', { status: 200 })],
      failure: 'statusCheckFailed',
      outcome: 'mayHaveChanged',
      sent: true,
    },
    {
      what: 'the operation never finishes',
      post: accepted(),
      polls: [() => status('running')],
      failure: 'timedOut',
      outcome: 'mayHaveChanged',
      sent: true,
    },
    { what: 'the POST never answers', post: 'hang', failure: 'timedOut', outcome: 'mayHaveChanged', sent: true },
  ];

  it.each(rows)(
    '$what: $failure, $outcome',
    async ({ post, polls = [() => status('succeeded')], online = true, token, failure, outcome, sent }) => {
      const { graph, fetchImpl } = fakeGraph(post, polls, token);
      const result = track(resetPassword(graph, STUDENT, 'Wombat Quokka 42 Emu', { isOnline: () => online }));
      await vi.advanceTimersByTimeAsync(RESET_TIME_LIMIT_MS + 1000);
      expect(result.error).toBeInstanceOf(ResetError);
      expect(result.error).toMatchObject({ failure, outcome });
      expect(outcomeOf(failure)).toBe(outcome);
      const posts = fetchImpl.mock.calls.filter(([url]) => String(url).endsWith('/resetPassword'));
      expect(posts).toHaveLength(sent ? 1 : 0);
      // Every outcome has a message a teacher understands.
      expect(resetFailureMessage(failure).title.length).toBeGreaterThan(10);
    },
  );

  it('one time limit covers the POST and the polling: a POST that takes most of it leaves the rest for polling', async () => {
    const slowPost = () => new Promise<Response>((resolve) => setTimeout(() => resolve(accepted()), 4_000));
    const { graph } = fakeGraph(slowPost, [() => status('running')]);
    const outcome = track(resetPassword(graph, STUDENT, 'Wombat Quokka 42 Emu', { timeLimitMs: 5000 }));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(outcome.error).toMatchObject({ failure: 'timedOut' });
  });

  it('says when Microsoft 365 asked to wait before trying again', async () => {
    const { graph } = fakeGraph(graphAnswer(429, 'TooManyRequests', { 'Retry-After': '120' }), []);
    const error = (await resetPassword(graph, STUDENT, 'Wombat Quokka 42 Emu').catch((e: unknown) => e)) as ResetError;
    expect(error.retryAfterMs).toBe(120_000);
    expect(resetFailureMessage(error.failure, error.retryAfterMs).detail).toBe('Please press Try again in 2 minutes.');
  });
});

describe('resetting a password (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('POSTs the new password to the password method, then polls the Location every 500 ms until it succeeds', async () => {
    const { graph, fetchImpl, pollTimes } = fakeGraph(accepted(), [
      () => status('notStarted'),
      () => status('running'),
      () => status('succeeded'),
    ]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(0);
    const [postUrl, postInit] = fetchImpl.mock.calls[0]!;
    expect(String(postUrl)).toBe(`${GRAPH}/users/${STUDENT}/authentication/methods/${PASSWORD_METHOD_ID}/resetPassword`);
    expect(JSON.parse(String(postInit!.body))).toEqual({ newPassword: 'wombat quokka emu' });
    expect(pollTimes()).toBe(0);
    await vi.advanceTimersByTimeAsync(499);
    expect(pollTimes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollTimes()).toBe(1);
    expect(String(fetchImpl.mock.calls[1]![0])).toBe(LOCATION);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pollTimes()).toBe(3);
    expect(outcome).toEqual({ settled: true });
  });

  it('ends with operationFailed when the operation fails', async () => {
    const { graph } = fakeGraph(accepted(), [() => status('running'), () => status('failed')]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcome.error).toMatchObject({ failure: 'operationFailed' });
  });

  it('gives up with timedOut at the time limit, and does not POST again', async () => {
    const { graph, fetchImpl, pollTimes } = fakeGraph(accepted(), [() => status('running')]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu', { timeLimitMs: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(ResetError);
    expect(outcome.error).toMatchObject({ failure: 'timedOut' });
    expect(pollTimes()).toBe(10);
    expect(fetchImpl.mock.calls.filter(([url]) => String(url).endsWith('/resetPassword'))).toHaveLength(1);
  });

  it('waits as long as Retry-After says, on the 202 and on each status answer', async () => {
    const { graph, pollTimes } = fakeGraph(accepted({ 'Retry-After': '2' }), [
      () => status('running', { 'Retry-After': '3' }),
      () => status('succeeded'),
    ]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(pollTimes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollTimes()).toBe(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(pollTimes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ settled: true });
  });

  it('stops at once, may-have-changed, when a status check is throttled for longer than anyone would wait', async () => {
    const throttled = () => new Response('', { status: 429, headers: { 'Retry-After': '3600' } });
    const { graph } = fakeGraph(accepted(), [throttled]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome.error).toMatchObject({ failure: 'statusCheckFailed', outcome: 'mayHaveChanged' });
  });

  it('says statusCheckFailed when a poll is not ok', async () => {
    const { graph } = fakeGraph(accepted(), [() => new Response('{}', { status: 500 })]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome.error).toMatchObject({ failure: 'statusCheckFailed' });
  });

  it("keeps to the time limit even while Graph's client waits out a throttled status check", async () => {
    const throttled = () => new Response('', { status: 429, headers: { 'Retry-After': '8' } });
    const { graph } = fakeGraph(accepted(), [throttled]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu', { timeLimitMs: 5000 }));
    await vi.advanceTimersByTimeAsync(5100);
    expect(outcome.error).toMatchObject({ failure: 'timedOut' });
  });

  it('never sends the token to a Location on another host', async () => {
    const post = new Response(null, { status: 202, headers: { Location: 'https://evil.example/v1.0/operations/1' } });
    const { graph, pollTimes } = fakeGraph(post, [() => status('succeeded')]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome.error).toMatchObject({ failure: 'statusCheckFailed' });
    expect(pollTimes()).toBe(0);
  });

  it('asks again after a status check that got no answer (a dropped connection), and the reset succeeds', async () => {
    const dropped = () => {
      throw new TypeError('Failed to fetch');
    };
    const { graph, pollTimes } = fakeGraph(accepted(), [dropped, () => status('succeeded')]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(500);
    expect(pollTimes()).toBe(1);
    expect(outcome.settled).toBe(false);
    // A little later than the usual interval.
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcome).toEqual({ settled: true });
    expect(pollTimes()).toBe(2);
  });

  it('keeps asking after dropped status checks only until the time limit: timedOut, may have changed', async () => {
    const dropped = () => {
      throw new TypeError('Failed to fetch');
    };
    const { graph, fetchImpl } = fakeGraph(accepted(), [dropped]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu', { timeLimitMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(10_001);
    expect(outcome.error).toMatchObject({ failure: 'timedOut', outcome: 'mayHaveChanged' });
    expect(fetchImpl.mock.calls.filter(([url]) => String(url).endsWith('/resetPassword'))).toHaveLength(1);
  });

  it('follows a relative Location, resolved against the URL of the reset request', async () => {
    const post = new Response(null, { status: 202, headers: { Location: `/v1.0/users/${STUDENT}/authentication/operations/op-1?aId=x` } });
    const { graph, fetchImpl } = fakeGraph(post, [() => status('succeeded')]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome).toEqual({ settled: true });
    expect(String(fetchImpl.mock.calls[1]![0])).toBe(`${GRAPH}/users/${STUDENT}/authentication/operations/op-1?aId=x`);
  });

  it('holds a relative Location to the same rule: one that leads to another host is never followed', async () => {
    const post = new Response(null, { status: 202, headers: { Location: '//evil.example/v1.0/operations/1' } });
    const { graph, pollTimes } = fakeGraph(post, [() => status('succeeded')]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome.error).toMatchObject({ failure: 'statusCheckFailed', outcome: 'mayHaveChanged' });
    expect(pollTimes()).toBe(0);
  });

  it('stops polling when the page is left (unmount)', async () => {
    const { graph, pollTimes } = fakeGraph(accepted(), [() => status('running')]);
    const { result, unmount } = renderHook(() => usePasswordReset(graph));
    act(() => result.current.choose({ id: STUDENT, displayName: "Siobhán O'Brien" }));
    act(() => result.current.confirm());
    expect(result.current.state.phase).toBe('resetting');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(pollTimes()).toBe(2);
    unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollTimes()).toBe(2);
  });

  it('posts one reset however fast Yes is pressed twice', async () => {
    const { graph, fetchImpl } = fakeGraph(accepted(), [() => status('succeeded')]);
    const { result } = renderHook(() => usePasswordReset(graph));
    act(() => result.current.choose({ id: STUDENT, displayName: 'Kai Nakamura' }));
    const { confirm } = result.current;
    act(() => {
      confirm();
      confirm(); // the same render's handler, as a double click delivers it
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    const posts = fetchImpl.mock.calls.filter(([input]) => String(input).endsWith('/resetPassword'));
    expect(posts).toHaveLength(1);
    expect(result.current.state.phase).toBe('succeeded');
  });

  it('asks before the tab is closed while a reset is under way, and not after', async () => {
    const { graph } = fakeGraph(accepted(), [() => status('running'), () => status('succeeded')]);
    const { result } = renderHook(() => usePasswordReset(graph));
    act(() => result.current.choose({ id: STUDENT, displayName: 'Kai Nakamura' }));
    act(() => result.current.confirm());
    const during = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(during);
    expect(during.defaultPrevented).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(result.current.state.phase).toBe('succeeded');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('keeps asking before the tab is closed while a password that may have changed is on screen', async () => {
    const { graph } = fakeGraph(new Response(null, { status: 202 }), []);
    const { result } = renderHook(() => usePasswordReset(graph));
    act(() => result.current.choose({ id: STUDENT, displayName: 'Kai Nakamura' }));
    act(() => result.current.confirm());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state).toMatchObject({ phase: 'failed', failure: 'noLocation' });
    expect(holdsUnconfirmedPassword(result.current.state)).toBe(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('shows success through the hook, with the password it generated', async () => {
    const { graph } = fakeGraph(accepted(), [() => status('succeeded')]);
    const { result } = renderHook(() => usePasswordReset(graph));
    act(() => result.current.choose({ id: STUDENT, displayName: 'Kai Nakamura' }));
    const confirming = result.current.state;
    expect(confirming.phase).toBe('confirming');
    act(() => result.current.confirm());
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current.state).toEqual({ ...confirming, phase: 'succeeded' });
  });
});
