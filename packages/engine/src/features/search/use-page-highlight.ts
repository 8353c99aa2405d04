import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { highlightWords } from './page-highlight';
import { searchTermsIn } from './search-state';

/** On a page opened from a result, its words are highlighted until the reader moves on. */
export function usePageHighlight(): void {
  const location = useLocation();
  const terms = searchTermsIn(location.state)?.join(' ');
  useEffect(() => {
    const main = document.querySelector('main');
    return terms && main ? highlightWords(main, terms.split(' ')) : undefined;
  }, [terms, location.key]);
}
