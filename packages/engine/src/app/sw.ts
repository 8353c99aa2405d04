/**
 * The service worker itself (built by vite-plugin-pwa's injectManifest, tooling/integrations/service-worker.ts): it
 * precaches the files the build lists (the shell, every guide's chunk, images and icons), answers the
 * portal's own pages with the saved index.html, and lets everything else through to the network: the
 * sign-in bridge, the demo tenant, Graph and the cloud function are never answered from the cache. A new
 * version waits until the page asks it to take over (the "Reload" of src/app/layout/UpdatePrompt.tsx).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DEMO_GRAPH_PATH, DEMO_PROVIDER_PATH, REDIRECT_BRIDGE_PATH } from '../shared/config/demo-tenant';

/** What this worker uses of its global scope (the project's types are the page's, not a worker's). */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: unknown } }) => void): void;
};

/** Navigations that always go to the network: sign-in, the demo tenant, Graph, the function, the test switches. */
const NETWORK_ONLY_NAVIGATIONS = [REDIRECT_BRIDGE_PATH, `${DEMO_PROVIDER_PATH}/`, `${DEMO_GRAPH_PATH}/`, '/api/', '/_emulator/'].map(
  (path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NETWORK_ONLY_NAVIGATIONS }));

// The page's "Reload" (workbox-window's messageSkipWaiting): the waiting version takes over.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
