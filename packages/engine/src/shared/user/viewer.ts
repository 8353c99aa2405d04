import type { PlatformName } from './roles.ts';

/** Who is looking, and on what: everything a guide's shape depends on. */
export interface Viewer {
  platform: PlatformName;
  /** The user's roles as the token gave them (`['']` when none). */
  roles: readonly string[];
  isiPhone: boolean;
}

export function platformOf(isMac: boolean): PlatformName {
  return isMac ? 'mac' : 'windows';
}
