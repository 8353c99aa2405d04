import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthGate } from '../auth/AuthGate';
import { OfflineNotice } from './OfflineNotice';
import { Header } from './Header';

/** The signed-in portal around a screen: the route's (the outlet), or `children` when an error screen gives one. */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <AuthGate>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
    </AuthGate>
  );
}
