/** Values that look like secrets: warned about at their file and line, since content/ ships to every browser. */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isSecretName,
  secretsInStep,
  secretsInYaml,
  secretWarnings,
} from '../../../packages/engine/tooling/content/authoring/secret-warnings';
import { BANKSIA_SCHOOL, DEMO_SCHOOL, PROJECT_ROOT, SCHOOL_PORTAL_BIN } from '../../support/paths';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdHVkZW50In0.c2lnbmF0dXJlLW5vdC1yZWFs';
const STORAGE = 'DefaultEndpointsProtocol=https;AccountName=portal;AccountKey=bm90QVJlYWxLZXlKdXN0QVRlc3Q=;EndpointSuffix=core.windows.net';
const GITHUB = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
const STRIPE = 'sk_' + 'live_4eC39HqLyjWDarjtT1zdp7dc';
const BASE64 = 'Zm9vYmFyQmF6UXV4MTIzNDU2Nzg5MEFiQ2RFZkdoSWpLbE1u';
const HEX = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

const lines = (findings: { line: number; message: string; severity?: string }[]) =>
  findings.map((f) => `${f.line}: ${f.severity}: ${f.message.split(':')[0]}`);

describe('a field named like a secret', () => {
  it.each([
    ['password', true],
    ['wifiPassword', true],
    ['guest_password', true],
    ['clientSecret', true],
    ['accessToken', true],
    ['apiKey', true],
    ['apikey', true],
    ['licenceKey', true],
    ['passwordChangeUrl', false],
    ['passwordReset', false],
    ['keywords', false],
    ['organisationCode', false],
    ['networkName', false],
    ['studentLicenceSkuId', false],
  ])('%s is a secret: %s', (name, secret) => {
    expect(isSecretName(name)).toBe(secret);
  });

  it('warns at the line of the field, with its dotted path, when it has a value', () => {
    const yaml = ['wifi:', '  networkName: School-Guest', '  guestPassword: Sunny-Days-42', '  apiKey: ""', 'token:', ''].join('\n');
    const found = secretsInYaml('content/settings.yaml', yaml);
    expect(found).toEqual([
      {
        file: 'content/settings.yaml',
        line: 3,
        severity: 'warning',
        message: `"wifi.guestPassword" looks like a secret (its name says so): everything in content/ is shipped to every visitor's browser, so anyone with the portal's address can read it.`,
        hint: expect.stringContaining('If it is a secret, take it out of content/settings.yaml'),
      },
    ]);
  });
});

describe('a string shaped like a key or a token', () => {
  it.each([
    ['a JSON Web Token', JWT, 'eyJhbG…'],
    ['an Azure storage connection string', STORAGE, 'Accoun…'],
    ['a shared access signature', 'https://portal.blob.core.windows.net/x?sv=2024-01-01&sig=abcDEF123%2Bxyz456QRSTuvw7890', '&sig=a…'],
    ['a GitHub token', GITHUB, 'ghp_A1…'],
    ['an API key', STRIPE, 'sk_liv…'],
    ['a key or a token', BASE64, 'Zm9vYm…'],
    ['a key or a token', HEX, '9f86d0…'],
  ])('warns about %s in settings.yaml, at its line', (kind, value, shown) => {
    const found = secretsInYaml('settings.yaml', `wifi:\n  networkName: School-BYOD\n  note: "${value}"\n`);
    expect(lines(found)).toEqual([`3: warning: This looks like ${kind} (${shown})`]);
  });

  it('never prints the whole value', () => {
    const [found] = secretsInYaml('settings.yaml', `note: ${GITHUB}\n`);
    expect(found!.message).not.toContain(GITHUB);
  });

  it('finds one in a step, at its line, and in a line of a long YAML text', () => {
    expect(lines(secretsInStep('01-x.mdx', `---\ntitle: Connect\n---\nThe key:\n\n${STORAGE}\n`))).toEqual([
      '6: warning: This looks like an Azure storage connection string (Accoun…)',
    ]);
    const notices = `- id: x\n  text: >-\n    The printers are back.\n    Use ${JWT} to sign in.\n`;
    expect(lines(secretsInYaml('notices.yaml', notices))).toEqual(['4: warning: This looks like a JSON Web Token (eyJhbG…)']);
  });
});

describe('a password given in words', () => {
  it.each([
    ['password: Xyz123', 'Xyz…'],
    ['The guest WiFi password is **Banksia2026!**', 'Banksi…'],
    ['Type the passcode = tiger-lily into the box.', 'tiger-…'],
    ['Its password is "ParkLane".', 'Par…'],
  ])('warns about "%s" at its line, quoting only its start', (sentence, shown) => {
    const found = secretsInStep('01-x.mdx', `---\ntitle: WiFi\n---\n${sentence}\n`);
    expect(found.map((f) => [f.line, f.severity])).toEqual([[4, 'warning']]);
    expect(found[0]!.message).toBe(
      `This gives a password ("${shown}"): everything in content/ is shipped to every visitor's browser, so anyone with the portal's address can read it.`,
    );
  });
});

describe('content with nothing secret', () => {
  it.each([
    [
      'a guide about passwords',
      'Your password is **at least 12 characters** long. Avoid "password123".\n\n### Password rules\n\nYour new password must be one you haven\'t used before.',
    ],
    ['a WiFi network and a code to share', 'Join **School-BYOD**. The Vivi code is DEMO-4821.'],
    [
      'addresses',
      'Open https://passwordreset.microsoftonline.com/?whr=school.example or https://mysignins.microsoft.com/security-info/password/change.',
    ],
    ['a PIN rule', 'Avoid easy patterns like 123456. Your password is not your PIN.'],
  ])('warns about nothing in %s', (_what, text) => {
    expect(secretsInStep('01-x.mdx', `---\ntitle: x\n---\n${text}\n`)).toEqual([]);
  });

  it('warns about nothing in ids, addresses and names in YAML', () => {
    const yaml = [
      'tenant:',
      '  id: 3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      '  clientId: 9a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      'passwordChangeUrl: https://mysignins.microsoft.com/security-info/password/change',
      'passwordReset:',
      '  studentLicenceSkuId: 5a1e0000-0000-4000-8000-00000000c0de',
      'keywords: [password, locked out]',
      'vivi:',
      '  organisationCode: DEMO-4821',
      '',
    ].join('\n');
    expect(secretsInYaml('school.yaml', yaml)).toEqual([]);
  });

  it.each([
    ['the demo school', DEMO_SCHOOL],
    ['Banksia', BANKSIA_SCHOOL],
  ])("warns about nothing in %s's content", (_school, dir) => {
    expect(secretWarnings(dir, (p) => p)).toEqual([]);
  });
});

describe('npm run check', () => {
  const temp = mkdtempSync(join(tmpdir(), 'portal-secrets-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('lists each as a warning at its file and line, and still passes', () => {
    const dir = join(temp, 'content');
    cpSync(join(PROJECT_ROOT, 'tests/fixtures/content/valid'), dir, { recursive: true });
    appendFileSync(join(dir, 'settings.yaml'), `\nguestWifi:\n  password: Sunny-Days-42\n`);
    const output = execFileSync(process.execPath, [SCHOOL_PORTAL_BIN, 'check', '--dir', dir], {
      encoding: 'utf8',
      env: { ...process.env, GITHUB_ACTIONS: '' },
    });
    const line = ('\n' + readSettings(dir)).split('\n').findIndex((l) => l.includes('Sunny-Days-42'));
    expect(output).toContain(`settings.yaml:${line}: warning: "guestWifi.password" looks like a secret (its name says so)`);
    expect(output).toContain('1 value in the content looks like a secret (warnings: the check still passes).');
    expect(output).toContain('Content is valid');
  }, 60_000);
});

function readSettings(dir: string): string {
  return readFileSync(join(dir, 'settings.yaml'), 'utf8');
}
