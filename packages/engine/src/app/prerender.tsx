/**
 * The build's prerender of the public guides (tooling/integrations/prerender.ts runs it in Node): a public
 * guide's first screen as a visitor sees it, drawn once per device the school has, so a phone that opens
 * its address paints the step straight from the HTML, before any script has loaded. main.tsx then draws
 * the same screen over it (prerendered.ts). Nothing here runs in a browser.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ConfigContext } from '../shared/config/config-context';
import { readPortalConfig } from '../shared/config/env';
import { loadManifestOnce } from '../shared/content/content-context';
import { builtContent } from '../shared/content/content-source';
import { isPrerendered } from '../shared/content/layouts';
import type { DeviceName } from '../shared/user/devices';
import { SignedInContext } from '../shared/user/signed-in-context';
import { PlatformProvider } from '../shared/platform/PlatformProvider';
import { SITE_NAME } from '../shared/ui/use-document-title';
import { visitorReader } from './auth/offline-reader';
import { SignedInLayout } from './layout/RootLayout';
import { portalRoutes } from './router';

/** The portal as a visitor sees it, without signing in (AuthGate's visitor, with no MSAL). */
function VisitorLayout({ children }: { children?: ReactNode }) {
  return (
    <SignedInContext.Provider value={visitorReader(() => undefined)}>
      <SignedInLayout>{children}</SignedInLayout>
    </SignedInContext.Provider>
  );
}

const ORIGIN = 'https://prerender.invalid';

/** The school's devices, in its order: one prerendered screen each. */
export const devices: readonly DeviceName[] = builtContent.manifest.devices;

/** The public guides, but tools (a tool needs a person). */
const publicGuides = builtContent.manifest.guides.filter(isPrerendered);

/** The public guides' addresses. */
export const publicPaths: readonly string[] = publicGuides.map((g) => g.route);

export class PrerenderError extends Error {
  override name = 'PrerenderError';
}

/** The HTML inside `#root` for `path` on `device`, and the document's title the screen sets. */
export async function prerenderScreen(path: string, device: DeviceName): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(portalRoutes(VisitorLayout));
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new PrerenderError(`${path} answered with a redirect (${context.status}), not a screen.`);
  if (context.errors) throw new PrerenderError(`${path} could not be drawn: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const config = readPortalConfig(import.meta.env, ORIGIN);
  let failure: unknown = null;
  const { prelude } = await prerender(
    <ConfigContext.Provider value={config}>
      <PlatformProvider devices={devices} device={device}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PlatformProvider>
    </ConfigContext.Provider>,
    { onError: (error) => void (failure ??= error) },
  );
  if (failure) throw new PrerenderError(`${path} on ${device} could not be drawn: ${String(failure)}`);
  const html = await new Response(prelude).text();
  // As the screen's own useDocumentTitle sets it, once it runs.
  const guide = (await loadManifestOnce(builtContent)).guides.find((g) => g.route === path);
  return { html, title: guide ? `${guide.title} - ${SITE_NAME}` : SITE_NAME };
}
