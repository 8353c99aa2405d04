import { Link } from 'react-router-dom';
import type { NoticeNode } from '../../shared/content/schema/notice-text';

/** A notice's words as the build parsed them: text, bold, and links (portal pages in the app, other sites in a new tab). */
export function NoticeText({ nodes }: { nodes: readonly NoticeNode[] }) {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    if ('strong' in node) {
      return (
        <strong key={i}>
          <NoticeText nodes={node.strong} />
        </strong>
      );
    }
    if (node.href.startsWith('/')) {
      return (
        <Link key={i} to={node.href}>
          <NoticeText nodes={node.children} />
        </Link>
      );
    }
    return (
      <a key={i} href={node.href} target="_blank" rel="noopener noreferrer">
        <NoticeText nodes={node.children} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  });
}
