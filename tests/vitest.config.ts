import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { content } from '../packages/engine/tooling/content/plugin/plugin.ts';
import { DEMO_SCHOOL } from './support/paths.ts';

export default defineConfig({
  // This file lives in tests/; the project is one folder up.
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The content plugin serves virtual:portal-content, which the route list (and so sign-in) reads: the demo
  // school's frozen copy, so the engine's tests never depend on the school's own content/.
  plugins: [content({ contentDir: DEMO_SCHOOL }), react()],
  // vite-plugin-pwa writes this module during the build only; src/app/service-worker.ts imports it on demand.
  resolve: { alias: { 'virtual:pwa-register': fileURLToPath(new URL('support/pwa-register.ts', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Idle callbacks where a file's environment is jsdom, which lacks them.
    setupFiles: ['tests/support/idle-callbacks.ts'],
    restoreMocks: true,
    // Vitest leaves a core free by default, which on a 2-core CI machine is half of it: the tests wait on
    // builds, Azurite and servers as much as they compute, so one worker per core finishes sooner.
    maxWorkers: availableParallelism(),
  },
});
