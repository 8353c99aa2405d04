import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ContentContext } from '../features/content/content-context';
import { builtContent } from '../features/content/content-source';
import type { ContentRoute } from '../features/content/derive/routes';
import { GuidePage } from '../features/guides/GuidePage';
import { SetupGuidePage } from '../features/guides/SetupGuidePage';
import { ToolPage } from '../features/guides/ToolPage';
import { HomePage } from '../features/home/HomePage';
import { RootLayout } from '../features/layout/RootLayout';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { CONTENT_ROUTES } from './routes';

function screenFor(route: ContentRoute) {
  if (route.kind === 'setup-guide') return <SetupGuidePage />;
  const guide = builtContent.manifest.guides.find((g) => g.id === route.guideId)!;
  return guide.layout === 'tool' ? <ToolPage guide={guide} /> : <GuidePage key={guide.id} guide={guide} />;
}

export function createPortalRouter() {
  const routes: RouteObject[] = [
    { path: '/', element: <HomePage /> },
    ...CONTENT_ROUTES.map((route) => ({ path: route.path, element: screenFor(route) })),
    { path: '*', element: <NotFoundPage /> },
  ];
  return createBrowserRouter([
    {
      element: (
        <ContentContext value={builtContent}>
          <RootLayout />
        </ContentContext>
      ),
      children: routes,
    },
  ]);
}
