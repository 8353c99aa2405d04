/**
 * `school-portal provision [--dry-run] [--dev] [--tenant <id>] [--graph-base <url>] [--authority <url>]`:
 * applies deploy/app-registration.json to the school's tenant through Microsoft Graph, after the
 * administrator signs in with a device code. It applies the reviewed file only: when school.yaml says
 * something else, it stops and asks for `school-portal registration` first.
 *
 * --graph-base and --authority point it at another Graph and sign-in (the demo tenant's emulator in tests);
 * they take https addresses, or http on this computer only. With SCHOOL_PORTAL_GRAPH_TOKEN set, that access
 * token is used instead of signing in (a token from `az account get-access-token`, or a test's).
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError } from '../tooling/content/check/problems.ts';
import { signInAdministrator, SignInError } from '../tooling/deploy/admin-sign-in.ts';
import { readDeploySite } from '../tooling/deploy/deploy-site.ts';
import { GraphAdminClient } from '../tooling/deploy/graph-admin-client.ts';
import { GraphAdminError } from '../tooling/deploy/graph-admin-errors.ts';
import { GraphDirectory } from '../tooling/deploy/graph-directory.ts';
import { provision, ProvisionError } from '../tooling/deploy/provision.ts';
import { reportText } from '../tooling/deploy/provision-report.ts';
import { RegistrationError } from '../tooling/deploy/registration-errors.ts';
import { readRegistrationText, registrationText } from '../tooling/deploy/registration-file.ts';
import { appRegistration } from '../tooling/deploy/registration.ts';
import { GUID } from '../src/shared/patterns.ts';
import { DEMO_TENANT_ID } from '../src/shared/config/demo-tenant.ts';
import { processIo, type DeployIo } from './deploy-io.ts';
import { UsageError, type SiteOptions } from './site-options.ts';

export const GRAPH_BASE = 'https://graph.microsoft.com/v1.0';
export const TOKEN_VARIABLE = 'SCHOOL_PORTAL_GRAPH_TOKEN';
const USAGE = 'Usage: school-portal provision [--dry-run] [--dev] [--tenant <id>] [--graph-base <url>] [--authority <url>]';

/** An address provision may send a token to: https, or http on this computer. */
export function trustedBase(value: string, flag: string): string {
  const url = URL.parse(value);
  const local = url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && local)))
    throw new UsageError(`${flag} must be an https address (or http://localhost for a test), not ${value}`);
  return value.replace(/\/+$/, '');
}

function options(args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      options: {
        'dry-run': { type: 'boolean' },
        dev: { type: 'boolean' },
        tenant: { type: 'string' },
        'graph-base': { type: 'string' },
        authority: { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

class StopError extends Error {}

function tenantOf(flag: string | undefined, fromSchool: string | undefined): string {
  const tenant = flag ?? fromSchool;
  if (!tenant)
    throw new UsageError(
      `provision signs in to your tenant: give --tenant <your Directory (tenant) ID>, or set tenant.id in school.yaml.\n${USAGE}`,
    );
  if (!GUID.test(tenant)) throw new UsageError(`--tenant must be your Directory (tenant) ID, a GUID, not ${tenant}`);
  if (tenant === DEMO_TENANT_ID) throw new UsageError("That is the demo tenant's id: give your school's Directory (tenant) ID.");
  return tenant;
}

/** Runs the command; the exit code. */
export async function provisionCommand(site: SiteOptions, args: string[], io: DeployIo = processIo): Promise<number> {
  const values = options(args);
  const dryRun = values['dry-run'] ?? false;
  const dev = values.dev ?? false;
  const graphBase = trustedBase(values['graph-base'] ?? GRAPH_BASE, '--graph-base');
  try {
    const { school, tools, registrationPath } = readDeploySite(site.siteDir, site.contentDir);
    const path = dev ? registrationPath.replace(/\.json$/, '.dev.json') : registrationPath;
    const shown = relative(process.cwd(), path) || path;
    const registration = appRegistration({ school, tools, dev });
    const written = readRegistrationText(path);
    if (written === null)
      throw new StopError(
        `There is no ${shown} yet: run school-portal registration${dev ? ' --dev' : ''}, review the file, then provision.`,
      );
    if (written !== registrationText(registration))
      throw new StopError(
        `${shown} is not what school.yaml now says: run school-portal registration${dev ? ' --dev' : ''}, review the change (git diff), then provision again.`,
      );

    let token = io.env[TOKEN_VARIABLE]?.trim();
    if (!token) {
      const authority = values.authority
        ? trustedBase(values.authority, '--authority')
        : `https://login.microsoftonline.com/${tenantOf(values.tenant, school.tenant?.id)}`;
      token = await signInAdministrator({ authority, show: io.out });
    }
    const client = new GraphAdminClient({ baseUrl: graphBase, accessToken: token, fetch: io.fetch, sleep: io.sleep });
    io.out(`${dryRun ? 'Dry run: reading' : 'Applying'} ${shown} ${dryRun ? 'against' : 'to'} ${graphBase}\n`);
    const report = await provision(registration, {
      directory: new GraphDirectory(client),
      dryRun,
      knownClientId: school.tenant?.clientId,
      authContext: school.deploy?.authContext,
      log: (line) => io.out(`  ${line}`),
    });
    io.out(`\n${reportText(report)}`);
    return report.problems.length > 0 ? 1 : 0;
  } catch (error) {
    if (
      error instanceof StopError ||
      error instanceof RegistrationError ||
      error instanceof ContentError ||
      error instanceof GraphAdminError ||
      error instanceof ProvisionError ||
      error instanceof SignInError
    ) {
      io.err(`\n${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}
