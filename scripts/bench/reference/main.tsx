/**
 * The benchmark's reference page: the least a portal like ours must do before showing anything. It
 * initialises MSAL, React and react-router and renders one line, so the portal's time to its first guide
 * step can be compared with it. Built by `npm run bench` only; never part of the portal.
 */
import { PublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const msal = new PublicClientApplication({
  auth: { clientId: '00000000-0000-4000-8000-000000000000', authority: `${window.location.origin}/reference-tenant`, knownAuthorities: [window.location.host] },
  cache: { cacheLocation: 'sessionStorage' },
});
await msal.initialize();
const router = createBrowserRouter([{ path: '*', element: <p className="reference-ready">Reference page ready</p> }]);
createRoot(document.getElementById('root')!).render(
  <MsalProvider instance={msal}>
    <RouterProvider router={router} />
  </MsalProvider>,
);
