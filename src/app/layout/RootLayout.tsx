import { Outlet } from 'react-router-dom';
import { AuthGate } from '../auth/AuthGate';
import { OfflineNotice } from './OfflineNotice';
import { Header } from './Header';

export function RootLayout() {
  return (
    <AuthGate>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </AuthGate>
  );
}
