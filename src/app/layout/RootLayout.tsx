import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { NoticesProvider } from '../../shared/content/notices-context';
import { PreviewProvider } from '../../shared/user/preview';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { AuthGate } from '../auth/AuthGate';
import { startServiceWorkerAfterFirstScreen } from '../service-worker';
import { Header } from './Header';
import { NoticeBannerSlot } from './NoticeBannerSlot';
import { OfflineNotice } from './OfflineNotice';
import { PreviewBanner } from '../../features/preview/PreviewBanner';
import { UpdatePrompt } from './UpdatePrompt';

/** The signed-in page: header, banners (preview, the school's notices, update, offline), the screen. Staff may preview it as someone else. */
function SignedInLayout({ children }: { children?: ReactNode }) {
  const { flags } = useSignedIn();
  // Offline support once this first screen is drawn.
  useEffect(startServiceWorkerAfterFirstScreen, []);
  return (
    <PreviewProvider enabled={flags.isStaff}>
      <NoticesProvider>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <Header />
        <PreviewBanner />
        <NoticeBannerSlot />
        <UpdatePrompt />
        <OfflineNotice />
        <main id="main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </NoticesProvider>
    </PreviewProvider>
  );
}

/** The signed-in portal around a screen: the route's (the outlet), or `children` when an error screen gives one. */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <AuthGate>
      <SignedInLayout>{children}</SignedInLayout>
    </AuthGate>
  );
}
