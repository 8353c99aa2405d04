/**
 * Highlights the words a search matched on the page it opened, with the CSS Custom Highlight API: no
 * change to the page's elements, so the guide renders as it always does (and a browser without the API
 * simply shows no highlight). Kept up to date while the step renders (its chunk may still be loading).
 */
import { wordRanges } from '../../shared/content/search-index';

const HIGHLIGHT = 'search-match';

const offScreen = (range: Range) => {
  const rect = range.getBoundingClientRect();
  return rect.top < 0 || rect.bottom > window.innerHeight;
};

/** Highlights each word of `root` that is one of `terms`; returns what removes the highlight. */
export function highlightWords(root: HTMLElement, terms: readonly string[]): () => void {
  if (typeof Highlight === 'undefined' || !CSS.highlights) return () => undefined;
  const wanted = new Set(terms);
  let placed = false;
  const paint = () => {
    const ranges: Range[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const word of wordRanges(node.data)) {
        if (!word.term || !wanted.has(word.term)) continue;
        const range = new Range();
        range.setStart(node, word.start);
        range.setEnd(node, word.end);
        ranges.push(range);
      }
    }
    CSS.highlights.set(HIGHLIGHT, new Highlight(...ranges));
    // Once, the first match in the guide's text (not its title) is brought into view.
    const first = ranges.find((r) => !r.startContainer.parentElement?.closest('h1'));
    if (placed || !first) return;
    placed = true;
    if (offScreen(first)) first.startContainer.parentElement?.scrollIntoView({ block: 'center' });
  };
  let frame = 0;
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(paint);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  paint();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    CSS.highlights.delete(HIGHLIGHT);
  };
}
