import { useMsal } from '@azure/msal-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { visitorMayOpen } from './early-startup';
import { builtContent } from '../../shared/content/content-source';
import { SignedInContext } from '../../shared/user/signed-in-context';
import { offlineReader, visitorReader } from './offline-reader';
import { SignInFailed } from './SignInFailed';
import { signedInValue } from './signed-in-value';
import { SigningIn } from './SigningIn';
import { useGraphClient } from './use-graph-client';
import { useProfilePhoto } from './use-profile-photo';
import { useRenewal } from './use-renewal';
import { useStartup } from './use-startup';

/**
 * Signs the visitor in (see startup.ts) and shows nothing of the portal until their name is known, or until it
 * is clear that they cannot sign in for want of a network: then the portal opens without a name (offline-reader.ts).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { instance } = useMsal();
  const { state, start } = useStartup();
  useRenewal(state, start);
  const session = state.kind === 'signed-in' ? state.session : null;
  const graph = useGraphClient(session);
  const photo = useProfilePhoto(graph);

  const reading = state.kind === 'reading-offline';
  const visiting = state.kind === 'visiting';
  // A visitor stays at the public guides (and their home); any other address signs in first, back to it.
  const { pathname } = useLocation();
  const mayStay = !visiting || visitorMayOpen(pathname);
  useEffect(() => {
    if (!mayStay) start();
  }, [mayStay, start]);
  const signedIn = useMemo(() => {
    if (reading) return offlineReader();
    if (visiting) return visitorReader(start);
    return session && graph ? signedInValue(instance, session, graph, photo, builtContent.manifest.roles) : null;
  }, [reading, visiting, start, session, graph, photo, instance]);

  if (state.kind === 'failed') return <SignInFailed message={state.message} />;
  if (!mayStay) return <SigningIn />;
  if (!signedIn) return <SigningIn />;
  return <SignedInContext.Provider value={signedIn}>{children}</SignedInContext.Provider>;
}
