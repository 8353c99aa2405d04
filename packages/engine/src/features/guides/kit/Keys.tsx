import { Fragment, type ReactNode } from 'react';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { KitError } from './KitError';

/** `<Keys combo="Ctrl+Alt+Delete" />`: each key as a <kbd>, joined by +. */
export function Keys(props: { combo?: string }) {
  const checked = readKitProps('Keys', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const keys = checked.props.combo.split('+').map((k) => k.trim());
  return (
    <kbd className="keys">
      {keys.map((key, i) => (
        <Fragment key={`${key}-${i}`}>
          {i > 0 && '+'}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}

/** `<Kbd>Enter</Kbd>`: one key. */
export function Kbd({ children }: { children?: ReactNode }) {
  return <kbd>{children}</kbd>;
}
