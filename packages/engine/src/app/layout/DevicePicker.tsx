import { useId } from 'react';
import { DEVICE_LABELS, isDeviceName, type DeviceName } from '../../shared/user/devices';
import { usePlatform } from '../../shared/platform/PlatformProvider';

/** Each device's picture beside the picker (the portal's own drawings; Windows and Apple keep their logos). */
export const DEVICE_ICONS: Record<DeviceName, string> = {
  windows: '/images/windows-logo.svg',
  mac: '/images/apple-logo.svg',
  iphone: '/images/apple-logo.svg',
  ipad: '/images/device-tablet.svg',
  chromebook: '/images/device-laptop.svg',
  android: '/images/device-android.svg',
};

const CHOOSE = 'choose';

/**
 * The header's choice of device, for a school whose devices are not exactly Windows and Mac: a list of its
 * devices. On a device the school does not cover, it asks for one rather than showing a device as chosen.
 */
export function DevicePicker() {
  const { device, uncovered, devices, choose } = usePlatform();
  const id = useId();
  const value = uncovered ? CHOOSE : device;
  return (
    <div className="device-picker">
      <img src={DEVICE_ICONS[uncovered ?? device]} alt="" width={24} height={24} />
      <label htmlFor={id} className="os-toggle-label">
        Instructions for
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          if (isDeviceName(e.target.value)) choose(e.target.value);
        }}
      >
        {uncovered && (
          <option value={CHOOSE} disabled>
            Choose your device
          </option>
        )}
        {devices.map((d) => (
          <option key={d} value={d}>
            {DEVICE_LABELS[d]}
          </option>
        ))}
      </select>
    </div>
  );
}
