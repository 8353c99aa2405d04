import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { isDeviceName, isDeviceOwner, type DeviceName, type DeviceOwner } from './devices';

/** A device a staff member can preview the portal on: the portal shows what someone on it sees. */
export type PreviewDevice = DeviceName;

/**
 * A staff member's "view as": roles and/or a device to see tiles, guides, steps and the Setup Guide as that
 * audience does. It only changes what content is shown; tools (the reset tool, the pass) stay bound to
 * the real account, and Graph to the real token.
 */
export interface Preview {
  /** The roles to view as (`['']` for a user with no app role); undefined keeps the staff member's own. */
  roles?: string[];
  /** The device to view as; undefined keeps the header's choice of device. */
  device?: PreviewDevice;
  /** Whose device to view as (a school's or their own); undefined keeps this browser's answer. */
  owner?: DeviceOwner;
}

interface PreviewState {
  preview: Preview | null;
  setPreview(preview: Preview | null): void;
}

const PreviewContext = createContext<PreviewState>({ preview: null, setPreview: () => undefined });

const STORAGE_KEY = 'portal.preview';

/** A stored preview, if it is one; anything else (edited by hand, an old format) is no preview. */
export function parsePreview(stored: string | null): Preview | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Preview;
    const roles = Array.isArray(value.roles) && value.roles.every((r) => typeof r === 'string') ? value.roles : undefined;
    const device = isDeviceName(value.device) ? value.device : undefined;
    const owner = isDeviceOwner(value.owner) ? value.owner : undefined;
    return roles || device || owner ? { ...(roles ? { roles } : {}), ...(device ? { device } : {}), ...(owner ? { owner } : {}) } : null;
  } catch {
    return null;
  }
}

function readStored(): Preview | null {
  try {
    return parsePreview(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Holds the preview for this tab (kept across reloads, gone with the tab). Only staff (`enabled`) have one. */
export function PreviewProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [stored, setStored] = useState<Preview | null>(readStored);
  const setPreview = useCallback((preview: Preview | null) => {
    setStored(preview);
    try {
      if (preview) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(preview));
      else window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Not kept across a reload, but still shown now.
    }
  }, []);
  const value = useMemo(() => ({ preview: enabled ? stored : null, setPreview }), [enabled, stored, setPreview]);
  return <PreviewContext value={value}>{children}</PreviewContext>;
}

export function usePreview(): PreviewState {
  return useContext(PreviewContext);
}
