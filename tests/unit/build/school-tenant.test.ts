/**
 * Which tenant a build signs in to: school.yaml's `tenant`, unless the build's own variables (a deploy
 * workflow's repository variables, or the site's .env file) say otherwise; with neither, the demo tenant.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalViteConfig } from '../../../packages/engine/tooling/vite-config';
import { VALID_FIXTURE } from '../content/load-fixture';

const TENANT = '7d0b0000-0000-4000-8000-000000000001';
const CLIENT = '7d0b0000-0000-4000-8000-000000000002';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** A site whose school.yaml names a tenant (or not), and the tenant the build then has in its environment. */
async function tenantOfBuild({ inSchoolYaml, dotEnv }: { inSchoolYaml: boolean; dotEnv?: string }) {
  const site = mkdtempSync(join(tmpdir(), 'portal-tenant-'));
  dirs.push(site);
  const contentDir = join(site, 'content');
  cpSync(VALID_FIXTURE, contentDir, { recursive: true });
  if (inSchoolYaml)
    writeFileSync(
      join(contentDir, 'school.yaml'),
      `${readFileSync(join(contentDir, 'school.yaml'), 'utf8')}tenant:\n  id: ${TENANT}\n  clientId: ${CLIENT}\n`,
    );
  if (dotEnv) writeFileSync(join(site, '.env'), dotEnv);
  // The variables are the process's own: start each case without them, as a fresh build does.
  vi.stubEnv('VITE_TENANT_ID', '');
  vi.stubEnv('VITE_CLIENT_ID', '');
  delete process.env.VITE_TENANT_ID;
  delete process.env.VITE_CLIENT_ID;
  await portalViteConfig({ command: 'build', siteDir: site, contentDir, outDir: join(site, 'dist') });
  return { tenant: process.env.VITE_TENANT_ID, client: process.env.VITE_CLIENT_ID };
}

describe('the tenant a build signs in to', () => {
  it("is school.yaml's, when the build's variables name none", async () => {
    expect(await tenantOfBuild({ inSchoolYaml: true })).toEqual({ tenant: TENANT, client: CLIENT });
  });

  it('is the demo tenant when school.yaml names none', async () => {
    expect(await tenantOfBuild({ inSchoolYaml: false })).toEqual({ tenant: undefined, client: undefined });
  });

  it("is the .env file's over school.yaml's, as the build's own variables", async () => {
    const other = '7d0b0000-0000-4000-8000-0000000000aa';
    const env = await tenantOfBuild({ inSchoolYaml: true, dotEnv: `VITE_TENANT_ID=${other}\nVITE_CLIENT_ID=${other}\n` });
    // school.yaml's was not put in the environment: Vite takes the .env file's.
    expect(env).toEqual({ tenant: undefined, client: undefined });
  });
});
