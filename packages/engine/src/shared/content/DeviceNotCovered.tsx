import { Suspense, useId } from 'react';
import { useManifest } from './content-context';
import { DEVICE_LABELS, deviceNoun, devicesInWords, yourDevice } from '../user/devices';
import { usePlatform } from '../platform/PlatformProvider';
import './device-not-covered.css';

/**
 * What someone on a device the school's guides do not cover sees, instead of another device's steps: that
 * it is not covered, which devices are, whom to ask, and a button for each covered device, for someone
 * setting one up on this one. Nothing for anyone else.
 */
export function DeviceNotCovered({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { uncovered, devices, choose } = usePlatform();
  const id = useId();
  if (!uncovered) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="notice device-not-covered" aria-labelledby={id}>
      <Heading id={id}>{yourDevice(uncovered)} isn&rsquo;t covered here</Heading>
      <p>
        The school&rsquo;s guides are for {devicesInWords(devices)}, so there are no steps here for this {deviceNoun(uncovered)}.
      </p>
      <Suspense fallback={<p>For help with it, ask the IT office.</p>}>
        <AskIt />
      </Suspense>
      <p>Setting up another device on this one? Show the steps for:</p>
      <ul className="device-not-covered-choices">
        {devices.map((device) => (
          <li key={device}>
            <button type="button" className="button button-secondary" onClick={() => choose(device)}>
              {DEVICE_LABELS[device]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whom to ask, from school.yaml's `help` (with the content's details). */
function AskIt() {
  const { email, location, officeHours } = useManifest().school.help;
  return (
    <p>
      For help with it, ask the IT office at {location} ({officeHours}) or email <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}
