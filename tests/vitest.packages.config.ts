import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The packages as a school gets them (tests/packages/): packed, installed outside this repository, and
 * run there. Slow (npm installs, builds, a browser sweep), so apart from the unit tests, one file at a time.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/packages/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
