import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ContentContext } from '../features/content/content-context';
import { builtContent } from '../features/content/content-source';
import type { ContentRoute } from '../features/content/derive/routes';
import { SigningIn } from '../features/auth/SigningIn';
import { HomePage } from '../features/home/HomePage';
import { RootLayout } from '../features/layout/RootLayout';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { ErrorScreen } from '../features/resilience/ErrorScreen';
import { CONTENT_ROUTES } from './routes';

// Guide, Setup Guide and tool screens (with the component kit) load with their route, so the home page's
// first load carries only what home needs (see the first-load budget in scripts/check-budgets.ts). The
// router starts loading a matched route's chunk as soon as it is created, alongside MSAL's start-up.
function lazyScreen(route: ContentRoute): RouteObject['lazy'] {
  if (route.kind === 'setup-guide') {
    return async () => {
      const { SetupGuidePage } = await import('../features/guides/SetupGuidePage');
      return { element: <SetupGuidePage /> };
    };
  }
  const guide = builtContent.manifest.guides.find((g) => g.id === route.guideId)!;
  if (guide.layout === 'tool') {
    return async () => {
      const { ToolPage } = await import('../features/guides/ToolPage');
      return { element: <ToolPage guide={guide} /> };
    };
  }
  return async () => {
    // Start fetching the guide's own chunk alongside the screen's rather than after it renders. A failure
    // here is ignored: the screen loads the guide again and shows its own retry.
    builtContent.loadGuide(guide.id).catch(() => undefined);
    const { GuidePage } = await import('../features/guides/GuidePage');
    return { element: <GuidePage key={guide.id} guide={guide} /> };
  };
}

export function createPortalRouter() {
  const routes: RouteObject[] = [
    { path: '/', element: <HomePage /> },
    ...CONTENT_ROUTES.map((route) => ({ path: route.path, lazy: lazyScreen(route) })),
    { path: '*', element: <NotFoundPage /> },
  ];
  return createBrowserRouter([
    {
      element: (
        <ContentContext value={builtContent}>
          <RootLayout />
        </ContentContext>
      ),
      // While a deep-linked screen's chunk loads at start-up, before anything else can render.
      hydrateFallbackElement: <SigningIn />,
      // The layout itself failed: the error screen alone.
      errorElement: <ErrorScreen />,
      // A screen failed: the error screen inside the layout, so the header stays.
      children: [{ errorElement: <ErrorScreen />, children: routes }],
    },
  ]);
}
