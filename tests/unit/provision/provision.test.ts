/** `school-portal provision` against the demo tenant's Graph emulator, as an administrator would run it. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { provisionCommand, TOKEN_VARIABLE } from '../../../packages/engine/cli/provision-command';
import { registrationCommand } from '../../../packages/engine/cli/registration-command';
import type { DeployIo } from '../../../packages/engine/cli/deploy-io';
import { UsageError } from '../../../packages/engine/cli/site-options';
import { GRAPH_APP_ID } from '../../../packages/demo-tenant/src/directory-apps';
import { appRegistration } from '../../../packages/engine/tooling/deploy/registration';
import { readDeploySite } from '../../../packages/engine/tooling/deploy/deploy-site';
import { BANKSIA_SCHOOL, DEMO_SCHOOL, SCHOOL_PORTAL_BIN } from '../../support/paths';
import { ADMIN_TOKEN, startEmulator, type Emulator } from './emulator';
import { tempSite, type TempSite } from './site';

const BANKSIA_GROUPS = [
  'Banksia Teachers',
  'Banksia Office Staff',
  'Foundation Students',
  ...[1, 2, 3, 4, 5, 6].map((n) => `Year ${n} Students`),
];
const FUNCTION_IDENTITY = '7f0c0000-0000-4000-8000-0000000fa001';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0)) await clean();
});

async function banksia(groups = BANKSIA_GROUPS): Promise<{ site: TempSite; graph: Emulator }> {
  const site = tempSite(BANKSIA_SCHOOL, (text) => text.replace('host: it.banksia.example', 'host: it.banksia-primary.edu.au'));
  const graph = await startEmulator(groups);
  graph.state.directory.apps.addManagedIdentity('banksia-portal-functions', FUNCTION_IDENTITY);
  cleanups.push(site.remove, graph.close);
  return { site, graph };
}

interface Run {
  code: number;
  out: string;
  err: string;
  waits: number[];
}

function io(env: NodeJS.ProcessEnv = { [TOKEN_VARIABLE]: ADMIN_TOKEN }): DeployIo & { result: () => Omit<Run, 'code'> } {
  const out: string[] = [];
  const err: string[] = [];
  const waits: number[] = [];
  return {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env,
    sleep: async (ms) => void waits.push(ms),
    result: () => ({ out: out.join('\n'), err: err.join('\n'), waits }),
  };
}

async function provisionOnce(site: TempSite, graph: Emulator, args: string[] = []): Promise<Run> {
  const run = io();
  const code = await provisionCommand(site, ['--graph-base', graph.graphBase, ...args], run);
  return { code, ...run.result() };
}

function writeRegistration(site: TempSite): void {
  expect(registrationCommand(site, [], io())).toBe(0);
}

const changes = (requests: readonly string[]) => requests.filter((r) => !r.startsWith('GET '));

function expectEverythingMade(graph: Emulator, site: TempSite) {
  const { apps } = graph.state.directory;
  const { school, tools } = readDeploySite(site.siteDir, site.contentDir);
  const wanted = appRegistration({ school, tools });
  expect(apps.applications).toHaveLength(1);
  const app = apps.applications[0]!;
  expect(app.appRoles.map((r) => r.value)).toEqual(wanted.application.appRoles.map((r) => r.value));
  const sp = apps.servicePrincipals.filter((s) => s.appId === app.appId);
  expect(sp).toHaveLength(1);
  const assigned = apps.assignments.filter((a) => a.resourceId === sp[0]!.id);
  const groupOf = (id: string) => apps.groups.find((g) => g.id === id)!.displayName;
  const roleOf = (id: string) => app.appRoles.find((r) => r.id === id)!.value;
  expect(Object.fromEntries(assigned.map((a) => [roleOf(a.appRoleId), groupOf(a.principalId)]))).toEqual(wanted.roleGroups);
  expect(assigned).toHaveLength(Object.keys(wanted.roleGroups).length);
  const graphSp = apps.servicePrincipals.find((s) => s.appId === GRAPH_APP_ID)!;
  expect(apps.grants).toEqual([
    expect.objectContaining({
      clientId: sp[0]!.id,
      consentType: 'AllPrincipals',
      resourceId: graphSp.id,
      scope: wanted.adminConsent.scopes.join(' '),
    }),
  ]);
  expect(apps.assignments.filter((a) => a.principalId === FUNCTION_IDENTITY).map((a) => a.appRoleId)).toEqual(
    wanted.functionApp.permissions.map((p) => p.id),
  );
}

describe('school-portal provision', () => {
  it('creates everything on a first run, and says what is left by hand', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    const run = await provisionOnce(site, graph);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expectEverythingMade(graph, site);
    expect(run.out).toContain('Create the application "Banksia IT Help"');
    expect(run.out).toContain('Assign the app role Year3 to the group Year 3 Students');
    expect(run.out).toMatch(/Made 13 changes\./);
    expect(run.out).toContain('Left for you to do by hand:');
    expect(run.out).toContain('Assign Visitor to their groups');
    expect(run.out).toContain('Temporary Access Pass policy');
    expect(run.out).toContain('Password, Helpdesk or Authentication Administrator');
    expect(run.out).toContain('Conditional Access');
    expect(run.out).toContain(`client id ${graph.state.directory.apps.applications[0]!.appId}`);
  });

  it('changes nothing on a second run, and says so', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    expect((await provisionOnce(site, graph)).code).toBe(0);
    const before = graph.requests.length;
    const again = await provisionOnce(site, graph);
    expect(again.code).toBe(0);
    expect(changes(graph.requests.slice(before))).toEqual([]);
    expect(again.out).toContain('Nothing to change: the tenant already matches the registration file.');
    expectEverythingMade(graph, site);
  });

  it('finishes the work of a run that stopped half-way', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    graph.state.directory.faults = { writesFailAfter: 3 };
    const stopped = await provisionOnce(site, graph);
    expect(stopped.code).toBe(1);
    expect(stopped.err).toContain('Microsoft Graph refused to assign');
    expect(stopped.err).toContain('503 serviceNotAvailable');
    graph.state.directory.faults = {};
    const finished = await provisionOnce(site, graph);
    expect(finished.code).toBe(0);
    expect(finished.out).not.toContain('Create the application');
    expectEverythingMade(graph, site);
  });

  it('completes an application made before with some roles missing and no service principal', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    const { school, tools } = readDeploySite(site.siteDir, site.contentDir);
    const { application } = appRegistration({ school, tools });
    const { apps } = graph.state.directory;
    apps.createApplication({ ...application, appRoles: application.appRoles.slice(0, 4) });
    const run = await provisionOnce(site, graph);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Update the application "Banksia IT Help": appRoles');
    expect(run.out).toContain('Create its service principal');
    expectEverythingMade(graph, site);
  });

  it("keeps the role ids and additions of an application registered by hand, found by school.yaml's clientId", async () => {
    const { site, graph } = await banksia();
    const { apps } = graph.state.directory;
    const byHand = apps.createApplication({
      displayName: 'Banksia IT Help',
      appRoles: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          value: 'Teacher',
          displayName: 'Teacher',
          allowedMemberTypes: ['User'],
          isEnabled: true,
        },
      ],
      spa: { redirectUris: ['https://localhost:5173/redirect.html'] },
      web: { redirectUris: ['https://reports.banksia-primary.edu.au/signin'], implicitGrantSettings: { enableIdTokenIssuance: true } },
    });
    const edited = tempSite(
      site.contentDir,
      (text) => `${text}\ntenant:\n  id: 2b0c0000-0000-4000-8000-0000000000e1\n  clientId: ${byHand.appId}\n`,
    );
    cleanups.push(edited.remove);
    writeRegistration(edited);
    const run = await provisionOnce(edited, graph);
    expect(run.code).toBe(0);
    expect(apps.applications).toHaveLength(1);
    const app = apps.applications[0]!;
    expect(app.appRoles.find((r) => r.value === 'Teacher')!.id).toBe('11111111-1111-4111-8111-111111111111');
    expect((app.spa as { redirectUris: string[] }).redirectUris).toEqual([
      'https://it.banksia-primary.edu.au/redirect.html',
      'https://it.banksia-primary.edu.au/',
      'https://localhost:5173/redirect.html',
    ]);
    expect(app.web).toEqual({
      redirectUris: ['https://reports.banksia-primary.edu.au/signin'],
      implicitGrantSettings: { enableAccessTokenIssuance: false, enableIdTokenIssuance: false },
    });
  });

  it('names a permission id Microsoft Graph does not publish in the tenant', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    const graphSp = graph.state.directory.apps.servicePrincipals.find((s) => s.appId === GRAPH_APP_ID)!;
    graphSp.oauth2PermissionScopes = graphSp.oauth2PermissionScopes.filter((s) => s.value !== 'User.Read.All');
    const run = await provisionOnce(site, graph);
    expect(run.code).toBe(1);
    expect(run.out).toContain('Microsoft Graph does not publish the permission ids a154be20-db9c-4678-8ab7-66f6cc099a59');
  });

  it('fails with a clear message and exit code 1 when the account may not create app registrations', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    graph.state.directory.faults = { writesForbidden: true };
    const run = await provisionOnce(site, graph);
    expect(run.code).toBe(1);
    expect(run.err).toContain(
      'The account you signed in with cannot create app registrations: sign in as an Application Administrator or Cloud Application Administrator (admin consent needs a Privileged Role Administrator).',
    );
    expect(graph.state.directory.apps.applications).toEqual([]);
  });

  it('says admin consent needs a Privileged Role Administrator, keeping what it made', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    graph.state.directory.faults = { consentForbidden: true };
    const run = await provisionOnce(site, graph);
    expect(run.code).toBe(1);
    expect(run.err).toContain('cannot grant admin consent: that needs a Privileged Role Administrator');
    expect(graph.state.directory.apps.applications).toHaveLength(1);
  });

  it('reads only in a dry run, and says what it would do', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    const run = await provisionOnce(site, graph, ['--dry-run']);
    expect(run.code).toBe(0);
    expect(graph.requests.length).toBeGreaterThan(0);
    expect(changes(graph.requests)).toEqual([]);
    expect(run.out).toContain('Would create the application "Banksia IT Help"');
    expect(run.out).toContain('Would assign the app role Teacher to the group Banksia Teachers');
    expect(run.out).toMatch(/Dry run: 13 changes to make, none made\./);
    expect(graph.state.directory.apps.applications).toEqual([]);
  });

  it('waits as long as Retry-After says when Graph throttles it, then carries on', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    graph.state.directory.faults = { throttledRequests: 2, retryAfterSeconds: 7 };
    const run = await provisionOnce(site, graph);
    expect(run.code).toBe(0);
    expect(run.waits).toEqual([7000, 7000]);
    expectEverythingMade(graph, site);
  });

  it('stops rather than wait longer than its cap', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    graph.state.directory.faults = { throttledRequests: 1, retryAfterSeconds: 3600 };
    const run = await provisionOnce(site, graph);
    expect(run.code).toBe(1);
    expect(run.waits).toEqual([]);
    expect(run.err).toContain('Microsoft Graph is busy (429, asked to wait 3600 s)');
  });

  it('names a group that is not in the tenant, does the rest, and ends with exit code 1', async () => {
    const { site, graph } = await banksia(BANKSIA_GROUPS.filter((g) => g !== 'Year 4 Students'));
    writeRegistration(site);
    const run = await provisionOnce(site, graph);
    expect(run.code).toBe(1);
    expect(run.out).toContain('No group is called "Year 4 Students"');
    expect(graph.state.directory.apps.assignments.filter((a) => a.principalType === 'Group')).toHaveLength(8);
  });

  it('applies only the reviewed file: none yet, or one school.yaml no longer matches, stops it', async () => {
    const { site, graph } = await banksia();
    const none = await provisionOnce(site, graph);
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/There is no .*app-registration\.json yet: run school-portal registration/);
    writeRegistration(site);
    const changed = tempSite(site.contentDir, (text) => text.replace('Year6: Year 6 Students', 'Year6: Senior Students'));
    cleanups.push(changed.remove);
    const { cpSync } = await import('node:fs');
    cpSync(`${site.siteDir}/deploy`, `${changed.siteDir}/deploy`, { recursive: true });
    const stale = await provisionOnce(changed, graph);
    expect(stale.code).toBe(1);
    expect(stale.err).toContain('is not what school.yaml now says: run school-portal registration');
    expect(changes(graph.requests)).toEqual([]);
  });

  it("assigns the demo school's roles named in deploy.roleGroups and leaves the rest by hand", async () => {
    const site = tempSite(
      DEMO_SCHOOL,
      (text) => `${text}\ndeploy:\n  host: portal.demo-school.edu.au\n  roleGroups:\n    Staff: All Staff\n    Year7: Year 7 Students\n`,
    );
    const graph = await startEmulator(['All Staff', 'Year 7 Students']);
    cleanups.push(site.remove, graph.close);
    writeRegistration(site);
    const run = await provisionOnce(site, graph);
    expect(run.code).toBe(0);
    expect(graph.state.directory.apps.applications[0]!.appRoles).toHaveLength(12);
    expect(run.out).toContain('Assign Year3, Year4, Year5, Year6, Year8, Year9, Year10, Year11, Year12, BasicView to their groups');
    expect(run.out).toContain("set school.yaml's deploy.functionAppPrincipalId");
  });

  it('takes only https or this computer for --graph-base and --authority', async () => {
    const { site } = await banksia();
    writeRegistration(site);
    await expect(provisionCommand(site, ['--graph-base', 'http://graph.example.net/v1.0'], io())).rejects.toThrow(UsageError);
    await expect(provisionCommand(site, ['--authority', 'http://login.example.net/x'], io({}))).rejects.toThrow(UsageError);
  });

  it('exits with code 1 from the command line when Graph refuses', async () => {
    const { site, graph } = await banksia();
    writeRegistration(site);
    graph.state.directory.faults = { writesForbidden: true };
    const result = await promisify(execFile)(
      process.execPath,
      [SCHOOL_PORTAL_BIN, 'provision', '--site', site.siteDir, '--graph-base', graph.graphBase],
      { env: { ...process.env, [TOKEN_VARIABLE]: ADMIN_TOKEN }, encoding: 'utf8', timeout: 60_000 },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sign in as an Application Administrator or Cloud Application Administrator');
  }, 60_000);
});
