/**
 * Child process of `npm run bench`: one production build of the portal (content from PORTAL_CONTENT_DIR)
 * into the given directory. Prints {"ms": ...}, the time of the build itself, as its last line.
 *   tsx scripts/bench/timed-build.ts <outDir>
 */
import { performance } from 'node:perf_hooks';
import { build } from 'vite';

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: tsx scripts/bench/timed-build.ts <outDir>');
const start = performance.now();
await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
console.log(JSON.stringify({ ms: performance.now() - start }));
