/**
 * The new school's infrastructure template (packages/create/template/infra/main.bicep) against what the
 * Function App reads: nothing here can deploy it, so this checks what can be checked on this machine. Every
 * app setting it writes is one the function (or its host) reads; every setting the function cannot start
 * without is there; its parameters file gives every parameter without a default but the secret, and names
 * no parameter the template lacks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASS_SETTINGS } from '../../../packages/function-app/src/config';
import { REPORT_SETTINGS } from '../../../packages/function-app/src/report-config';
import { STUDENT_PASS_SETTINGS } from '../../../packages/function-app/src/student-pass-config';

const INFRA = join(process.cwd(), 'packages/create/template/infra');
const bicep = readFileSync(join(INFRA, 'main.bicep'), 'utf8');
const parameters = (JSON.parse(readFileSync(join(INFRA, 'main.parameters.json'), 'utf8')) as { parameters: Record<string, unknown> })
  .parameters;

/** The settings the Functions host and the Azure SDK read themselves, beside the function's own. */
const HOST_SETTINGS = ['AzureWebJobsStorage__credential', 'AZURE_CLIENT_ID', 'FUNCTIONS_REQUEST_BODY_SIZE_LIMIT'];
const functionSettings = [...PASS_SETTINGS, ...REPORT_SETTINGS, ...STUDENT_PASS_SETTINGS];

/** The names in the template's appSettings list. */
const appSettings = [...bicep.slice(bicep.indexOf('appSettings: [')).matchAll(/\{ name: '([\w]+)', value:/g)].map((m) => m[1]!);
/** Each `param <name> <type>`, and whether it has a default or is secure. */
const params = [...bicep.matchAll(/((?:@\w+\([^)]*\)\s*)*)param (\w+) \w+( = .+)?/g)].map(([, decorators = '', name, fallback]) => ({
  name: name!,
  optional: Boolean(fallback),
  secure: decorators.includes('@secure()'),
}));

describe('the infrastructure template', () => {
  it('writes only app settings the function or its host reads', () => {
    const known = new Set([...functionSettings.map((s) => s.name), ...HOST_SETTINGS]);
    expect(appSettings.length).toBeGreaterThan(10);
    expect(appSettings.filter((name) => !known.has(name))).toEqual([]);
  });

  it('writes every setting the function cannot start without, the allow-list and identity-based storage', () => {
    const required = [...new Set(functionSettings.filter((s) => s.required).map((s) => s.name))];
    expect(required.length).toBeGreaterThan(3);
    expect(appSettings).toEqual(expect.arrayContaining([...required, 'TAP_ALLOWED_ROLES', 'AzureWebJobsStorage__accountName']));
    // Keys are never used: the account refuses them, and no connection string is written.
    expect(appSettings).not.toContain('AzureWebJobsStorage');
    expect(bicep).toMatch(/allowSharedKeyAccess: false/);
  });

  it('is a Flex Consumption app on Node 22, https and TLS 1.2 only, FTP off, CORS for the portal only', () => {
    expect(bicep).toMatch(/sku: \{ tier: 'FlexConsumption', name: 'FC1' \}/);
    expect(bicep).toMatch(/runtime: \{ name: 'node', version: '22' \}/);
    expect(bicep).toMatch(/httpsOnly: true/);
    expect(bicep).toMatch(/minTlsVersion: '1\.2'/);
    expect(bicep).toMatch(/ftpsState: 'Disabled'/);
    expect(bicep).toMatch(/cors: \{ allowedOrigins: \[portalOrigin\], supportCredentials: false \}/);
    expect(bicep).toMatch(/var portalOrigin = 'https:\/\/\$\{portalHost\}'/);
  });

  it('has a parameters file with every parameter the template needs but the secret, and none it lacks', () => {
    const needed = params.filter((p) => !p.optional && !p.secure).map((p) => p.name);
    expect(needed).toEqual(expect.arrayContaining(['namePrefix', 'portalHost', 'tenantId', 'clientId']));
    expect(Object.keys(parameters).sort()).toEqual(needed.sort());
    expect(params.find((p) => p.name === 'reportsSalt')?.secure).toBe(true);
    expect(JSON.stringify(parameters)).not.toMatch(/reportsSalt/);
  });
});
