import type { ReactNode } from 'react';

/**
 * A link to another site: opens in a new tab, and says so to screen readers. On paper its address is written
 * after it, unless its text already is the address.
 */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={children === href ? 'address-shown' : undefined}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
