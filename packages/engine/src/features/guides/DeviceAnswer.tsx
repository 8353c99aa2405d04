import { useId, useRef, useState } from 'react';
import { usePlatform } from '../../shared/platform/PlatformProvider';
import { DEVICE_LABELS, DEVICE_NOUNS, type DeviceName } from '../../shared/user/devices';
import './progress.css';

/**
 * Which device the steps are for, said where a walk through several guides begins (the Setup Guide), with a
 * way to choose another: the detected device is usually right, but a student setting up a new laptop on
 * their phone needs the laptop's steps. A device the school does not cover says so elsewhere (nothing here).
 */
export function DeviceAnswer() {
  const { device, devices, uncovered, choose } = usePlatform();
  const [choosing, setChoosing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  if (uncovered || devices.length < 2) return null;
  const pick = (next: DeviceName) => {
    choose(next);
    setChoosing(false);
    toggle.current?.focus();
  };
  return (
    <div className="device-answer">
      <p className="owner-answer">
        These steps are for {DEVICE_NOUNS[device]}.{' '}
        <button
          ref={toggle}
          type="button"
          className="button button-quiet button-small"
          aria-expanded={choosing}
          aria-controls={`${id}-choices`}
          onClick={() => setChoosing((open) => !open)}
        >
          Setting up another device?
        </button>
      </p>
      <ul id={`${id}-choices`} className="owner-question-choices device-answer-choices" aria-label="Steps for" hidden={!choosing}>
        {devices.map((d) => (
          <li key={d}>
            <button type="button" className="button button-secondary button-small" aria-pressed={d === device} onClick={() => pick(d)}>
              {DEVICE_LABELS[d]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
