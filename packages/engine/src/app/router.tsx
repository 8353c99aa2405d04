import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router-dom';
import { ContentContext, loadGuideOnce, loadManifestOnce } from '../shared/content/content-context';
import { builtContent } from '../shared/content/content-source';
import type { ContentRoute } from '../shared/content/derive/routes';
import { hasStepFiles } from '../shared/content/layouts';
import { HomePage } from '../features/home/HomePage';
import { SigningIn } from './auth/SigningIn';
import { RootLayout } from './layout/RootLayout';
import { ErrorScreen } from './pages/ErrorScreen';
import { CONTENT_ROUTES } from './routes';
import { settledWithin } from '../shared/resilience/settled-within';

/**
 * How long a guide's screen, its code loaded, still waits for the guide's steps before it renders without
 * them ("Loading the guide…" in their place). The route preload asks for both at once, so the steps are
 * usually there within a few milliseconds: waiting for them draws the screen once, steps and all, and
 * nothing the screen starts after it is drawn (the header's photo, the QR code's chunk, the notices) runs
 * before the step shows. A guide whose chunk is slow still gets its header and a loading status.
 */
export const STEPS_WAIT_MS = 150;

// Guide, Setup Guide and tool screens (with the component kit) load with their route, so the home page's
// first load carries only what home needs (see the first-load budget in scripts/check-budgets.ts). The
// router starts loading a matched route's chunk as soon as it is created, alongside MSAL's start-up.
function lazyScreen(route: ContentRoute, whenDrawn: boolean): RouteObject['lazy'] {
  if (route.kind === 'setup-guide') {
    const { audience } = builtContent.manifest.setupGuide;
    return async () => {
      // The Setup Guide shows its parts' steps: the screen waits for them as for its own code.
      const [{ SetupGuidePage, ContentScreen }] = await Promise.all([import('./content-screens'), loadManifestOnce(builtContent)]);
      return {
        element: (
          <ContentScreen audience={audience}>
            <SetupGuidePage />
          </ContentScreen>
        ),
      };
    };
  }
  const guide = builtContent.manifest.guides.find((g) => g.id === route.guideId)!;
  if (!hasStepFiles(guide)) {
    return async () => {
      // A tool reads the school's settings, which come with the content's details.
      const [{ ToolPage, ContentScreen }] = await Promise.all([import('./content-screens'), loadManifestOnce(builtContent)]);
      return {
        element: (
          <ContentScreen audience={guide.audience}>
            <ToolPage guide={guide} />
          </ContentScreen>
        ),
      };
    };
  }
  return async () => {
    // Start fetching the guide's own chunk alongside the screen's rather than after it renders. The screen
    // uses this same load: a failure shows there, with its Try again.
    const steps = loadGuideOnce(builtContent, guide.id).then(
      () => performance.mark('portal:guide-loaded'),
      () => undefined,
    );
    // The guide's steps and messages come with the screen's code, in the content's details.
    const [{ GuidePage, ContentScreen }] = await Promise.all([import('./content-screens'), loadManifestOnce(builtContent)]);
    // A prerendered guide is already on screen: its steps are waited for, however long they take.
    if (whenDrawn) await steps;
    else await settledWithin(steps, STEPS_WAIT_MS);
    return {
      element: (
        <ContentScreen audience={guide.audience}>
          <GuidePage key={guide.id} guide={guide} />
        </ContentScreen>
      ),
    };
  };
}

// Rarely seen, so not part of the first load.
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

function PortalLayout({
  Layout = RootLayout,
  children,
}: {
  Layout?: (props: { children?: ReactNode }) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <ContentContext value={builtContent}>
      <Layout>{children}</Layout>
    </ContentContext>
  );
}

/**
 * The layout itself failed: the error screen alone. Or no route matched at all, which the `*` route cannot
 * prevent for every address (its pattern does not match an encoded line break, as in `/printing%0A`): that
 * is Not found inside the layout, after signing in (which then returns home, see safe-return-path.ts).
 */
function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PortalLayout>
        <Suspense>
          <NotFoundPage />
        </Suspense>
      </PortalLayout>
    );
  }
  return <ErrorScreen />;
}

/**
 * The portal's routes around `Layout` (the signed-in portal's; the prerender's visitor layout, prerender.tsx).
 * `whenDrawn` makes a guide's route wait for its steps too, so its first render is the steps themselves.
 */
export function portalRoutes(
  Layout: (props: { children?: ReactNode }) => ReactNode = RootLayout,
  { whenDrawn = false } = {},
): RouteObject[] {
  const routes: RouteObject[] = [
    { path: '/', element: <HomePage /> },
    ...CONTENT_ROUTES.map((route) => ({ path: route.path, lazy: lazyScreen(route, whenDrawn) })),
    { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }) },
  ];
  return [
    {
      element: <PortalLayout Layout={Layout} />,
      // While a deep-linked screen's chunk loads at start-up, before anything else can render.
      hydrateFallbackElement: <SigningIn />,
      errorElement: <RootError />,
      // A screen failed: the error screen inside the layout, so the header stays.
      children: [{ errorElement: <ErrorScreen />, children: routes }],
    },
  ];
}

export function createPortalRouter(options?: { whenDrawn?: boolean }) {
  return createBrowserRouter(portalRoutes(RootLayout, options));
}
