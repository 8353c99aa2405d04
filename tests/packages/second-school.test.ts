/**
 * A second school, as its IT technician gets the portal: the packages packed as npm publishes them, a new
 * repository made with `npm create @school-it-portal` outside this one, the school's own content in it
 * (Banksia Primary School: another name, logo, colours, time zone and settings, none of the demo school's
 * services), installed from those packages, and its content CI (`npm test`: check, spelling, build,
 * budgets, the browser sweep of every guide) green. Then it takes a new version of the portal by changing
 * the version alone: no file of the school's changes, and its content CI is green again.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestOf, startScopeRegistry, type PackedPackage, type ScopeRegistry } from '../support/scope-registry';
import { PROJECT_ROOT } from '../support/paths';
import { withVersion } from '../../scripts/release/versions';

const BANKSIA = join(PROJECT_ROOT, 'tests/fixtures/schools/banksia-primary/content');
const work = mkdtempSync(join(tmpdir(), 'portal-second-school-'));
const packs = join(work, 'packs');
const school = join(work, 'banksia-it-portal');
const npmrc = join(work, 'npmrc');

let registry: ScopeRegistry;
let current: string;
let next: string;

/**
 * Runs a command as a technician would, with npm pointed at the local registry for the portal's scope.
 * Never blocking: the registry answers from this process.
 */
async function run(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd,
      encoding: 'utf8',
      // Its own port for the sweep's server, apart from the repository's e2e servers.
      env: { ...process.env, npm_config_userconfig: npmrc, npm_config_update_notifier: 'false', CI: 'true', E2E_PORT: '5196' },
      timeout: 15 * 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd} (exit ${e.code}):\n${`${e.stdout ?? ''}${e.stderr ?? ''}`.slice(-6000)}`,
      { cause: error },
    );
  }
}

/** `npm pack` of each workspace package, as npm would publish it. */
async function packWorkspaces(): Promise<PackedPackage[]> {
  mkdirSync(join(packs, 'current'), { recursive: true });
  const names = readdirSync(join(PROJECT_ROOT, 'packages'));
  await run(
    'npm',
    ['pack', '--silent', ...names.flatMap((n) => ['--workspace', `packages/${n}`]), '--pack-destination', join(packs, 'current')],
    PROJECT_ROOT,
  );
  return readdirSync(join(packs, 'current')).map((file) => {
    const path = join(packs, 'current', file);
    const { name, version } = manifestOf(path) as { name: string; version: string };
    return { name, version, file: path };
  });
}

/** The same packages at `version`, as the next release would be: only the version and the dependencies on each other move. */
async function repackAt(packed: readonly PackedPackage[], version: string): Promise<PackedPackage[]> {
  const out = join(packs, version);
  mkdirSync(out, { recursive: true });
  const repacked: PackedPackage[] = [];
  for (const p of packed) {
    const dir = join(packs, 'unpacked', p.name.replace('/', '+'));
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-xzf', p.file, '-C', dir]);
    const manifest = join(dir, 'package', 'package.json');
    writeFileSync(manifest, `${JSON.stringify(withVersion(JSON.parse(readFileSync(manifest, 'utf8')), version), null, 2)}\n`);
    // Already built: pack what is there, as npm publish would after its own prepack.
    const written = await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', out], join(dir, 'package'));
    repacked.push({ name: p.name, version, file: join(out, written.trim().split('\n').at(-1)!) });
  }
  return repacked;
}

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=IT', '-c', 'user.email=it@banksia.example', ...args], { cwd: school, encoding: 'utf8' });

beforeAll(async () => {
  const packed = await packWorkspaces();
  current = packed[0]!.version;
  next = current.replace(/(\d+)$/, (patch) => String(Number(patch) + 1));
  registry = await startScopeRegistry([...packed, ...(await repackAt(packed, next))]);
  writeFileSync(npmrc, `@school-it-portal:registry=${registry.url}/\nfund=false\naudit=false\n`);
}, 10 * 60_000);

afterAll(async () => {
  await registry?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a second school, from the packed packages, outside this repository', () => {
  it(
    'is made with npm create, with the school named, on the current version',
    async () => {
      await run('npm', ['create', `@school-it-portal@${current}`, 'banksia-it-portal', '--', '--name', 'Banksia Primary School'], work);
      const pkg = JSON.parse(readFileSync(join(school, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
      expect(pkg.dependencies).toEqual({ '@school-it-portal/engine': current });
      expect(pkg.devDependencies).toEqual({ '@school-it-portal/demo-tenant': current });
      expect(existsSync(join(school, '.github/workflows/content.yml'))).toBe(true);
      expect(existsSync(join(school, 'renovate.json'))).toBe(true);
      // The school writes its own content and configuration over the starter's.
      rmSync(join(school, 'content'), { recursive: true });
      cpSync(BANKSIA, join(school, 'content'), { recursive: true });
      git('init', '-q', '-b', 'main');
      git('add', '-A');
      git('commit', '-q', '-m', 'Banksia Primary School, from npm create');
    },
    5 * 60_000,
  );

  it(
    'installs, and passes its content CI: check, spelling, build, budgets and the sweep of every guide',
    async () => {
      await run('npm', ['install'], school);
      const output = await run('npm', ['test'], school);
      expect(output).toContain('Content is valid');
      expect(output).toMatch(/\d+ passed/);
      expect(readFileSync(join(school, 'dist/index.html'), 'utf8')).toContain(`@school-it-portal/engine ${current}`);
      git('add', '-A');
      git('commit', '-q', '-m', 'Install');
    },
    15 * 60_000,
  );

  it(
    'takes the next version by changing the version alone, and its content CI stays green',
    async () => {
      const path = join(school, 'package.json');
      writeFileSync(path, readFileSync(path, 'utf8').replaceAll(`"${current}"`, `"${next}"`));
      await run('npm', ['install'], school);
      // Only the version moved: the school's content, configuration and workflows are as they were.
      const changed = git('status', '--porcelain')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3))
        .sort();
      expect(changed).toEqual(['package-lock.json', 'package.json']);
      const output = await run('npm', ['test'], school);
      expect(output).toContain('Content is valid');
      expect(readFileSync(join(school, 'dist/index.html'), 'utf8')).toContain(`@school-it-portal/engine ${next}`);
    },
    15 * 60_000,
  );
});
