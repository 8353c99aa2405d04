// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetStoredPass } from '../../../packages/engine/src/features/hello-pass/pass-store';
import {
  PASS_HIDDEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TemporaryAccessPass,
} from '../../../packages/engine/src/features/hello-pass/TemporaryAccessPass';
import { COPY_NOTICE_MS } from '../../../packages/engine/src/shared/ui/use-clipboard-copy';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { SignInNeededError } from '../../../packages/engine/src/shared/user/sign-in-needed';
import type { SignedIn } from '../../../packages/engine/src/shared/user/signed-in-context';
import { AsUser } from '../../support/signed-in';

const unusedGraph: GraphClient = { request: vi.fn() };

function renderPass(signedIn: Partial<SignedIn> = {}) {
  return render(
    <AsUser name="Ava Nguyen" roles={['Year8']} graph={unusedGraph} signedIn={signedIn}>
      <TemporaryAccessPass functionUrl="https://fn.school.example/api/" />
    </AsUser>,
  );
}

const CLAIMS = JSON.stringify({ id_token: { acrs: { essential: true, value: 'c1' } } });

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('Temporary Access Pass generator', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const writeText = vi.fn(async (_text: string) => {});

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    fetchMock.mockReset();
    writeText.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    forgetStoredPass();
  });

  const createPass = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Pass' })));

  it('asks for a fresh ID token, calls the function with it, shows the pass, and copies it with a 2-second notice', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const getFreshIdToken = vi.fn(async () => 'brand-new-id-token');
    renderPass({ getFreshIdToken });
    await createPass();
    expect(screen.getByText('Creating your pass…')).toBeTruthy();
    expect(getFreshIdToken).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://fn.school.example/api/createTempAccessPass');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer brand-new-id-token', Accept: 'application/json' } });

    await act(async () => answer(json(200, { temporaryAccessPass: 'Tq7#kP2x' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tq7#kP2x' })));
    expect(writeText).toHaveBeenCalledWith('Tq7#kP2x');
    expect(screen.getByText('Text copied to clipboard')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COPY_NOTICE_MS - 1));
    expect(screen.queryByText('Text copied to clipboard')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Text copied to clipboard')).toBeNull();
  });

  it('keeps the pass when its step is left and opened again, with a countdown to its expiry, then forgets it and offers a new one', async () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 4, 0, 0));
    fetchMock.mockResolvedValue(json(200, { temporaryAccessPass: 'Tq7#kP2x', lifetimeInMinutes: 60 }));
    const first = renderPass();
    await createPass();
    expect(screen.getByRole('button', { name: 'Tq7#kP2x' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('1:00:00');
    // Next, then Previous: the step's component goes and comes back.
    first.unmount();
    renderPass();
    expect(screen.getByRole('button', { name: 'Tq7#kP2x' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Pass' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // In this tab's session storage for a reload; never in local storage.
    expect(window.sessionStorage.getItem('portal.pass.current')).toContain('Tq7#kP2x');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Tq7#kP2x');

    await act(() => vi.advanceTimersByTimeAsync(50 * 60_000 + 1_000));
    expect(screen.getByRole('timer').textContent).toBe('9:59');
    expect(screen.getByText('Your pass expires in less than 10 minutes.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.queryByRole('button', { name: 'Tq7#kP2x' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Your pass has expired. Create a new one.');
    expect(screen.getByRole('button', { name: 'Create Pass' })).toBeTruthy();
    expect(window.sessionStorage.getItem('portal.pass.current')).toBeNull();
  });

  it('"Done, hide my pass" forgets the pass, in memory and in the tab\'s storage, says so and moves the focus there', async () => {
    fetchMock.mockResolvedValue(json(200, { temporaryAccessPass: 'Tq7#kP2x', lifetimeInMinutes: 60 }));
    const first = renderPass();
    await createPass();
    expect(window.sessionStorage.getItem('portal.pass.current')).toContain('Tq7#kP2x');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done, hide my pass' })));
    expect(screen.queryByRole('button', { name: 'Tq7#kP2x' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    const said = screen.getByText(PASS_HIDDEN_MESSAGE);
    expect(said.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(said);
    expect(window.sessionStorage.getItem('portal.pass.current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Pass' })).toBeTruthy();
    // Opened again (another step), there is no pass to show.
    first.unmount();
    renderPass();
    expect(screen.queryByRole('button', { name: 'Tq7#kP2x' })).toBeNull();
    expect(screen.queryByText(PASS_HIDDEN_MESSAGE)).toBeNull();
  });

  it('never shows a pass to another account signed in later in the tab', async () => {
    fetchMock.mockResolvedValue(json(200, { temporaryAccessPass: 'Tq7#kP2x', lifetimeInMinutes: 60 }));
    renderPass();
    await createPass();
    expect(screen.getByRole('button', { name: 'Tq7#kP2x' })).toBeTruthy();
    cleanup();
    render(
      <AsUser name="Leo Martin" roles={['Year4']} graph={unusedGraph}>
        <TemporaryAccessPass functionUrl="https://fn.school.example/api/" />
      </AsUser>,
    );
    expect(screen.queryByRole('button', { name: 'Tq7#kP2x' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Pass' })).toBeTruthy();
  });

  it('says the session has expired, and makes no call, when the sign-in cannot be renewed', async () => {
    renderPass({ getFreshIdToken: () => Promise.reject(new SignInNeededError()) });
    await createPass();
    expect(screen.getByRole('alert').textContent).toBe(SESSION_EXPIRED_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['401 invalid_token', json(401, { error: 'invalid_token', message: 'x' }), SESSION_EXPIRED_MESSAGE, []],
    [
      '401 stale_sign_in',
      json(401, { error: 'stale_sign_in', message: 'x' }),
      'For your security, sign in again before creating a pass.',
      ['Sign in again'],
    ],
    [
      '401 insufficient_claims (an authentication context)',
      json(401, { error: 'insufficient_claims', message: 'x', claims: CLAIMS }),
      'For your security, sign in again before creating a pass.',
      ['Sign in again'],
    ],
    [
      '403 not_eligible',
      json(403, { error: 'not_eligible', message: 'x' }),
      'Temporary Access Passes are for students. Ask the IT office to help you set up Windows Hello.',
      [],
    ],
    [
      '403 claim_missing',
      json(403, { error: 'claim_missing', message: 'x', claims: ['auth_time'] }),
      "Passes can't be created yet: the portal isn't fully set up for them. Please tell the IT office.",
      [],
    ],
    ['401 token_spent', json(401, { error: 'token_spent', message: 'x' }), SESSION_EXPIRED_MESSAGE, []],
    [
      '403 privileged_role',
      json(403, { error: 'privileged_role', message: 'x' }),
      "Passes can't be created for accounts with administrator roles. Ask the IT office to help you set up Windows Hello.",
      [],
    ],
    [
      '429 too_many_passes',
      json(429, { error: 'too_many_passes', message: 'x', retryAfterSeconds: 240 }, { 'Retry-After': '240' }),
      /^You created a pass a few minutes ago, but it can't be shown again here\. If you copied it, use that pass; otherwise you can create a new one in 4 minutes, at \d{1,2}:\d\d [ap]m\.$/,
      [],
    ],
    [
      '503 keys_unavailable',
      json(503, { error: 'keys_unavailable', message: 'x' }),
      "We couldn't create a pass just now. Please try again in a minute, or ask at the IT office.",
      ['Try again'],
    ],
    [
      '503 storage_unavailable',
      json(503, { error: 'storage_unavailable', message: 'x' }),
      "We couldn't create a pass just now. Please try again in a minute, or ask at the IT office.",
      ['Try again'],
    ],
    [
      '502 graph_failed',
      json(502, { error: 'graph_failed', message: 'x' }),
      "We couldn't create a pass just now. Please try again in a minute, or ask at the IT office.",
      ['Try again'],
    ],
  ])('answers %s with its message and buttons', async (_answer, response, message, buttons) => {
    fetchMock.mockResolvedValue(response);
    renderPass();
    await createPass();
    const alert = screen.getByRole('alert');
    const text = alert.querySelector('p')!.textContent;
    if (message instanceof RegExp) expect(text).toMatch(message);
    else expect(text).toBe(message);
    expect(Array.from(alert.querySelectorAll('button')).map((b) => b.textContent)).toEqual(buttons);
  });

  it('Sign in again goes to the sign-in page through the signed-in context, with the claims challenge if there was one', async () => {
    const signInAgain = vi.fn();
    fetchMock.mockResolvedValue(json(401, { error: 'stale_sign_in', message: 'x' }));
    renderPass({ signInAgain });
    await createPass();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(signInAgain).toHaveBeenCalledExactlyOnceWith(undefined);
    cleanup();
    window.sessionStorage.clear();

    fetchMock.mockResolvedValue(json(401, { error: 'insufficient_claims', message: 'x', claims: CLAIMS }));
    renderPass({ signInAgain });
    await createPass();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(signInAgain).toHaveBeenLastCalledWith({ claims: CLAIMS });
  });

  it('back from signing in again, creates the pass without another click, once, with the claims the sign-in answered', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'insufficient_claims', message: 'x', claims: CLAIMS }));
    renderPass();
    await createPass();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    // The sign-in page, and back: the page loads afresh.
    cleanup();
    fetchMock.mockResolvedValue(json(200, { temporaryAccessPass: 'Ab3#dEf9' }));
    const getFreshIdToken = vi.fn(async () => 'new-id-token');
    await act(async () => void renderPass({ getFreshIdToken }));
    expect(screen.getByRole('button', { name: 'Ab3#dEf9' })).toBeTruthy();
    expect(getFreshIdToken).toHaveBeenCalledExactlyOnceWith({ claims: CLAIMS });
    // Only once: the step opened again later shows that pass, and asks for no other.
    cleanup();
    renderPass();
    expect(screen.getByRole('button', { name: 'Ab3#dEf9' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not create a pass by itself when the sign-in took longer than 5 minutes', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'stale_sign_in', message: 'x' }));
    renderPass();
    await createPass();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    cleanup();
    fetchMock.mockClear();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    renderPass();
    expect(screen.getByRole('button', { name: 'Create Pass' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Create Pass again only once the wait after too_many_passes is over', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'too_many_passes', message: 'x', retryAfterSeconds: 90 }, { 'Retry-After': '90' }));
    renderPass();
    await createPass();
    expect(screen.getByRole('alert').textContent).toContain('you can create a new one in 2 minutes');
    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(screen.queryByRole('button', { name: 'Create Pass' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: 'Create Pass' })).toBeTruthy();
  });

  it('says it took too long, with Try again, when the function does not answer in time', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error))),
    );
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    renderPass();
    await createPass();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    timeout.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain('Creating your pass took too long. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says it needs a connection, and makes no call, when offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPass();
    // Said before anyone presses the button, too.
    expect(screen.getByText(/Creating a pass needs a connection/)).toBeTruthy();
    await createPass();
    online.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain("You're offline, so no pass was created.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the function fails', async () => {
    fetchMock.mockResolvedValueOnce(json(502, { error: 'graph_failed' }));
    renderPass();
    await createPass();
    expect(screen.getByRole('alert').textContent).toContain("We couldn't create a pass just now.");
    fetchMock.mockResolvedValueOnce(json(200, { temporaryAccessPass: 'Ab3#dEf9' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('button', { name: 'Ab3#dEf9' })).toBeTruthy();
  });
});
