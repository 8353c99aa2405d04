/**
 * Starts Azurite's Table service (the Azure Storage emulator, an npm dependency) for the demo tenant and the
 * tests: in memory, without telemetry, on a free local port, in its own process group. Nobody installs or
 * starts anything by hand; the dev and preview servers and the storage tests call `startAzurite()`.
 * See docs/azure-storage.md: pinned to azurite 3.35.0, the newest that runs on Node 20.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableClient } from '@azure/data-tables';

/** Azurite's well-known development account (public, documented by Microsoft; not a secret). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
const AZURITE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 20_000;

export interface Azurite {
  /** Its process id (also its process group's). */
  pid: number;
  /** e.g. `http://127.0.0.1:41234/devstoreaccount1` */
  tableEndpoint: string;
  /** A client for one table of this Azurite (the table is not created). */
  tableClient(tableName: string): TableClient;
  /** Stops Azurite (its whole process group) and removes its scratch folder. Safe to call twice. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// The child runs Azurite's own entry point, and ends itself when its standard input closes: that happens
// when the server that started it dies, however it died (even SIGKILL), so no Azurite is ever left behind.
const CHILD = [
  "process.stdin.on('end', () => process.exit(0)).on('error', () => process.exit(0)).resume();",
  'const main = process.env.AZURITE_TABLE_MAIN;',
  'process.argv.splice(1, 0, main);',
  'require(main);',
].join('\n');

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Resolves once Azurite says it has started; rejects with its output if it exits or stays silent. */
function started(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`Azurite did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('successfully started')) {
        cleanUp();
        resolve();
      }
    };
    const onExit = (code: number | null) => fail(new Error(`Azurite exited (code ${code}) before it started:\n${output}`));
    const cleanUp = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    function fail(error: Error) {
      cleanUp();
      killGroup(child);
      reject(error);
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function startOnce(): Promise<Azurite> {
  const port = await freePort();
  const location = mkdtempSync(join(tmpdir(), 'portal-azurite-'));
  const main = createRequire(import.meta.url).resolve('azurite/dist/src/table/main.js');
  const child = spawn(
    process.execPath,
    [
      '-e',
      CHILD,
      '--',
      '--inMemoryPersistence',
      '--disableTelemetry',
      '--skipApiVersionCheck',
      '--silent',
      '--tableHost',
      HOST,
      '--tablePort',
      String(port),
    ],
    // In memory, so nothing is written; its working folder is a scratch one all the same, removed on stop.
    { cwd: location, detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, AZURITE_TABLE_MAIN: main } },
  );
  try {
    await started(child);
  } catch (error) {
    rmSync(location, { recursive: true, force: true });
    throw error;
  }
  // Keep reading its output so a full pipe never blocks it; it logs nothing useful once started.
  child.stdout?.resume();
  child.stderr?.resume();
  // Do not keep the parent alive for Azurite's sake, nor let a broken pipe to it (it was killed) crash the server.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    stream?.on('error', () => {});
    (stream as { unref?: () => void } | null)?.unref?.();
  }

  const tableEndpoint = `http://${HOST}:${port}/${AZURITE_ACCOUNT}`;
  // Loaded on start rather than at the top: the Vite config bundles this file, and a build needs no tables.
  const { AzureNamedKeyCredential, TableClient } = await import('@azure/data-tables');
  const credential = new AzureNamedKeyCredential(AZURITE_ACCOUNT, AZURITE_KEY);
  let stopping: Promise<void> | undefined;
  return {
    pid: child.pid!,
    tableEndpoint,
    tableClient: (tableName) => new TableClient(tableEndpoint, tableName, credential, { allowInsecureConnection: true }),
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        const done = () => {
          rmSync(location, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        killGroup(child);
      });
      return stopping;
    },
  };
}

/** Starts Azurite's Table service on a free port; tries again on another port if that one was taken meanwhile. */
export async function startAzurite(): Promise<Azurite> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
