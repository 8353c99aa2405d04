import { useEffect } from 'react';

export const SITE_NAME = 'School IT Portal';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Home' ? SITE_NAME : `${title} - ${SITE_NAME}`;
  }, [title]);
}
