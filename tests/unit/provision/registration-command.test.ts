/** `school-portal registration`: the reviewed file, written only when school.yaml changes it. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeployIo } from '../../../packages/engine/cli/deploy-io';
import { registrationCommand } from '../../../packages/engine/cli/registration-command';
import { BANKSIA_SCHOOL, DEMO_SCHOOL } from '../../support/paths';
import { tempSite, type TempSite } from './site';

const sites: TempSite[] = [];
afterEach(() => sites.splice(0).forEach((s) => s.remove()));

function banksia(host = 'it.banksia-primary.edu.au'): TempSite {
  const site = tempSite(BANKSIA_SCHOOL, (text) => text.replace('host: it.banksia.example', `host: ${host}`));
  sites.push(site);
  return site;
}

function run(site: TempSite, args: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const io: DeployIo = { out: (l) => out.push(l), err: (l) => err.push(l), env: {} };
  const code = registrationCommand(site, args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('school-portal registration', () => {
  it('writes deploy/app-registration.json, then leaves it as it is while school.yaml says the same', () => {
    const site = banksia();
    expect(run(site, ['--check']).code).toBe(1);
    const first = run(site);
    expect(first.code).toBe(0);
    expect(first.out).toContain('Wrote');
    const path = join(site.siteDir, 'deploy', 'app-registration.json');
    const written = JSON.parse(readFileSync(path, 'utf8'));
    expect(written.application.displayName).toBe('Banksia IT Help');
    expect(run(site).out).toContain('is up to date with school.yaml: nothing to write.');
    expect(run(site, ['--check'])).toMatchObject({ code: 0 });
  });

  it('writes a separate file for the dev server with --dev', () => {
    const site = banksia();
    expect(run(site, ['--dev']).code).toBe(0);
    expect(existsSync(join(site.siteDir, 'deploy', 'app-registration.dev.json'))).toBe(true);
    expect(existsSync(join(site.siteDir, 'deploy', 'app-registration.json'))).toBe(false);
  });

  it('writes nothing and fails, naming the problem, for the demo school without a host', () => {
    const site = tempSite(DEMO_SCHOOL, (text) => text);
    sites.push(site);
    const result = run(site);
    expect(result.code).toBe(1);
    expect(result.err).toContain("school.yaml has no deploy.host, the portal's address: add it");
    expect(existsSync(join(site.siteDir, 'deploy'))).toBe(false);
  });

  it("names school.yaml's own mistakes at their line", () => {
    const site = banksia('https://it.banksia-primary.edu.au/');
    const result = run(site);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/school\.yaml:\d+: .*is not a host name/);
  });
});
