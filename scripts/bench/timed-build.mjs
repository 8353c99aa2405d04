/**
 * Child process of `npm run bench`: one production build of the portal (content from PORTAL_CONTENT_DIR)
 * into the given directory, run by plain Node as `npm run build` runs Vite (plain JavaScript, so no
 * TypeScript loader but the engine's own sits in the process). Prints, as its last
 * line, {"ms": ..., "contentMs": ..., "phases": {...}}: the time of the whole build, of the content plugin's
 * check (reading, validating and compiling every step, which the build then reuses), and of the app
 * bundle's phases after it (see BuildPhases in results.ts).
 *   node scripts/bench/timed-build.mjs <outDir>
 */
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { build } from 'vite';

// The engine ships TypeScript, run by tsx as its own command line does (packages/engine/bin/school-portal.js);
// its Vite configuration is what `school-portal build` uses.
register();
const { portalViteConfig } = await import('../../packages/engine/tooling/vite-config.ts');

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: node scripts/bench/timed-build.mjs <outDir>');

let contentMs = 0;
/** Times the content plugin's buildStart (CONTENT_PLUGIN_NAME in tooling/content/plugin/plugin.ts). */
const timeContentCheck = {
  name: 'bench:time-content-check',
  configResolved(config) {
    const plugin = config.plugins.find((p) => p.name === 'portal:content');
    if (!plugin || typeof plugin.buildStart !== 'function')
      throw new Error('The content plugin (portal:content) has no buildStart to time.');
    const buildStart = plugin.buildStart;
    plugin.buildStart = async function (...args) {
      const begun = performance.now();
      try {
        return await buildStart.apply(this, args);
      } finally {
        contentMs += performance.now() - begun;
      }
    };
  },
};

const contentDir = resolve(process.env.PORTAL_CONTENT_DIR ?? 'sites/demo-school/content');
process.env.NODE_ENV = 'production';
const config = await portalViteConfig({
  command: 'build',
  siteDir: dirname(contentDir),
  contentDir,
  outDir: resolve(outDir),
  logLevel: 'error',
});
/**
 * When the app bundle's hooks ran (the first time each, ms from the build's start): the other builds within
 * it (the redirect bridge's, the service worker's) run their own plugins, not this one.
 */
const marks = {};
const mark = (name) => () => void (marks[name] ??= performance.now() - start);
const timePhases = {
  name: 'bench:time-phases',
  enforce: 'post',
  buildEnd: mark('buildEnd'),
  renderStart: mark('renderStart'),
  writeBundle: mark('writeBundle'),
};

const start = performance.now();
await build({ ...config, plugins: [...(config.plugins ?? []), timeContentCheck, timePhases] });
const ms = performance.now() - start;
const phases = {
  modulesMs: marks.buildEnd - contentMs,
  bundleMs: marks.writeBundle - marks.buildEnd,
  afterBundleMs: ms - marks.writeBundle,
};
console.log(JSON.stringify({ ms, contentMs, phases }));
