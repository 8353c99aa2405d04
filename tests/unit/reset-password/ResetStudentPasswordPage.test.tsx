// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphClient, GraphRequest } from '../../../src/shared/graph/graph-client';
import { GraphError } from '../../../src/shared/graph/graph-error';
import { ResetStudentPasswordPage } from '../../../src/features/reset-password/ResetStudentPasswordPage';
import { SEARCH_DEBOUNCE_MS } from '../../../src/features/reset-password/use-student-search';
import { AsUser, LinkElsewhere } from '../../support/signed-in';

const SKU = '5a1e0000-0000-4000-8000-00000000c0de';

function students(...names: string[]) {
  return new Response(JSON.stringify({ value: names.map((displayName, i) => ({ id: `id-${i}`, displayName })) }), { status: 200 });
}

/** A Graph client whose answers the test hands out, one pending request at a time. */
function controllableGraph() {
  const pending: { path: string; signal?: AbortSignal; answer: (r: Response) => void }[] = [];
  const graph: GraphClient = {
    request: vi.fn(
      (path: string, { signal }: GraphRequest) => new Promise<Response>((resolve) => pending.push({ path, signal, answer: resolve })),
    ),
  };
  return { graph, pending };
}

function renderPage(graph: GraphClient, roles = ['Staff']) {
  return render(
    <AsUser name="Olivia Chen" roles={roles} graph={graph}>
      <LinkElsewhere />
      <ResetStudentPasswordPage studentLicenceSkuId={SKU} />
    </AsUser>,
  );
}

const type = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Student name' }), { target: { value: text } });

describe('Reset Student Password page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows non-staff a staff-only screen and makes no Graph call', async () => {
    const { graph } = controllableGraph();
    renderPage(graph, ['Year8']);
    expect(screen.getByRole('heading', { name: 'This page is for staff only' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(graph.request).not.toHaveBeenCalled();
  });

  it('searches only after a pause, and only for more than 2 characters', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    // And takes no more than a name could be.
    expect((screen.getByRole('searchbox', { name: 'Student name' }) as HTMLInputElement).maxLength).toBe(64);
    type('Si');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(pending).toHaveLength(0);
    type('Sio');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(pending).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pending).toHaveLength(1);
    expect(decodeURIComponent(pending[0]!.path)).toContain('"displayName:Sio"');
  });

  it('never lets a slow, stale answer replace a newer one', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    type('Mei');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    type('Mason');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(pending).toHaveLength(2);
    expect(pending[0]!.signal?.aborted).toBe(true);
    await act(async () => pending[1]!.answer(students('Mason Anderson')));
    await act(async () => pending[0]!.answer(students('Mei-Ling Tan')));
    const list = screen.getByRole('list', { name: 'Matching students' });
    expect(Array.from(list.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Mason Anderson']);
  });

  it('shows one row per result, and a short message when the search fails', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    type('Zoë');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => pending[0]!.answer(students('Zoë Müller', 'Zoe Patel', 'Zoey Hart')));
    expect(screen.getByRole('list', { name: 'Matching students' }).querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('3 students found')).toBeTruthy();

    type('Zoë M');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    vi.mocked(graph.request).mockRejectedValueOnce(new Error('boom'));
    type('Zoë Mü');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(screen.getByText("The search didn't work just now. Please try again in a moment.")).toBeTruthy();

    // A failure Graph explains gets its own message: a staff member without permission is told so.
    vi.mocked(graph.request).mockRejectedValueOnce(new GraphError(403, 'Authorization_RequestDenied', 'denied'));
    type('Zoë Mül');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(screen.getByText("Your account isn't allowed to do this.")).toBeTruthy();
  });

  it('asks for confirmation with a generated passphrase; No clears the selection', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    type('Kai');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => pending[0]!.answer(students('Kai Nakamura')));
    fireEvent.click(screen.getByRole('button', { name: 'Kai Nakamura' }));
    expect(screen.getByRole('heading', { name: 'Reset the password for Kai Nakamura?' })).toBeTruthy();
    expect(document.querySelector('.new-password-inline')?.textContent?.length).toBeGreaterThanOrEqual(12);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('heading', { name: /Reset the password for/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Student name' }));
  });

  /** Searches for `name`, chooses them and presses Yes; returns the password the page proposed. */
  async function startReset(pending: ReturnType<typeof controllableGraph>['pending'], name: string): Promise<string> {
    type(name.slice(0, 4));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => pending.at(-1)!.answer(students(name)));
    fireEvent.click(screen.getByRole('button', { name }));
    const password = document.querySelector('.new-password-inline')!.textContent!;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    return password;
  }
  const isResetPost = (path: string) => path.endsWith('/resetPassword');

  it('after a finished reset, typing a new search shows its results at once', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    await startReset(pending, 'Kai Nakamura');
    await act(async () =>
      pending
        .find((p) => isResetPost(p.path))!
        .answer(new Response(null, { status: 202, headers: { Location: 'https://graph.example/op' } })),
    );
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(async () => pending.at(-1)!.answer(new Response(JSON.stringify({ status: 'succeeded' }), { status: 200 })));
    expect(screen.getByRole('heading', { name: 'Password successfully changed.' })).toBeTruthy();

    type('Mason');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => pending.at(-1)!.answer(students('Mason Anderson')));
    expect(screen.getByText('1 student found')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Matching students' }).textContent).toBe('Mason Anderson');
  });

  it('keeps a password that may have changed on screen, and asks before Start again discards it', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    const password = await startReset(pending, 'Kai Nakamura');
    // The POST reached Graph but its answer was lost.
    await act(async () => pending.find((p) => isResetPost(p.path))!.answer(Promise.reject(new TypeError('Failed to fetch')) as never));
    expect(screen.getByRole('alert').textContent).toContain('The password may have changed to the one below.');
    expect(screen.getByText(password, { selector: '.new-password code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy password' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'What to do now' }).textContent).toContain('Ask Kai Nakamura to sign in with this password.');

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    const dialog = screen.getByRole('dialog', { name: 'Start again without this password?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep the password on screen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the password on screen' }));
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByText(password, { selector: '.new-password code' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard and start again' }));
    expect(screen.queryByText(password)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Student name' }));
  });

  it('beside a password that may have changed, a new search shows its results, and choosing one asks first', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    const password = await startReset(pending, 'Kai Nakamura');
    await act(async () => pending.find((p) => isResetPost(p.path))!.answer(new Response(null, { status: 202 })));
    // The search that found Kai is not offered again beside the outcome.
    expect(screen.queryByRole('list', { name: 'Matching students' })).toBeNull();

    type('Mason');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => pending.at(-1)!.answer(students('Mason Anderson')));
    expect(screen.getByText(password, { selector: '.new-password code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mason Anderson' }));
    expect(screen.getByRole('dialog', { name: 'Start again without this password?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard and start again' }));
    expect(screen.getByRole('heading', { name: 'Reset the password for Mason Anderson?' })).toBeTruthy();
  });

  it('Reset again shows the same password for a Yes before anything is sent again', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    const password = await startReset(pending, 'Kai Nakamura');
    await act(async () => pending.find((p) => isResetPost(p.path))!.answer(new Response(null, { status: 202 })));
    const posts = () => vi.mocked(graph.request).mock.calls.filter(([path]) => isResetPost(path)).length;
    expect(posts()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reset again' }));
    expect(screen.getByRole('heading', { name: 'Reset the password for Kai Nakamura?' })).toBeTruthy();
    expect(document.querySelector('.new-password-inline')!.textContent).toBe(password);
    expect(posts()).toBe(1);
  });

  it('asks before an in-app link leaves a reset that is under way; Stay keeps it, Leave goes', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    await startReset(pending, 'Kai Nakamura');
    expect(screen.getByText(/Resetting the password for Kai Nakamura/)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' })));
    expect(screen.getByRole('dialog', { name: 'Leave while the password is being reset?' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/Resetting the password for Kai Nakamura/)).toBeTruthy();
    expect(pending.find((p) => isResetPost(p.path))!.signal?.aborted).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave this page' })));
    expect(screen.getByRole('heading', { name: 'Somewhere else' })).toBeTruthy();
  });

  it('does not ask before leaving when nothing is at stake', async () => {
    const { graph } = controllableGraph();
    renderPage(graph);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Somewhere else' })).toBeTruthy();
  });

  it('says it needs a connection, and sends nothing, when offline before Yes', async () => {
    const { graph, pending } = controllableGraph();
    renderPage(graph);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    // Said as soon as the connection goes, before anyone presses Yes.
    expect(screen.getByText(/resetting their password need a connection/)).toBeTruthy();
    await startReset(pending, 'Kai Nakamura');
    online.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain("You're offline, so the password has not been changed.");
    expect(vi.mocked(graph.request).mock.calls.filter(([path]) => isResetPost(path))).toHaveLength(0);
  });
});
