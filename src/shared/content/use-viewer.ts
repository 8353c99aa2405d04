import { useMemo } from 'react';
import { platformOf, type Viewer } from './derive/viewer';
import { usePlatform } from '../platform/PlatformProvider';
import { useSignedIn } from '../user/signed-in-context';

/** The signed-in user's roles and the chosen platform, as the content derivations want them. */
export function useViewer(): Viewer {
  const { user } = useSignedIn();
  const { isMac, isiPhone } = usePlatform();
  return useMemo(() => ({ platform: platformOf(isMac), roles: user.userRoles, isiPhone }), [isMac, isiPhone, user.userRoles]);
}
