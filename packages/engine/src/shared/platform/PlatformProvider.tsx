import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { usePreview } from '../user/preview';
import { initialPlatform, OS_CHOICE_KEY, type Platform } from './platform';

interface PlatformState extends Platform {
  setMac(isMac: boolean): void;
}

const PlatformContext = createContext<PlatformState | null>(null);

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(OS_CHOICE_KEY);
  } catch {
    return null; // Storage blocked: fall back to detection.
  }
}

export function PlatformProvider({ children }: { children: ReactNode }) {
  const [platform, setPlatform] = useState(() => initialPlatform(navigator.userAgent, readChoice()));
  const setMac = useCallback((isMac: boolean) => {
    setPlatform((p) => ({ ...p, isMac }));
    try {
      window.localStorage.setItem(OS_CHOICE_KEY, isMac ? 'mac' : 'windows');
    } catch {
      // Not remembered, but still switched for this visit.
    }
  }, []);
  const value = useMemo(() => ({ ...platform, setMac }), [platform, setMac]);
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

/**
 * The platform whose instructions to show: the visitor's choice or their detected device, or, while a staff
 * member previews a device, that device (the header's switch then changes the preview, not their choice).
 */
export function usePlatform(): PlatformState {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform must be used inside <PlatformProvider>');
  const { preview, setPreview } = usePreview();
  const device = preview?.device;
  return useMemo(() => {
    if (!device) return value;
    return {
      isMac: device === 'mac',
      isiPhone: device === 'iphone',
      setMac: (isMac: boolean) => setPreview({ ...preview, device: isMac ? 'mac' : 'windows' }),
    };
  }, [value, device, preview, setPreview]);
}
