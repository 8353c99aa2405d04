// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentPassPage } from '../../../packages/engine/src/features/student-pass/StudentPassPage';
import type { GraphClient, GraphRequest } from '../../../packages/engine/src/shared/graph/graph-client';
import { SEARCH_DEBOUNCE_MS } from '../../../packages/engine/src/shared/students/use-student-search';
import { AsUser } from '../../support/signed-in';

const SKU = '5a1e0000-0000-4000-8000-00000000c0de';
const LIFETIMES = { min: 10, max: 480, default: 60 };
const ZOE = {
  id: '5d000000-0000-4000-8000-000000000004',
  displayName: 'Zoë Müller',
  userPrincipalName: 'zoe.muller@students.school.example',
  department: 'Year 10',
  jobTitle: '10A',
};

const students = (...found: object[]) => new Response(JSON.stringify({ value: found }), { status: 200 });

function controllableGraph() {
  const pending: { path: string; answer: (r: Response) => void }[] = [];
  const graph: GraphClient = {
    request: vi.fn((path: string, _request: GraphRequest) => new Promise<Response>((resolve) => pending.push({ path, answer: resolve }))),
  };
  return { graph, pending };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function renderPage(graph: GraphClient, { roles = ['Staff'], signInAgain = vi.fn() } = {}) {
  render(
    <AsUser name="Olivia Chen" roles={roles} graph={graph} signedIn={{ signInAgain }}>
      <StudentPassPage
        studentLicenceSkuId={SKU}
        functionUrl="https://fn.example/api"
        lifetimes={LIFETIMES}
        title="Give a student a Temporary Access Pass"
      />
    </AsUser>,
  );
  await act(async () => {});
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Student name or username' }), { target: { value: text } });

/** Types "zoe", answers the search with Zoe Patel only, then the username lookup with Zoë Müller, and chooses her. */
async function chooseZoe(pending: ReturnType<typeof controllableGraph>['pending']) {
  type('zoe');
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  await act(async () => pending[0]!.answer(students({ id: 'zp', displayName: 'Zoe Patel' })));
  expect(decodeURIComponent(pending[1]!.path)).toContain("startswith(userPrincipalName,'zoe')");
  await act(async () => pending[1]!.answer(students(ZOE)));
  fireEvent.click(screen.getByRole('button', { name: /^Zoë Müller/ }));
}

describe('Give a student a Temporary Access Pass', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows students a staff-only screen and searches nothing', async () => {
    const { graph } = controllableGraph();
    await renderPage(graph, { roles: ['Year8'] });
    expect(screen.getByRole('heading', { name: 'This page is for staff only' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(graph.request).not.toHaveBeenCalled();
  });

  it('finds Zoë by typing "zoe" (accents folded), confirms who it is, and offers the school’s lifetimes, 1 hour first', async () => {
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
    await chooseZoe(pending);
    const panel = screen.getByRole('region', { name: 'Give Zoë Müller a Temporary Access Pass?' });
    expect(within(panel).getByText('zoe.muller@students.school.example')).toBeTruthy();
    expect(within(panel).getByText('Year 10, 10A')).toBeTruthy();
    const lifetime = within(panel).getByRole('combobox', { name: 'How long the pass lasts' }) as HTMLSelectElement;
    expect(lifetime.value).toBe('60');
    expect([...lifetime.options].map((o) => o.text)).toEqual([
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
    ]);
  });

  it('asks the function (never Graph) for the pass, with a fresh ID token, and shows it one character at a time', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toEqual({ studentId: ZOE.id, lifetimeInMinutes: 30 });
      expect(init.headers).toMatchObject({ Authorization: 'Bearer fresh-id-token' });
      return json(200, {
        temporaryAccessPass: 'O0l1I#k7',
        lifetimeInMinutes: 30,
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        isUsableOnce: true,
      });
    });
    vi.stubGlobal('fetch', fetch);
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
    await chooseZoe(pending);
    fireEvent.change(screen.getByRole('combobox', { name: 'How long the pass lasts' }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give pass' }));
    expect(screen.getByText('Creating a pass for Zoë Müller (zoe.muller@students.school.example)…')).toBeTruthy();
    await act(async () => {});
    expect(fetch).toHaveBeenCalledExactlyOnceWith('https://fn.example/api/createStudentPass', expect.objectContaining({ method: 'POST' }));
    expect(graph.request).toHaveBeenCalledTimes(2);
    const characters = screen.getByRole('list', { name: 'The pass, one character at a time' });
    expect(
      within(characters)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.visually-hidden')!.textContent),
    ).toEqual(['capital O', 'zero', 'small l', 'one', 'capital I', 'hash', 'small k', 'seven']);
    expect(screen.getByText(/It works/).textContent).toMatch(/It works once, until .* \(30 minutes from now\)\./);
    expect(screen.getByRole('heading', { name: 'What Zoë Müller does now' })).toBeTruthy();
    expect(screen.getByText(/set up a sign-in method they can keep/)).toBeTruthy();
  });

  it('tells staff without the role, as the function decides, and offers no Try again', async () => {
    vi.stubGlobal('fetch', async () => json(403, { error: 'no_pass_role', message: 'x' }));
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
    await chooseZoe(pending);
    fireEvent.click(screen.getByRole('button', { name: 'Give pass' }));
    await act(async () => {});
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Your account isn't allowed to give students a pass.");
    expect(alert.textContent).toContain('such as Helpdesk Administrator');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'The pass, one character at a time' })).toBeNull();
  });

  it('offers Sign in again for a sign-in that is too old, and Try again when Microsoft 365 took too long', async () => {
    const signInAgain = vi.fn();
    const answers = [
      json(401, { error: 'stale_sign_in', message: 'x', maxAgeSeconds: 600 }),
      json(504, { error: 'graph_timeout', message: 'x' }),
    ];
    vi.stubGlobal('fetch', async () => answers.shift()!);
    const { graph, pending } = controllableGraph();
    await renderPage(graph, { signInAgain });
    await chooseZoe(pending);
    fireEvent.click(screen.getByRole('button', { name: 'Give pass' }));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toContain('Please sign in again first.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(signInAgain).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    fireEvent.click(screen.getByRole('button', { name: /^Zoë Müller/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Give pass' }));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toContain('Microsoft 365 took too long to answer.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
