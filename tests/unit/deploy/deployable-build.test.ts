import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TENANT_ID } from '../../../packages/engine/src/shared/config/demo-tenant';
import { deploymentProblem } from '../../../packages/engine/tooling/deploy/deployable-build';

const TENANT = '3f2a6b1c-0d4e-4f5a-9b8c-7d6e5f4a3b2c';
const CLIENT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('a build for deployment', () => {
  it("is refused without a tenant: it would sign in to the demo tenant, and says how to give it the school's", () => {
    expect(deploymentProblem({})).toMatch(/demo tenant.*PORTAL_TENANT_ID and PORTAL_CLIENT_ID/);
  });

  it("is refused with the demo tenant's own ids", () => {
    expect(deploymentProblem({ VITE_TENANT_ID: DEMO_TENANT_ID, VITE_CLIENT_ID: CLIENT })).toMatch(/demo tenant's ids/);
    expect(deploymentProblem({ VITE_TENANT_ID: TENANT, VITE_CLIENT_ID: DEMO_CLIENT_ID })).toMatch(/demo tenant's ids/);
  });

  it('names a malformed or half-given tenant', () => {
    expect(deploymentProblem({ VITE_TENANT_ID: 'contoso', VITE_CLIENT_ID: CLIENT })).toMatch(/VITE_TENANT_ID must be a GUID/);
    expect(deploymentProblem({ VITE_TENANT_ID: TENANT })).toMatch(/Set both/);
  });

  it("passes with the school's own tenant", () => {
    expect(deploymentProblem({ VITE_TENANT_ID: TENANT, VITE_CLIENT_ID: CLIENT })).toBeNull();
  });

  it('stops `school-portal build --for-deployment` of the demo site before it builds, with the message and exit 1', () => {
    const env = { ...process.env, VITE_TENANT_ID: '', VITE_CLIENT_ID: '' };
    const run = spawnSync(
      process.execPath,
      ['packages/engine/bin/school-portal.js', 'build', '--site', 'sites/demo-school', '--out', 'never-built', '--for-deployment'],
      { env, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toContain('school-portal build: This build would sign in to the demo tenant');
    expect(run.status).toBe(1);
  }, 60_000);
});
