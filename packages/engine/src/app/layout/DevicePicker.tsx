import { useId } from 'react';
import { DEVICE_LABELS, isDeviceName } from '../../shared/user/devices';
import { usePlatform } from '../../shared/platform/PlatformProvider';
import { DEVICE_ICONS } from './icons';

const CHOOSE = 'choose';

/**
 * The header's choice of device, for a school whose devices are not exactly Windows and Mac: a list of its
 * devices. On a device the school does not cover, it asks for one rather than showing a device as chosen.
 */
export function DevicePicker() {
  const { device, uncovered, devices, choose } = usePlatform();
  const id = useId();
  const value = uncovered ? CHOOSE : device;
  const DeviceIcon = DEVICE_ICONS[uncovered ?? device];
  return (
    <div className="device-picker">
      <DeviceIcon />
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
