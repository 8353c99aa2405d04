import { useId } from 'react';
import { usePlatform } from '../../shared/platform/PlatformProvider';
import type { DeviceOwner } from '../../shared/user/devices';
import './progress.css';

const CHOICES: readonly { owner: DeviceOwner; label: string; hint: string }[] = [
  { owner: 'school', label: 'A school device', hint: 'lent or leased by the school, set up by IT' },
  { owner: 'own', label: 'My own device', hint: 'bought by you or your family' },
];

/**
 * "Whose device is this?": asked once, before a guide (or the Setup Guide) whose steps depend on it, and
 * kept on this browser with the device choice. Answering shows the steps, or the guide's message.
 */
export function OwnerQuestion({ why, headingLevel = 2 }: { why?: string; headingLevel?: 2 | 3 }) {
  const { setOwner } = usePlatform();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="notice owner-question" aria-labelledby={id}>
      <Heading id={id}>Whose device is this?</Heading>
      <p>{why ?? 'Some steps are only for school devices, so the portal needs to know. You can change your answer later.'}</p>
      <ul className="owner-question-choices">
        {CHOICES.map((choice) => (
          <li key={choice.owner}>
            <button type="button" className="button button-secondary" onClick={() => setOwner(choice.owner)}>
              {choice.label}
            </button>{' '}
            <span className="owner-question-hint">{choice.hint}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** For a guide that depends on it: whose device the person said it is, and a way to say otherwise. */
export function OwnerAnswer() {
  const { owner, setOwner } = usePlatform();
  if (!owner) return null;
  return (
    <p className="owner-answer">
      You said this is {owner === 'school' ? 'a school device' : 'your own device'}.{' '}
      <button type="button" className="button button-quiet button-small" onClick={() => setOwner(null)}>
        Change whose device it is
      </button>
    </p>
  );
}
