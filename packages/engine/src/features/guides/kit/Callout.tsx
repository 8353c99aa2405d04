import type { ReactNode } from 'react';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { KitError } from './KitError';
import './callout.css';

const DEFAULT_TITLES = { note: 'Note', tip: 'Tip', warning: 'Warning', important: 'Important' } as const;

/**
 * A highlighted box: note, tip, warning or important. Each has its own colours and icon (callout.css); a
 * title of the author's own is read after the type ("Warning: Before you start"), so the type is never in
 * the colour and icon alone.
 */
export function Callout({ children, ...props }: { children?: ReactNode; type?: string; title?: string }) {
  const checked = readKitProps('Callout', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const { type, title } = checked.props;
  const typeName = DEFAULT_TITLES[type];
  const saysType = title === undefined || title.toLowerCase().startsWith(typeName.toLowerCase());
  return (
    <aside className={`callout callout-${type}`} aria-label={title ?? typeName}>
      <p className="callout-title">
        {!saysType && <span className="visually-hidden">{typeName}: </span>}
        {title ?? typeName}
      </p>
      {children}
    </aside>
  );
}
