/**
 * `school-portal registration [--dev] [--check]`: writes the portal's app registration, worked out from
 * school.yaml, to deploy/app-registration.json in the site, for review before `school-portal provision`
 * applies it. --dev writes deploy/app-registration.dev.json instead, for testing against the real tenant
 * from the dev server (https://localhost:5173). --check writes nothing and fails when the file is out of date.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError } from '../tooling/content/check/problems.ts';
import { readDeploySite } from '../tooling/deploy/deploy-site.ts';
import { RegistrationError } from '../tooling/deploy/registration-errors.ts';
import { readRegistrationText, registrationText, writeRegistration } from '../tooling/deploy/registration-file.ts';
import { appRegistration } from '../tooling/deploy/registration.ts';
import { processIo, type DeployIo } from './deploy-io.ts';
import { UsageError, type SiteOptions } from './site-options.ts';

function options(args: string[]) {
  try {
    return parseArgs({ args, options: { dev: { type: 'boolean' }, check: { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: school-portal registration [--dev] [--check]`);
  }
}

/** Runs the command; the exit code. */
export function registrationCommand(site: SiteOptions, args: string[], io: DeployIo = processIo): number {
  const { dev = false, check = false } = options(args);
  try {
    const { school, tools, registrationPath } = readDeploySite(site.siteDir, site.contentDir);
    const path = dev ? registrationPath.replace(/\.json$/, '.dev.json') : registrationPath;
    const shown = relative(process.cwd(), path) || path;
    const registration = appRegistration({ school, tools, dev });
    if (check) {
      if (readRegistrationText(path) === registrationText(registration)) {
        io.out(`${shown} is up to date with school.yaml.`);
        return 0;
      }
      io.err(`${shown} is not what school.yaml says: run school-portal registration${dev ? ' --dev' : ''} and review the change.`);
      return 1;
    }
    const outcome = writeRegistration(path, registration);
    io.out(
      outcome === 'unchanged'
        ? `${shown} is up to date with school.yaml: nothing to write.`
        : `${outcome === 'created' ? 'Wrote' : 'Updated'} ${shown}. Review it (git diff), then run school-portal provision${dev ? ' --dev' : ''} --dry-run to see what it would change in the tenant.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RegistrationError || error instanceof ContentError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
