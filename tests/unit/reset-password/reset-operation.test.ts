// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphClient } from '../../../src/shared/graph/graph-client';
import { nextStep, PASSWORD_METHOD_ID, resetPassword, ResetError } from '../../../src/features/reset-password/reset-operation';
import { usePasswordReset } from '../../../src/features/reset-password/use-password-reset';

const GRAPH = 'https://graph.example/v1.0';
const STUDENT = '5d000000-0000-4000-8000-000000000001';
const LOCATION = `${GRAPH}/users/${STUDENT}/authentication/operations/op-1?aId=x%3Ay`;

const accepted = (headers: Record<string, string> = {}) => new Response(null, { status: 202, headers: { Location: LOCATION, ...headers } });
const status = (value: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ id: 'op-1', status: value }), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

/** A Graph client over a fake fetch that answers the POST, then the given status answers in turn (the last repeats). */
function fakeGraph(post: Response, polls: (() => Response)[]) {
  let poll = 0;
  const fetchImpl = vi.fn<typeof fetch>(async (input) => {
    if (String(input).endsWith('/resetPassword')) return post;
    return polls[Math.min(poll++, polls.length - 1)]!();
  });
  const graph = createGraphClient({ baseUrl: GRAPH, getAccessToken: async () => 't', fetch: fetchImpl });
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

describe('resetting a password (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('POSTs the new password to the password method, then polls the Location every 500 ms until it succeeds', async () => {
    const { graph, fetchImpl, pollTimes } = fakeGraph(accepted(), [() => status('notStarted'), () => status('running'), () => status('succeeded')]);
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
    const { graph, pollTimes } = fakeGraph(accepted({ 'Retry-After': '2' }), [() => status('running', { 'Retry-After': '3' }), () => status('succeeded')]);
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

  it.each([
    [new Response(JSON.stringify({ error: { code: 'accessDenied' } }), { status: 403 }), 'forbidden'],
    [new Response(JSON.stringify({ error: { code: 'generalException' } }), { status: 500 }), 'submitFailed'],
    [new Response(null, { status: 202 }), 'submitFailed'],
  ])('maps a POST answered %o to %s', async (post, failure) => {
    const { graph } = fakeGraph(post, []);
    await expect(resetPassword(graph, STUDENT, 'wombat quokka emu')).rejects.toMatchObject({ failure });
  });

  it('says statusCheckFailed when a poll is not ok', async () => {
    const { graph } = fakeGraph(accepted(), [() => new Response('{}', { status: 500 })]);
    const outcome = track(resetPassword(graph, STUDENT, 'wombat quokka emu'));
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome.error).toMatchObject({ failure: 'statusCheckFailed' });
  });

  it("keeps to the time limit even while Graph's client waits out a throttled status check", async () => {
    const throttled = () => new Response('', { status: 429, headers: { 'Retry-After': '30' } });
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
