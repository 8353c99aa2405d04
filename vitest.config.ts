import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { content } from './server/content-plugin/plugin.ts';

export default defineConfig({
  // The content plugin serves virtual:portal-content, which the route list (and so sign-in) reads.
  plugins: [content(), react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
