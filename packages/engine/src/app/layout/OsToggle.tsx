import { useId, type MouseEvent } from 'react';
import { usePlatform } from '../../shared/platform/PlatformProvider';
import { AppleLogo, WindowsLogo } from './icons';

/**
 * The header's Windows/Apple switch: on means Mac instructions. Its visible label says what it chooses, and
 * it is the whole label: a click on a logo chooses that side (a click on the side already chosen changes
 * nothing), a click on the words or the switch flips it.
 */
export function OsToggle() {
  const { isMac, setMac, uncovered } = usePlatform();
  const id = useId();
  // A logo sits inside the switch's label, which flips it: undo that when its side is already shown (on a
  // device the school does not cover, that side is then chosen, as no side was).
  const chooseSide = (mac: boolean) => (event: MouseEvent) => {
    if (mac !== isMac) return;
    event.preventDefault();
    if (uncovered) setMac(mac);
  };
  return (
    <label className="os-toggle" htmlFor={id}>
      <span className="os-toggle-label">Instructions for</span>
      <WindowsLogo label="Windows Logo" className={isMac ? 'dim' : undefined} onClick={chooseSide(false)} />
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        aria-label="Instructions for Mac"
        checked={isMac}
        onChange={(e) => setMac(e.target.checked)}
      />
      <AppleLogo label="Apple Logo" className={isMac ? undefined : 'dim'} onClick={chooseSide(true)} />
    </label>
  );
}
