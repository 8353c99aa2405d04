import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { usePreview, type Preview } from '../user/preview';
import { DEFAULT_DEVICES, detectDevice, type DeviceName, type DeviceOwner } from '../user/devices';
import { OS_CHOICE_KEY, OWNER_KEY, parseDeviceChoice, parseOwner, platformFor, type Platform } from './platform';

interface PlatformState extends Platform {
  /** The school's devices, in its order. */
  devices: readonly DeviceName[];
  /** Show this device's steps from now on (remembered on this browser). */
  choose(device: DeviceName): void;
  /** The two-way switch: Mac or Windows. */
  setMac(isMac: boolean): void;
  /** Whose the device is, as the person said; null until they say (or after Change). */
  owner: DeviceOwner | null;
  setOwner(owner: DeviceOwner | null): void;
}

const PlatformContext = createContext<PlatformState | null>(null);

function readChoice(): DeviceName | null {
  try {
    return parseDeviceChoice(window.localStorage.getItem(OS_CHOICE_KEY));
  } catch {
    return null; // Storage blocked: fall back to detection.
  }
}

function readOwner(): DeviceOwner | null {
  try {
    return parseOwner(window.localStorage.getItem(OWNER_KEY));
  } catch {
    return null; // Storage blocked: asked again next visit.
  }
}

function keep(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not remembered, but still used for this visit.
  }
}

/** The device the browser runs on: iPadOS says Macintosh, and only its touch points tell it from a Mac. */
function detected(): DeviceName | null {
  if (typeof navigator === 'undefined') return null; // Prerendered at build time (app/prerender.tsx): no browser.
  return detectDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/**
 * Holds whose steps to show, for a school's devices (the built content's, in the app). `device`, when given,
 * is the device detected instead of the browser's: the build prerenders a public guide's page once per device.
 */
export function PlatformProvider({
  devices = DEFAULT_DEVICES,
  device,
  children,
}: {
  devices?: readonly DeviceName[];
  device?: DeviceName;
  children: ReactNode;
}) {
  const [state, setState] = useState(() =>
    device ? { detected: device, chosen: null, owner: null } : { detected: detected(), chosen: readChoice(), owner: readOwner() },
  );
  const choose = useCallback((device: DeviceName) => {
    setState((s) => ({ ...s, chosen: device }));
    keep(OS_CHOICE_KEY, device);
  }, []);
  const setOwner = useCallback((owner: DeviceOwner | null) => {
    setState((s) => ({ ...s, owner }));
    keep(OWNER_KEY, owner);
  }, []);
  const value = useMemo(() => {
    const setMac = (isMac: boolean) => choose(isMac ? 'mac' : 'windows');
    return { ...platformFor(devices, state.detected, state.chosen), devices, choose, setMac, owner: state.owner, setOwner };
  }, [devices, state, choose, setOwner]);
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

/**
 * The platform whose instructions to show: the visitor's choice or their detected device, or, while a staff
 * member previews a device, what someone on that device sees (the header's choice then changes the preview).
 */
export function usePlatform(): PlatformState {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform must be used inside <PlatformProvider>');
  const { preview, setPreview } = usePreview();
  const device = preview?.device;
  const owner = preview?.owner;
  return useMemo(() => {
    if (!device && !owner) return value;
    const choose = (chosen: DeviceName) => setPreview({ ...preview, device: chosen });
    // A preview's answer to whose device it is changes the preview, not this browser's answer.
    const setOwner = (next: DeviceOwner | null) => {
      const rest: Preview = { ...preview };
      delete rest.owner;
      setPreview(next ? { ...rest, owner: next } : Object.keys(rest).length > 0 ? rest : null);
    };
    return {
      ...(device ? platformFor(value.devices, device, null) : value),
      devices: value.devices,
      owner: owner ?? value.owner,
      setOwner: owner ? setOwner : value.setOwner,
      choose: device ? choose : value.choose,
      setMac: device ? (isMac: boolean) => choose(isMac ? 'mac' : 'windows') : value.setMac,
    };
  }, [value, device, owner, preview, setPreview]);
}
