import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidTokenError } from '../../../packages/demo-tenant/src/access-token';
import { DEMO_STUDENT_SKU_ID, demoAccounts } from '../../../packages/demo-tenant/src/directory';
import { FAULT_SCOPE_COOKIE, type Faults } from '../../../packages/demo-tenant/src/emulator-faults';
import { PASSWORD_POLICY_MESSAGE, passwordPolicyProblems } from '../../../packages/demo-tenant/src/password-policy';
import { createGraphEmulatorState, graphEmulator, PASSWORD_METHOD_ID } from '../../../packages/demo-tenant/src/graph-emulator';
import { GRAPH_SCOPES } from '../../../packages/demo-tenant/src/provider';
import { TemporaryAccessPasses } from '../../../packages/demo-tenant/src/temporary-access-passes';

const olivia = demoAccounts.find((a) => a.displayName === 'Olivia Chen')!.oid;
const james = demoAccounts.find((a) => a.displayName === 'James Wilson')!.oid;
const siobhan = '5d000000-0000-4000-8000-000000000001';

let server: Server;
let base: string;

// Tokens here are just the caller's oid; the real verifier (jose) is tested with the provider.
const verify = async (authorization: string | undefined) => {
  const sub = authorization?.replace(/^Bearer /, '');
  if (!sub) throw new InvalidTokenError('Access token is empty.');
  return { sub, scope: GRAPH_SCOPES.join(' ') };
};

beforeAll(async () => {
  const state = createGraphEmulatorState(new TemporaryAccessPasses());
  server = createServer((req, res) => {
    req.url = req.url!.replace(/^\/graph/, '');
    graphEmulator(verify, state, [`https://${req.headers.host}`], '/graph')(req, res, () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graph`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Requests the faults leave unanswered (and idle keep-alive sockets) would hold the close up.
      server.closeAllConnections();
    }),
);

const call = (path: string, init: RequestInit & { as?: string; scope?: string } = {}) =>
  fetch(path.startsWith('http') ? path.replace(/^https:/, 'http:') : `${base}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${init.as ?? olivia}`,
      ...(init.scope ? { Cookie: `${FAULT_SCOPE_COOKIE}=${init.scope}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

const search = (text: string, init: Parameters<typeof call>[1] = {}) =>
  call(
    `/v1.0/users?$search=${encodeURIComponent(`"displayName:${text}"`)}&$count=true&$top=5&$filter=${encodeURIComponent(`assignedLicenses/any(x:x/skuId eq ${DEMO_STUDENT_SKU_ID})`)}&$select=id,displayName`,
    { ...init, headers: { ConsistencyLevel: 'eventual', ...(init.headers as Record<string, string>) } },
  );

const reset = (userId: string, init: Parameters<typeof call>[1] = {}) =>
  call(`/v1.0/users/${userId}/authentication/methods/${PASSWORD_METHOD_ID}/resetPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ newPassword: 'Wombat Quokka Emu Galah 42' }),
    ...init,
  });

const setFaults = (scope: string, faults: Faults | Record<string, unknown>) =>
  fetch(`${base}/_emulator/faults`, {
    method: 'POST',
    headers: { Cookie: `${FAULT_SCOPE_COOKIE}=${scope}` },
    body: JSON.stringify(faults),
  });

async function pollToEnd(location: string, scope?: string, maxPolls = 6): Promise<string[]> {
  const statuses: string[] = [];
  for (let i = 0; i < maxPolls; i++) {
    const body = (await (await call(location, { scope })).json()) as { status: string };
    statuses.push(body.status);
    if (body.status === 'succeeded' || body.status === 'failed') break;
  }
  return statuses;
}

describe('Graph emulator: student search', () => {
  it('answers with the count and the selected fields of licensed students', async () => {
    const response = await search("O'Bri");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ '@odata.count': 1, value: [{ id: siobhan, displayName: "Siobhán O'Brien" }] });
  });

  it('finds a student by the start of their username, with their year and class', async () => {
    const filter = `startswith(userPrincipalName,'siobhan') and assignedLicenses/any(x:x/skuId eq ${DEMO_STUDENT_SKU_ID})`;
    const response = await call(
      `/v1.0/users?$count=true&$filter=${encodeURIComponent(filter)}&$select=${encodeURIComponent('id,userPrincipalName,department,jobTitle')}`,
      { headers: { ConsistencyLevel: 'eventual' } },
    );
    expect(await response.json()).toMatchObject({
      value: [{ id: siobhan, userPrincipalName: 'siobhan.obrien@students.school.example', department: 'Year 7', jobTitle: '7A' }],
    });
  });

  it('needs ConsistencyLevel: eventual for $search', async () => {
    const response = await call(`/v1.0/users?$search=${encodeURIComponent('"displayName:ava"')}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'Request_UnsupportedQuery' } });
  });

  it.each(['a&b', 'a"b', 'a\\b', '%', '+', '#', '🦘'])('answers an odd search %j without an error', async (text) => {
    const response = await search(text.replace(/[\\"]/g, (c) => `\\${c}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ value: [] });
  });

  it('answers 429 with Retry-After once when a test asks for it, only in that test scope', async () => {
    await setFaults('search-429', { search429Once: true });
    expect((await search('ava', { scope: 'other' })).status).toBe(200);
    const first = await search('ava', { scope: 'search-429' });
    expect(first.status).toBe(429);
    expect(first.headers.get('Retry-After')).toBe('1');
    expect((await search('ava', { scope: 'search-429' })).status).toBe(200);
  });
});

describe("Graph emulator: a person's role assignments", () => {
  const assignments = (principal: string, as = olivia) =>
    call(`/v1.0/roleManagement/directory/roleAssignments?$filter=${encodeURIComponent(`principalId eq '${principal}'`)}`, { as });

  it('lists a tenant-wide role with its template id and scope /', async () => {
    const response = await assignments(olivia);
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({
      value: [{ principalId: olivia, roleDefinitionId: '729827e3-9c14-49f7-bb1b-9608f156bbb8', directoryScopeId: '/' }],
    });
  });

  it('lists nothing for staff without a role', async () => {
    expect(await (await assignments(james, james)).json()).toMatchObject({ value: [] });
  });

  it('answers 400 to any other filter', async () => {
    const response = await call(`/v1.0/roleManagement/directory/roleAssignments?$filter=${encodeURIComponent("roleDefinitionId eq 'x'")}`);
    expect(response.status).toBe(400);
  });
});

describe('Graph emulator: password reset', () => {
  it('accepts a reset with 202 and a Location that goes notStarted, running, succeeded', async () => {
    const response = await reset(siobhan);
    expect(response.status).toBe(202);
    const location = response.headers.get('Location')!;
    expect(location).toMatch(new RegExp(`/graph/v1\\.0/users/${siobhan}/authentication/operations/[0-9a-f-]{36}\\?aId=`));
    expect(await pollToEnd(location)).toEqual(['notStarted', 'running', 'succeeded']);
  });

  it('refuses a staff member without the Entra role with 403', async () => {
    const response = await reset(siobhan, { as: james });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'accessDenied' } });
  });

  it.each([
    ['Ab1 cd', 'shorter than 8'],
    ['wombat quokka emu galah', 'only lower-case'],
    ['wombat quokka emu 42', 'two kinds'],
    ['Wombat Quokka Emu Galah', 'two kinds'],
    ['Wombat Quokka Emu 42 🦘', 'a character Entra does not allow'],
    ['Wömbat Quokka 42', 'a character Entra does not allow'],
    [`Aa1${'x'.repeat(254)}`, 'longer than 256'],
  ])('refuses %j (%s) as Graph does: 400 Request_BadRequest', async (newPassword) => {
    const response = await reset(siobhan, { body: JSON.stringify({ newPassword }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'Request_BadRequest', message: PASSWORD_POLICY_MESSAGE } });
  });

  it.each(['Wombat Quokka Emu Galah 42', 'Abcdefg1', 'abc def 1#', 'ABCD-EFG1', `Aa1${'x'.repeat(253)}`])(
    'accepts %j, which meets the policy',
    async (newPassword) => {
      expect(passwordPolicyProblems(newPassword)).toEqual([]);
      expect((await reset(siobhan, { body: JSON.stringify({ newPassword }) })).status).toBe(202);
    },
  );

  it('does not show one person the status of another person’s reset', async () => {
    const location = (await reset(siobhan)).headers.get('Location')!;
    expect((await call(location, { as: james })).status).toBe(404);
  });

  it.each([
    [{ operationFails: true }, 'failed'],
    [{ operationNeverFinishes: true }, 'running'],
  ])('with faults %j the operation ends %s', async (faults, last) => {
    const scope = `op-${last}`;
    await setFaults(scope, faults);
    const location = (await reset(siobhan, { scope })).headers.get('Location')!;
    expect((await pollToEnd(location, scope)).at(-1)).toBe(last);
  });

  it('answers 500 to the POST or the poll when a test asks for it', async () => {
    await setFaults('post-500', { post500: true });
    expect((await reset(siobhan, { scope: 'post-500' })).status).toBe(500);
    await setFaults('poll-500', { poll500: true });
    const location = (await reset(siobhan, { scope: 'poll-500' })).headers.get('Location')!;
    expect((await call(location, { scope: 'poll-500' })).status).toBe(500);
  });

  it('applies a reset and then drops the connection, so no answer arrives, when a test asks for it', async () => {
    await setFaults('lost', { resetAnswerLost: true });
    await expect(reset(siobhan, { scope: 'lost' })).rejects.toThrow();
  });

  it('answers 202 without a Location when a test asks for it', async () => {
    await setFaults('no-location', { resetWithoutLocation: true });
    const response = await reset(siobhan, { scope: 'no-location' });
    expect(response.status).toBe(202);
    expect(response.headers.get('Location')).toBeNull();
  });

  it.each([
    ['a reset', { resetHangs: true }, () => reset(siobhan, { scope: 'hangs', signal: AbortSignal.timeout(300) })],
    ['a search', { searchHangs: true }, () => search('ava', { scope: 'hangs', signal: AbortSignal.timeout(300) })],
  ])('never answers %s when a test asks for it', async (_what, faults, send) => {
    await setFaults('hangs', faults);
    await expect(send()).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('answers every search 429 with a long Retry-After when a test asks for it', async () => {
    await setFaults('busy', { searchRetryAfterSeconds: 3600 });
    for (let i = 0; i < 2; i++) {
      const response = await search('ava', { scope: 'busy' });
      expect(response.status).toBe(429);
      expect(response.headers.get('Retry-After')).toBe('3600');
    }
  });

  it('clears a scope’s faults on DELETE, and refuses unknown faults', async () => {
    await setFaults('cleared', { post500: true });
    await fetch(`${base}/_emulator/faults`, { method: 'DELETE', headers: { Cookie: `${FAULT_SCOPE_COOKIE}=cleared` } });
    expect((await reset(siobhan, { scope: 'cleared' })).status).toBe(202);
    expect((await setFaults('x', { everythingBreaks: true })).status).toBe(400);
  });
});

describe('Graph emulator: URLs it cannot read', () => {
  it.each(['/v1.0/users/%E0%A4%A', '/v1.0/%', '/v1.0/me%zz', '/%C0%AF'])(
    'answers %s with 400 and a Graph error, never a stack trace',
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ error: { code: 'BadRequest', message: expect.stringContaining('not valid') } });
      expect(text).not.toMatch(/\bat\s|node_modules|\/work\/|\.ts\b|URIError/);
    },
  );
});
