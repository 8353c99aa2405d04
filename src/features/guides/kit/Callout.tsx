import type { ReactNode } from 'react';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { KitError } from './KitError';

const DEFAULT_TITLES = { note: 'Note', tip: 'Tip', warning: 'Warning', important: 'Important' } as const;

/** A highlighted box: note, tip, warning or important. */
export function Callout({ children, ...props }: { children?: ReactNode; type?: string; title?: string }) {
  const checked = readKitProps('Callout', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const { type, title } = checked.props;
  return (
    <aside className={`callout callout-${type}`} aria-label={title ?? DEFAULT_TITLES[type]}>
      <p className="callout-title">{title ?? DEFAULT_TITLES[type]}</p>
      {children}
    </aside>
  );
}
