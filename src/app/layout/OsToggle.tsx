import { usePlatform } from '../../shared/platform/PlatformProvider';

/** The header's Windows/Apple switch: on means Mac instructions. */
export function OsToggle() {
  const { isMac, setMac } = usePlatform();
  return (
    <div className="os-toggle">
      <img src="/images/windows-logo.svg" alt="Windows Logo" width={24} height={24} className={isMac ? 'dim' : ''} />
      <input
        type="checkbox"
        role="switch"
        className="switch"
        aria-label="Mac instructions"
        checked={isMac}
        onChange={(e) => setMac(e.target.checked)}
      />
      <img src="/images/apple-logo.svg" alt="Apple Logo" width={24} height={24} className={isMac ? '' : 'dim'} />
    </div>
  );
}
