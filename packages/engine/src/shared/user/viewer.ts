import type { DeviceName, DeviceOwner } from './devices.ts';

/** Who is looking, and on what: everything a guide's shape depends on. */
export interface Viewer {
  /** The device whose steps they see (one the school covers): the one they chose, or the one they are on. */
  platform: DeviceName;
  /** The user's roles as the token gave them (`['']` when none). */
  roles: readonly string[];
  /**
   * The device in their hands, when the portal knows it: a guide's variant for it comes first (WiFi's iOS
   * steps on an iPhone), and a phone reading a laptop's steps is told so. Null for a device it does not know.
   */
  inHand: DeviceName | null;
  /** Whose the device is, as they said (asked once, on this browser); null or absent until they say. */
  owner?: DeviceOwner | null;
  /** A visitor who has not signed in: only public guides are theirs (searched, suggested, on home). */
  visitor?: boolean;
}
