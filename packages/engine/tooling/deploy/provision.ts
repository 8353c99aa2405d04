/**
 * Applies the reviewed app registration to the tenant through Microsoft Graph, creating what is missing
 * and correcting what differs, so a second run changes nothing and a run after one that stopped half-way
 * finishes it: the application, its service principal (the Enterprise application), each app role's group,
 * admin consent for the delegated permissions, and the Function App identity's application permissions.
 * A dry run reads what is there and says what it would change, changing nothing.
 */
import { applicationPatch, roleIdsByValue, type ExistingApplication } from './application-merge.ts';
import type { GraphDirectory, ServicePrincipal } from './graph-directory.ts';
import { GRAPH_APP_ID } from './graph-permissions.ts';
import { emptyReport, type ProvisionReport } from './provision-report.ts';
import type { AppRegistration } from './registration.ts';

export interface ProvisionOptions {
  directory: GraphDirectory;
  dryRun: boolean;
  /** school.yaml's tenant.clientId: an application registered before provision (by hand) is found by it. */
  knownClientId?: string;
  /** The authentication context a pass needs (school.yaml's deploy.authContext), for what is left by hand. */
  authContext?: string;
  /** Each change as it is made. */
  log?: (line: string) => void;
}

/** Something provision cannot work around: said in one message, exit code 1. */
export class ProvisionError extends Error {
  override name = 'ProvisionError';
}

interface Run {
  registration: AppRegistration;
  options: ProvisionOptions;
  report: ProvisionReport;
  /** Records a change, and makes it unless this is a dry run. */
  change: (text: string, apply: () => Promise<unknown>) => Promise<void>;
}

async function ensureApplication({ registration, options, report, change }: Run): Promise<ExistingApplication | undefined> {
  const { directory, knownClientId } = options;
  const manifest = registration.application;
  let app =
    (knownClientId && (await directory.applicationByAppId(knownClientId))) ||
    (await directory.applicationByUniqueName(manifest.uniqueName));
  if (!app) {
    await change(`create the application "${manifest.displayName}"`, async () => {
      app = await directory.createApplication(manifest);
    });
    return app;
  }
  const found = app;
  const patch = applicationPatch(found, manifest);
  const fields = Object.keys(patch);
  if (fields.length === 0) report.unchanged.push(`the application "${found.displayName}" (client id ${found.appId})`);
  else
    await change(`update the application "${manifest.displayName}": ${fields.join(', ')}`, async () => {
      await directory.updateApplication(found.id, patch);
      app = { ...found, ...(patch as Partial<ExistingApplication>) };
    });
  return app;
}

async function ensureServicePrincipal({ options, report, change }: Run, app: ExistingApplication | undefined) {
  let sp = app ? await options.directory.servicePrincipalOf(app.appId) : undefined;
  if (sp) report.unchanged.push('its service principal (the Enterprise application)');
  else
    await change('create its service principal (the Enterprise application)', async () => {
      sp = await options.directory.createServicePrincipal(app!.appId);
    });
  return sp;
}

/** Graph's own service principal, and a problem for any permission id it does not publish. */
async function graphServicePrincipal({ registration, options, report }: Run): Promise<ServicePrincipal> {
  const graph = await options.directory.servicePrincipalOf(GRAPH_APP_ID);
  if (!graph)
    throw new ProvisionError('This tenant has no service principal for Microsoft Graph, which every tenant has: is --graph-base right?');
  const scopes = new Set((graph.oauth2PermissionScopes ?? []).map((s) => s.id));
  const roles = new Set((graph.appRoles ?? []).map((r) => r.id));
  const unknown = [
    ...registration.application.requiredResourceAccess.flatMap((r) => r.resourceAccess).filter((a) => !scopes.has(a.id)),
    ...registration.functionApp.permissions.filter((p) => !roles.has(p.id)),
  ];
  if (unknown.length && (graph.oauth2PermissionScopes || graph.appRoles))
    report.problems.push(
      `Microsoft Graph does not publish the permission ids ${unknown.map((u) => u.id).join(', ')}: the registration file is wrong.`,
    );
  return graph;
}

async function ensureRoleGroups(run: Run, app: ExistingApplication | undefined, sp: ServicePrincipal | undefined) {
  const { registration, options, report, change } = run;
  // An app role a dry run would add has no id on the app yet: the registration's own.
  const roleIds = new Map([...roleIdsByValue(registration.application), ...roleIdsByValue(app ?? registration.application)]);
  const assigned = sp ? await options.directory.assignedTo(sp.id) : [];
  for (const [role, name] of Object.entries(registration.roleGroups)) {
    const groups = await options.directory.groups(name);
    if (groups.length !== 1) {
      report.problems.push(
        groups.length === 0
          ? `No group is called "${name}" (school.yaml's deploy.roleGroups, ${role}): check its name, or write its object id.`
          : `${groups.length} groups are called "${name}" (deploy.roleGroups, ${role}): write the object id of the one meant.`,
      );
      continue;
    }
    const group = groups[0]!;
    const appRoleId = roleIds.get(role)!;
    if (assigned.some((a) => a.principalId === group.id && a.appRoleId === appRoleId))
      report.unchanged.push(`${role} assigned to ${group.displayName}`);
    else
      await change(`assign the app role ${role} to the group ${group.displayName}`, () =>
        options.directory.assign(
          sp!.id,
          { principalId: group.id, resourceId: sp!.id, appRoleId },
          `assign ${role} to ${group.displayName}`,
        ),
      );
  }
  const unassigned = registration.application.appRoles.map((r) => r.value).filter((v) => !registration.roleGroups[v]);
  if (unassigned.length)
    report.byHand.push(
      `Assign ${unassigned.join(', ')} to their groups (Enterprise applications > ${registration.application.displayName} > Users and groups), or name the groups in school.yaml's deploy.roleGroups and run provision again.`,
    );
}

async function ensureAdminConsent(
  { registration, options, report, change }: Run,
  sp: ServicePrincipal | undefined,
  graph: ServicePrincipal,
) {
  const wanted = registration.adminConsent.scopes;
  const grants = sp ? await options.directory.delegatedGrants(sp.id) : [];
  const grant = grants.find((g) => g.consentType === 'AllPrincipals' && g.resourceId === graph.id);
  if (!grant) {
    await change(`grant admin consent for ${wanted.join(', ')}`, () =>
      options.directory.createDelegatedGrant({
        clientId: sp!.id,
        consentType: 'AllPrincipals',
        resourceId: graph.id,
        scope: wanted.join(' '),
      }),
    );
    return;
  }
  const had = grant.scope.split(' ').filter(Boolean);
  const missing = wanted.filter((s) => !had.includes(s));
  if (missing.length === 0) report.unchanged.push(`admin consent for ${wanted.join(', ')}`);
  else
    await change(`add ${missing.join(', ')} to the admin consent`, () =>
      options.directory.updateDelegatedGrant(grant.id, [...had, ...missing].join(' ')),
    );
}

async function ensureFunctionAppPermissions({ registration, options, report, change }: Run, graph: ServicePrincipal) {
  const { principalId, permissions } = registration.functionApp;
  const names = permissions.map((p) => p.name).join(', ');
  if (!principalId) {
    report.byHand.push(
      `Give the Function App's identity the Graph application permissions ${names}, with admin consent: set school.yaml's deploy.functionAppPrincipalId to its object id and run provision again.`,
    );
    return;
  }
  const identity = await options.directory.servicePrincipal(principalId);
  if (!identity) {
    report.problems.push(
      `No service principal has the object id ${principalId} (deploy.functionAppPrincipalId): use the Object (principal) ID of the Function App's managed identity.`,
    );
    return;
  }
  const held = await options.directory.assignmentsOf(principalId);
  for (const permission of permissions) {
    if (held.some((a) => a.resourceId === graph.id && a.appRoleId === permission.id))
      report.unchanged.push(`the Function App's ${permission.name}`);
    else
      await change(
        `give the Function App's identity (${identity.displayName ?? principalId}) the Graph application permission ${permission.name}`,
        () =>
          options.directory.grantApplicationPermission(
            { principalId, resourceId: graph.id, appRoleId: permission.id },
            `give the Function App ${permission.name}`,
          ),
      );
  }
}

function leftByHand({ options, report }: Run): void {
  report.byHand.push(
    'Give staff who reset student passwords an Entra role that allows it (Password, Helpdesk or Authentication Administrator), tenant-wide or scoped to an administrative unit.',
    'Scope the Temporary Access Pass policy to the students group only, with one-time passes (Authentication methods > Policies > Temporary Access Pass).',
    options.authContext
      ? `Create the authentication context ${options.authContext} and a Conditional Access policy that targets it (Conditional Access > Authentication contexts).`
      : "Optionally, a Conditional Access authentication context for passes (then school.yaml's deploy.authContext, and provision again).",
  );
  if (report.appId)
    report.byHand.push(
      `Put the client id ${report.appId} in school.yaml's tenant.clientId (with tenant.id) or the build's VITE_CLIENT_ID, and in the Function App's PORTAL_CLIENT_ID.`,
    );
}

export async function provision(registration: AppRegistration, options: ProvisionOptions): Promise<ProvisionReport> {
  const report = emptyReport(options.dryRun);
  const run: Run = {
    registration,
    options,
    report,
    change: async (text, apply) => {
      report.changes.push(text);
      options.log?.(options.dryRun ? `Would ${text}` : `${text[0]!.toUpperCase()}${text.slice(1)}`);
      if (!options.dryRun) await apply();
    },
  };
  const app = await ensureApplication(run);
  report.appId = app?.appId;
  const sp = await ensureServicePrincipal(run, app);
  const graph = await graphServicePrincipal(run);
  await ensureRoleGroups(run, app, sp);
  await ensureAdminConsent(run, sp, graph);
  await ensureFunctionAppPermissions(run, graph);
  leftByHand(run);
  return report;
}
