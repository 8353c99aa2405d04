// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphClient, GraphRequest } from '../../../packages/engine/src/shared/graph/graph-client';
import { GraphError } from '../../../packages/engine/src/shared/graph/graph-error';
import { ResetStudentPasswordPage } from '../../../packages/engine/src/features/reset-password/ResetStudentPasswordPage';
import { SEARCH_DEBOUNCE_MS } from '../../../packages/engine/src/shared/students/use-student-search';
import { sessionOf } from '../../../packages/engine/src/shared/user/session';
import { account } from '../../support/accounts';
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

/** Renders the page, and lets the role check (here: not answerable, so the tool is offered) settle. */
async function renderPage(graph: GraphClient, roles = ['Staff']) {
  const view = render(
    <AsUser name="Olivia Chen" roles={roles} graph={graph}>
      <LinkElsewhere />
      <ResetStudentPasswordPage studentLicenceSkuId={SKU} title="Reset Student Password" />
    </AsUser>,
  );
  await act(async () => {});
  return view;
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Student name or username' }), { target: { value: text } });

describe('Reset Student Password page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows non-staff a staff-only screen and makes no Graph call', async () => {
    const { graph } = controllableGraph();
    await renderPage(graph, ['Year8']);
    expect(screen.getByRole('heading', { name: 'This page is for staff only' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(graph.request).not.toHaveBeenCalled();
  });

  it('searches only after a pause, and only for more than 2 characters', async () => {
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
    // And takes no more than a name could be.
    expect((screen.getByRole('searchbox', { name: 'Student name or username' }) as HTMLInputElement).maxLength).toBe(64);
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

  it('finds Siobhán by typing "siobhan": a name typed without accents is looked up by username too, folded', async () => {
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
    type('siobhan');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    // The directory matches accents exactly: its search for "siobhan" finds nobody.
    await act(async () => pending[0]!.answer(students()));
    expect(pending).toHaveLength(2);
    expect(decodeURIComponent(pending[1]!.path)).toContain("startswith(userPrincipalName,'siobhan')");
    await act(async () => pending[1]!.answer(students("Siobhán O'Brien", 'Sienna Obi')));
    const list = screen.getByRole('list', { name: 'Matching students' });
    // Only the name that matches with accents folded is kept.
    expect([...list.querySelectorAll('.student-name')].map((n) => n.textContent)).toEqual(["Siobhán O'Brien"]);
    expect(screen.getByText('1 student found')).toBeTruthy();
  });

  it('never lets a slow, stale answer replace a newer one', async () => {
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
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

  describe('the Entra role, checked when the tool opens', () => {
    const JAMES = '0d3a0000-0000-4000-8000-000000000007';
    const HELPDESK = '729827e3-9c14-49f7-bb1b-9608f156bbb8';
    const USER_ROLE = 'a0b1b346-4d3e-4e8b-98f8-753987be4970';
    /** Staff whose role assignments Graph answers with `assignments` (or fails to). */
    async function renderStaff(assignments: Response | Error, wids: string[] = [USER_ROLE]) {
      const request = vi.fn<GraphClient['request']>((path) =>
        path.startsWith('/roleManagement/')
          ? assignments instanceof Error
            ? Promise.reject(assignments)
            : Promise.resolve(assignments)
          : new Promise(() => {}),
      );
      const staff = account('James Wilson', { localAccountId: JAMES, idTokenClaims: { roles: ['Staff'], wids, exp: 2_000_000_000 } });
      render(
        <AsUser name="James Wilson" roles={['Staff']} graph={{ request }} signedIn={{ session: sessionOf(staff, { idToken: 'id-token' }) }}>
          <ResetStudentPasswordPage studentLicenceSkuId={SKU} title="Reset Student Password" />
        </AsUser>,
      );
      expect(screen.getByText('Checking what your account can do…')).toBeTruthy();
      await act(async () => {});
      return request;
    }
    const roles = (...value: { roleDefinitionId: string; directoryScopeId: string }[]) =>
      new Response(JSON.stringify({ value }), { status: 200 });

    it('tells staff with no role at once, instead of the search, and asks Graph about their own assignments only', async () => {
      const request = await renderStaff(roles());
      expect(screen.getByRole('heading', { name: "Your account can't reset student passwords" })).toBeTruthy();
      expect(screen.getByText(/such as Helpdesk Administrator or Password Administrator/)).toBeTruthy();
      expect(screen.queryByRole('searchbox')).toBeNull();
      expect(decodeURIComponent(request.mock.calls[0]![0])).toBe(
        `/roleManagement/directory/roleAssignments?$filter=principalId eq '${JAMES}'&$select=roleDefinitionId,directoryScopeId`,
      );
    });

    it('offers the tool, saying it covers some students only, for a role scoped to an administrative unit', async () => {
      await renderStaff(roles({ roleDefinitionId: HELPDESK, directoryScopeId: '/administrativeUnits/au-junior' }));
      expect(screen.getByRole('searchbox', { name: 'Student name or username' })).toBeTruthy();
      expect(screen.getByText(/only for the students your IT office has put in your care/)).toBeTruthy();
    });

    it('offers the tool when Graph cannot say (the refusal, if any, explains after Yes as before)', async () => {
      await renderStaff(new GraphError(403, 'Authorization_RequestDenied', 'denied'));
      expect(screen.getByRole('searchbox', { name: 'Student name or username' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: "Your account can't reset student passwords" })).toBeNull();
    });

    it('asks Graph nothing when the ID token already shows a tenant-wide role that can reset', async () => {
      const request = await renderStaff(roles(), [USER_ROLE, HELPDESK]);
      expect(screen.getByRole('searchbox', { name: 'Student name or username' })).toBeTruthy();
      expect(request).not.toHaveBeenCalled();
    });
  });

  it('shows the username, year and class beside each name, so two students of one name are told apart', async () => {
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
    type('Jack Th');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    const jacks = [
      {
        id: 'a',
        displayName: 'Jack Thompson',
        userPrincipalName: 'jack.thompson@students.school.example',
        department: 'Year 7',
        jobTitle: '7A',
      },
      {
        id: 'b',
        displayName: 'Jack Thompson',
        userPrincipalName: 'jack.thompson2@students.school.example',
        department: 'Year 10',
        jobTitle: null,
      },
    ];
    await act(async () => pending[0]!.answer(new Response(JSON.stringify({ value: jacks }), { status: 200 })));
    const first = screen.getByRole('button', { name: 'Jack Thompson jack.thompson@students.school.example, Year 7, 7A' });
    expect(screen.getByRole('button', { name: 'Jack Thompson jack.thompson2@students.school.example, Year 10' })).toBeTruthy();

    fireEvent.click(first);
    const confirmation = screen.getByRole('region', { name: 'Reset the password for Jack Thompson?' });
    const facts = Array.from(confirmation.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Username', 'jack.thompson@students.school.example'],
      ['Year and class', 'Year 7, 7A'],
    ]);
  });

  it('shows one row per result, and a short message when the search fails', async () => {
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
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
    await renderPage(graph);
    type('Kai');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => pending[0]!.answer(students('Kai Nakamura')));
    fireEvent.click(screen.getByRole('button', { name: 'Kai Nakamura' }));
    expect(screen.getByRole('heading', { name: 'Reset the password for Kai Nakamura?' })).toBeTruthy();
    expect(document.querySelector('.new-password-inline')?.textContent?.length).toBeGreaterThanOrEqual(12);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('heading', { name: /Reset the password for/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Student name or username' }));
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
    await renderPage(graph);
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
    await renderPage(graph);
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
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Student name or username' }));
  });

  it('beside a password that may have changed, a new search shows its results, and choosing one asks first', async () => {
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
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
    await renderPage(graph);
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
    await renderPage(graph);
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
    await renderPage(graph);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Somewhere else' })).toBeTruthy();
  });

  it('says it needs a connection, and sends nothing, when offline before Yes', async () => {
    const { graph, pending } = controllableGraph();
    await renderPage(graph);
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
