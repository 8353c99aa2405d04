// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphClient, GraphRequest } from '../../../src/shared/graph/graph-client';
import { GraphError } from '../../../src/shared/graph/graph-error';
import { ResetStudentPasswordPage } from '../../../src/features/reset-password/ResetStudentPasswordPage';
import { SEARCH_DEBOUNCE_MS } from '../../../src/features/reset-password/use-student-search';
import { AsUser } from './signed-in';

const SKU = '5a1e0000-0000-4000-8000-00000000c0de';

function students(...names: string[]) {
  return new Response(JSON.stringify({ value: names.map((displayName, i) => ({ id: `id-${i}`, displayName })) }), { status: 200 });
}

/** A Graph client whose answers the test hands out, one pending request at a time. */
function controllableGraph() {
  const pending: { path: string; signal?: AbortSignal; answer: (r: Response) => void }[] = [];
  const graph: GraphClient = {
    request: vi.fn((path: string, { signal }: GraphRequest) => new Promise<Response>((resolve) => pending.push({ path, signal, answer: resolve }))),
  };
  return { graph, pending };
}

function renderPage(graph: GraphClient, roles = ['Staff']) {
  return render(
    <AsUser name="Olivia Chen" roles={roles} graph={graph}>
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
});
