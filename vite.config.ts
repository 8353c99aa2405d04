import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { content } from './server/content-plugin/plugin.ts';
import { createDevCertificate } from './server/dev-certificate.ts';
import { demoTenant } from './server/demo-tenant/plugin.ts';
import { staticHostConfig } from './server/static-host-config.ts';

export default defineConfig(async ({ command }) => {
  const port = Number(process.env.PORT ?? 5173);
  // MSAL needs an https authority, and the demo tenant shares the portal's origin.
  const https = command === 'serve' ? await createDevCertificate() : undefined;
  return {
    plugins: [
      // Content first: it turns MDX into JS that the React plugin then gives Fast Refresh.
      content(),
      react({ include: /\.(mdx|md|tsx|ts|jsx|js)$/ }),
      demoTenant(),
      // Security headers: staticwebapp.config.json in the build, and the same headers from `vite preview`.
      staticHostConfig(),
    ],
    server: { port, strictPort: true, https },
    preview: { port, strictPort: true, https },
    build: {
      // React, the router and MSAL are one first-load chunk by design.
      chunkSizeWarningLimit: 700,
      rollupOptions: {
        input: { main: 'index.html', redirect: 'redirect.html' },
      },
    },
  };
});
