import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from './ExternalLink';

/** Markdown links: portal routes stay in the app; other sites open in a new tab. */
export function MdxLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  if (href.startsWith('mailto:') || href.startsWith('tel:') || href.startsWith('#')) return <a href={href}>{children}</a>;
  return <ExternalLink href={href}>{children}</ExternalLink>;
}
