/**
 * The Function App's artefact runs as Azure runs it: plain Node (no tsx), the built JavaScript, and only
 * the production dependencies its package.json lists. It is written to a folder outside the repository
 * whose node_modules holds just those dependencies, and each entry is imported there in a child process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeArtefact } from '../../../packages/function-app/tooling/artefact';

const root = join(import.meta.dirname, '../../..');
const functionApp = join(root, 'packages/function-app');

/** The settings the registrations read at start-up (values of the right shape; nothing is called). */
const SETTINGS = {
  PORTAL_TENANT_ID: '11111111-2222-4333-8444-555555555555',
  PORTAL_CLIENT_ID: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  AzureWebJobsStorage: 'UseDevelopmentStorage=true',
  TAP_ALLOWED_ROLES: 'Year7',
  REPORTS_SALT: 'an-artefact-test-salt-of-32-characters',
};

let dir: string;
let app: string;
let entries: string[];

async function filesIn(folder: string): Promise<string[]> {
  const found = await readdir(folder, { recursive: true, withFileTypes: true });
  return found.filter((f) => f.isFile()).map((f) => relative(folder, join(f.parentPath, f.name)));
}

/** A node_modules beside the app with the listed dependencies alone, as `npm install --omit=dev` would leave it. */
async function installDependencies(names: string[]): Promise<void> {
  for (const name of names) {
    const installed = [join(functionApp, 'node_modules', name), join(root, 'node_modules', name)].find((p) => existsSync(p));
    if (!installed) throw new Error(`${name} is not installed`);
    const link = join(app, 'node_modules', name);
    await mkdir(dirname(link), { recursive: true });
    await symlink(await realpath(installed), link, 'dir');
  }
}

/** Imports the file with plain Node from the app's folder: its exit status and what it wrote to stderr. */
function importWithNode(file: string): { status: number | null; stderr: string } {
  const { status, stderr } = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(`./${file}`)})`], {
    cwd: app,
    // Nothing inherited: no NODE_OPTIONS (a loader) and no NODE_PATH.
    env: { PATH: process.env.PATH ?? '', ...SETTINGS },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status, stderr };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'function-artefact-'));
  app = join(dir, 'app');
  entries = await writeArtefact(app);
  const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  await installDependencies(Object.keys(manifest.dependencies));
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the Function App's artefact", () => {
  it('holds host.json, package.json and JavaScript, and nothing else (no TypeScript, tests or local settings)', async () => {
    const files = (await filesIn(app)).filter((f) => !f.startsWith('node_modules'));
    expect(files).toContain('host.json');
    expect(files).toContain('package.json');
    expect(files.filter((f) => f !== 'host.json' && f !== 'package.json').every((f) => f.endsWith('.js'))).toBe(true);
    expect(await readFile(join(app, 'host.json'), 'utf8')).toBe(await readFile(join(functionApp, 'host.json'), 'utf8'));
  });

  it('has one entry for each registration file, where its package.json tells Azure to look', async () => {
    const sources = (await readdir(join(functionApp, 'src/functions'))).filter((f) => f.endsWith('.ts'));
    expect(entries).toEqual(sources.map((f) => `functions/${f.replace(/\.ts$/, '.js')}`).sort());
    expect((await filesIn(join(app, 'functions'))).map((f) => `functions/${f}`).sort()).toEqual(entries);
    expect(JSON.parse(await readFile(join(app, 'package.json'), 'utf8'))).toMatchObject({ type: 'module', main: 'functions/*.js' });
  });

  it('lists the production dependencies only, without the contract it bundles', async () => {
    const own = JSON.parse(await readFile(join(functionApp, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const artefact = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as Record<string, unknown>;
    const { '@school-it-portal/function-contract': contract, ...published } = own.dependencies;
    expect(contract).toBeDefined();
    expect(artefact.dependencies).toEqual(published);
    expect(artefact).not.toHaveProperty('devDependencies');
    expect(artefact).not.toHaveProperty('scripts');
  });

  it('loads every entry with plain Node and the production dependencies alone', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const { status, stderr } = importWithNode(entry);
      expect({ entry, status, error: stderr.split('\n').find((line) => /Error/.test(line)) }).toEqual({
        entry,
        status: 0,
        error: undefined,
      });
    }
  });

  it.each([
    ['the contract as a package (TypeScript, which Azure cannot load)', "import '@school-it-portal/function-contract/endpoints';"],
    ['a TypeScript source file', "import '../src/answers.ts';"],
    ['a package its package.json does not list', "import 'yaml';"],
  ])('would fail an entry that imports %s', async (_what, code) => {
    await mkdir(join(app, 'planted'), { recursive: true });
    await writeFile(join(app, 'planted/entry.js'), `${code}\n`);
    const { status, stderr } = importWithNode('planted/entry.js');
    expect(status).not.toBe(0);
    expect(stderr).toMatch(/ERR_MODULE_NOT_FOUND|ERR_UNKNOWN_FILE_EXTENSION/);
  });
});
