/**
 * A notice's text: inline Markdown limited to **bold** and [links](https://...). Parsed at build time, so
 * the browser gets these nodes and only renders them (no Markdown parser in the portal's code).
 */
import { isHttpsUrl } from '../../patterns.ts';

/** Plain text, bold text, or a link (an https address, or a page of the portal such as /help). */
export type NoticeNode = string | { strong: NoticeNode[] } | { href: string; children: NoticeNode[] };

export type NoticeTextParse = { ok: true; nodes: NoticeNode[] } | { ok: false; message: string };

const LINK = /\[([^\]]*)\]\(([^)]*)\)/;
const BOLD = /\*\*(.+?)\*\*/;
/** A portal page, optionally with a query: `/help`, `/wifi?step=2`. */
const PORTAL_PATH = /^\/[a-z0-9-]*(\?[\w=&-]*)?$/;

/** What is wrong with text outside bold and links, if anything. */
function strayMarkup(text: string): string | null {
  if (text.includes('*'))
    return 'has a * that is not part of **bold**: put two asterisks on each side of the bold words, e.g. **Printing is down**.';
  if (/[[\]]/.test(text))
    return 'has a [ or ] that is not part of a link: write a link as [the words](https://address) or [IT Help](/help).';
  if (/<[A-Za-z/!]/.test(text)) return 'has an HTML tag, which a notice does not show: use **bold** and [links](https://address) only.';
  if (text.includes('`')) return 'has a ` (a code mark), which a notice does not show: remove it.';
  return null;
}

function parse(text: string, inLink: boolean): NoticeTextParse {
  const nodes: NoticeNode[] = [];
  let rest = text;
  while (rest) {
    const link = inLink ? null : LINK.exec(rest);
    const bold = BOLD.exec(rest);
    const first = link && (!bold || link.index < bold.index) ? link : bold;
    const before = first ? rest.slice(0, first.index) : rest;
    const stray = strayMarkup(before);
    if (stray) return { ok: false, message: stray };
    if (before) nodes.push(before);
    if (!first) break;
    const inner = parse(first[1]!, inLink || first === link);
    if (!inner.ok) return inner;
    if (first === link) {
      const href = first[2]!.trim();
      if (!first[1]!.trim()) return { ok: false, message: `has a link with no words: write [the words to click](${href}).` };
      if (!isHttpsUrl(href) && !PORTAL_PATH.test(href)) {
        return {
          ok: false,
          message: `has a link to "${href}": a link must go to a full https:// address or a page of the portal such as /help.`,
        };
      }
      nodes.push({ href, children: inner.nodes });
    } else {
      nodes.push({ strong: inner.nodes });
    }
    rest = rest.slice(first.index + first[0].length);
  }
  return { ok: true, nodes };
}

/** The text's nodes, or what is wrong with it (a sentence that follows the field's name). */
export function parseNoticeText(text: string): NoticeTextParse {
  return parse(text.replace(/\s+/g, ' ').trim(), false);
}

/** The portal pages the text links to (for the check that each exists). */
export function noticeLinks(nodes: readonly NoticeNode[]): string[] {
  return nodes.flatMap((node) =>
    typeof node === 'string' ? [] : 'strong' in node ? noticeLinks(node.strong) : [node.href, ...noticeLinks(node.children)],
  );
}

/** The words alone, without bold or links: what a reader hears, and what the check reads. */
export function noticePlainText(nodes: readonly NoticeNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : noticePlainText('strong' in node ? node.strong : node.children))).join('');
}
