import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertNoManifestsInSite } from '../../../packages/engine/tooling/budgets/build-sizes';
import { manifestDirFor, moveManifestsOutOfSite } from '../../../packages/engine/tooling/integrations/build-manifests';

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

function builtSite(): string {
  work = mkdtempSync(join(tmpdir(), 'portal-manifests-'));
  const dist = join(work, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
  writeFileSync(join(dist, '.vite', 'redirect-manifest.json'), '{"redirect.html":{}}');
  return dist;
}

describe("the build's manifests stay out of the published site", () => {
  it('moves dist/.vite/* to dist-manifests/ and leaves no .vite folder in dist/', () => {
    const dist = builtSite();
    moveManifestsOutOfSite(dist);
    expect(existsSync(join(dist, '.vite'))).toBe(false);
    expect(manifestDirFor(dist)).toBe(join(work, 'dist-manifests'));
    expect(readFileSync(join(work, 'dist-manifests', 'manifest.json'), 'utf8')).toBe('{"index.html":{}}');
    expect(readFileSync(join(work, 'dist-manifests', 'redirect-manifest.json'), 'utf8')).toBe('{"redirect.html":{}}');
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });

  it("replaces an older build's manifests", () => {
    const dist = builtSite();
    mkdirSync(join(work, 'dist-manifests'));
    writeFileSync(join(work, 'dist-manifests', 'stale.json'), '{}');
    moveManifestsOutOfSite(dist);
    expect(existsSync(join(work, 'dist-manifests', 'stale.json'))).toBe(false);
  });

  it('the budget check refuses a build folder that still holds .vite', () => {
    const dist = builtSite();
    expect(() => assertNoManifestsInSite(dist)).toThrow(`${join(dist, '.vite')} would be published with the site`);
    moveManifestsOutOfSite(dist);
    expect(() => assertNoManifestsInSite(dist)).not.toThrow();
  });
});
