import { useEffect } from 'react';
import { site } from 'virtual:portal-site';

/** The portal's name (school.yaml), which ends every page's title. */
export const SITE_NAME = site.name;

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Home' ? SITE_NAME : `${title} - ${SITE_NAME}`;
  }, [title]);
}
