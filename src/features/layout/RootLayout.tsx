import { Outlet } from 'react-router-dom';
import { AuthGate } from '../auth/AuthGate';
import { Header } from './Header';

export function RootLayout() {
  return (
    <AuthGate>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </AuthGate>
  );
}
