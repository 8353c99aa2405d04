import { useMemo } from 'react';
import type { Viewer } from '../user/viewer';
import { usePlatform } from '../platform/PlatformProvider';
import { usePreview } from '../user/preview';
import { useSignedIn } from '../user/signed-in-context';

/**
 * Who the content is shown to: the signed-in user's roles and the device whose steps they see, or what a
 * staff member is previewing. Every content derivation (tiles, audience, steps, the Setup Guide) takes this viewer.
 */
export function useViewer(): Viewer {
  const { user, visiting } = useSignedIn();
  const { preview } = usePreview();
  const { device, detected, owner } = usePlatform();
  const roles = preview?.roles ?? user.roles;
  return useMemo(
    () => ({ platform: device, roles, inHand: detected, owner, ...(visiting ? { visitor: true } : {}) }),
    [device, detected, owner, roles, visiting],
  );
}
