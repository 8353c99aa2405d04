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
import { reportsWaiting } from '../../shared/reports/queue-key';

/** The signed-in page: header, banners (preview, the school's notices, update, offline), the screen. Staff may preview it as someone else. */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const { flags, session, getFreshIdToken } = useSignedIn();
  // Offline support once this first screen is drawn.
  useEffect(startServiceWorkerAfterFirstScreen, []);
  // Reports that waited (made offline) go once there is a session to send them with.
  useEffect(() => {
    if (!session || !reportsWaiting()) return;
    // The chunk or the content could not be had (offline before the portal was saved): next time.
    import('./waiting-reports').then((m) => m.resumeWaitingReports({ session, getFreshIdToken })).catch(() => undefined);
  }, [session, getFreshIdToken]);
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
