import { useEffect, useState } from 'react';
import { loadManifestOnce, useContent } from '../../shared/content/content-context';
import type { ContentManifest } from '../../shared/content/schema/manifest';
import type { SearchWords } from '../../shared/content/search-words';
import { loadSearchIndex, type SearchIndex } from './search-engine';

// The index, and the guides' steps it places results with: both load when the box is first used.
export type IndexState =
  { kind: 'loading' } | { kind: 'ready'; index: SearchIndex; words: SearchWords; manifest: ContentManifest } | { kind: 'failed' };

/** The search index (and the guides' steps) as they download; after a failure, `retryIfFailed` asks again. */
export function useSearchIndex(): { index: IndexState; retryIfFailed: () => void } {
  const source = useContent();
  const [index, setIndex] = useState<IndexState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    Promise.all([loadSearchIndex(), loadManifestOnce(source)]).then(
      ([{ index: loaded, words }, manifest]) => current && setIndex({ kind: 'ready', index: loaded, words, manifest }),
      () => current && setIndex({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt, source]);
  const retryIfFailed = () => {
    if (index.kind !== 'failed') return;
    setIndex({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { index, retryIfFailed };
}
