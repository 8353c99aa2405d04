// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE, TemporaryAccessPass } from '../../../src/features/hello-pass/TemporaryAccessPass';
import { COPY_NOTICE_MS } from '../../../src/shared/ui/use-clipboard-copy';
import type { GraphClient } from '../../../src/shared/graph/graph-client';
import { AsUser } from '../reset-password/signed-in';

// The fixtures' ID token expires at exp = 2_000_000_000 s.
const ID_TOKEN_EXPIRY_MS = 2_000_000_000_000;
const unusedGraph: GraphClient = { request: vi.fn() };

function renderPass() {
  return render(
    <AsUser name="Ava Nguyen" roles={['Year8']} graph={unusedGraph}>
      <TemporaryAccessPass functionUrl="https://fn.school.example/api/" />
    </AsUser>,
  );
}

describe('Temporary Access Pass generator', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const writeText = vi.fn(async (_text: string) => {});

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(ID_TOKEN_EXPIRY_MS - 60_000);
    fetchMock.mockReset();
    writeText.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls the function with the ID token, shows the pass, and copies it with a 2-second notice', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPass();
    fireEvent.click(screen.getByRole('button', { name: 'Create Pass' }));
    expect(screen.getByText('Creating your pass…')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://fn.school.example/api/createTempAccessPass');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer id-token', Accept: 'application/json' } });

    await act(async () => answer(new Response(JSON.stringify({ temporaryAccessPass: 'Tq7#kP2x' }), { status: 200 })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tq7#kP2x' })));
    expect(writeText).toHaveBeenCalledWith('Tq7#kP2x');
    expect(screen.getByText('Text copied to clipboard')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COPY_NOTICE_MS - 1));
    expect(screen.queryByText('Text copied to clipboard')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Text copied to clipboard')).toBeNull();
  });

  it('says the session has expired and makes no call once the ID token has expired', () => {
    vi.setSystemTime(ID_TOKEN_EXPIRY_MS);
    renderPass();
    fireEvent.click(screen.getByRole('button', { name: 'Create Pass' }));
    expect(screen.getByRole('alert').textContent).toBe(SESSION_EXPIRED_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a 401 from the function as an expired session', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"invalid_token"}', { status: 401 }));
    renderPass();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Pass' })));
    expect(screen.getByRole('alert').textContent).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('offers to try again when the function fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 }));
    renderPass();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Pass' })));
    expect(screen.getByRole('alert').textContent).toContain("We couldn't create a pass just now.");
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ temporaryAccessPass: 'Ab3#dEf9' }), { status: 200 }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('button', { name: 'Ab3#dEf9' })).toBeTruthy();
  });
});
