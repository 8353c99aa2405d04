/**
 * A registry for the portal's own scope (`@school-it-portal/*`) on this machine, serving packed packages
 * (`npm pack` tarballs) as npm fetches them: a packument per package with every version and its tarball.
 * npm is pointed at it for the scope only (`@school-it-portal:registry=...`), so a school installed in a
 * test takes everything else from the npm registry, as a real school does. Read-only: it serves what the
 * test packed, nothing is published to it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import { execFileSync } from 'node:child_process';

export interface PackedPackage {
  name: string;
  version: string;
  /** The tarball npm pack wrote. */
  file: string;
}

export interface ScopeRegistry {
  url: string;
  close(): Promise<void>;
}

/** A tarball's package.json, as npm reads it from `package/package.json` inside. */
export function manifestOf(tarball: string): Record<string, unknown> {
  return JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as Record<string, unknown>;
}

export async function startScopeRegistry(packages: readonly PackedPackage[]): Promise<ScopeRegistry> {
  const tarballs = new Map(packages.map((p) => [basename(p.file), p.file]));
  let url = '';
  const packument = (name: string) => {
    const versions = packages.filter((p) => p.name === name);
    if (versions.length === 0) return null;
    const latest = versions
      .map((p) => p.version)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .at(-1)!;
    return {
      name,
      'dist-tags': { latest },
      versions: Object.fromEntries(
        versions.map((p) => {
          const bytes = readFileSync(p.file);
          return [
            p.version,
            {
              ...manifestOf(p.file),
              dist: {
                tarball: `${url}/-/${basename(p.file)}`,
                shasum: createHash('sha1').update(bytes).digest('hex'),
                integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
              },
            },
          ];
        }),
      ),
    };
  };
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://registry.invalid').pathname);
    if (path.startsWith('/-/')) {
      const file = tarballs.get(path.slice(3));
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      return void res.end(readFileSync(file));
    }
    const body = packument(path.slice(1));
    if (!body) return void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
