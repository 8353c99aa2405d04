import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { RootLayout } from '../features/layout/RootLayout';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { PlaceholderPage } from '../features/pages/PlaceholderPage';
import { ROUTES } from './routes';

export function createPortalRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          element: route.path === '/' ? <HomePage /> : <PlaceholderPage title={route.title} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
