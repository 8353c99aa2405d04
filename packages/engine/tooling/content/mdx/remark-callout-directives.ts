/**
 * Markdown callouts, so a highlighted box needs no JSX:
 *
 *     :::warning[Before you start]
 *     Save your work first.
 *     :::
 *
 * `:::note`, `:::tip`, `:::warning` and `:::important` (the <Callout> kit's types), with an optional
 * title in brackets, become the kit's <Callout type title> at compile time, in .md and .mdx steps alike.
 * The build and the content check compile steps with the same plugins (STEP_REMARK_PLUGINS), so the
 * check sees exactly what the build makes; what is wrong becomes a file message the check reports.
 *
 * GitHub's alerts, which its web editor previews (where technicians often edit), are callouts too:
 *
 *     > [!WARNING]
 *     > Save your work first.
 *
 * Nothing written silently vanishes: remark-directive also reads a colon in text (`Time: 3:30`,
 * `Wi-Fi:eduroam`) as a text directive, and we have none, so those go back to the text they were; a
 * `::name` line or an unknown `:::name` block is reported, and meanwhile shown as its text or content; so
 * is a callout written the way other tools write them (`::: tip`, `:::warning Title`), which Markdown
 * shows as text, and an alert of a kind GitHub does not have.
 */
import remarkDirective from 'remark-directive';
import type { VFile } from 'vfile';
import { CALLOUT_TYPES } from '../../../src/shared/content/schema/kit-shape.ts';
import { closestName } from '../../../src/shared/content/schema/suggest.ts';

/** The `source` of the file messages this plugin makes, for the content check to pick out. */
export const DIRECTIVE_SOURCE = 'portal:directives';

const CALLOUTS = CALLOUT_TYPES.map((t) => `:::${t}`).join(', ');
/** Names other writing tools use for these boxes. */
const ALIASES: Record<string, string> = { info: 'note', caution: 'warning', danger: 'warning', hint: 'tip' };

interface Point {
  line: number;
  column?: number;
  offset?: number;
}

interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: unknown;
  children?: Node[];
  position?: { start: Point; end: Point };
  data?: { directiveLabel?: boolean };
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** GitHub's alert kinds, and the callout each becomes. */
const ALERTS: Record<string, (typeof CALLOUT_TYPES)[number]> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'warning',
};
const ALERT_MARK = /^\[!(\w+)\][ \t]*(?:\r?\n|$)/;

/** A callout written as other tools write it, which Markdown shows as text: what to write instead. */
function calloutLookalike(text: string): { reason: string; hint: string } | null {
  const spaced = /^:{3,}[ \t]+([A-Za-z]+)\b/.exec(text);
  if (spaced) {
    return {
      reason: `"${spaced[0]}" has a space after the colons, so it shows as text, not a callout.`,
      hint: `Write :::${spaced[1]!.toLowerCase()} with no space, then the text, then a line of just :::.`,
    };
  }
  const titled = /^:{3,}([A-Za-z]+)[ \t]+([^\n]+)/.exec(text);
  if (titled) {
    return {
      reason: `":::${titled[1]} ${titled[2]!.trim()}" shows as text: a callout's title goes in brackets.`,
      hint: `Write :::${titled[1]!.toLowerCase()}[${titled[2]!.trim()}] on its own line, then the text, then a line of just :::.`,
    };
  }
  return null;
}

/** A fence that closes a block opened with `colons` colons; `>` and spaces allow for quotes and lists. */
const closesBlock = (line: string | undefined, colons: number) => {
  const fence = /^[\s>]*(:{3,})\s*$/.exec(line ?? '')?.[1];
  return fence !== undefined && fence.length >= colons;
};

export function remarkCalloutDirectives() {
  return (tree: Node, file: VFile) => {
    const source = String(file.value);
    const lines = source.split(/\r?\n/);
    const report = (node: Node, reason: string, hint: string) => {
      const start = node.position?.start;
      const message = file.message(reason, {
        place: start && { line: start.line, column: start.column ?? 1 },
        source: DIRECTIVE_SOURCE,
        ruleId: 'directive',
      });
      message.note = hint;
    };
    const sourceOf = (node: Node) => {
      const { start, end } = node.position ?? {};
      return start?.offset !== undefined && end?.offset !== undefined ? source.slice(start.offset, end.offset) : `:${node.name ?? ''}`;
    };
    const isClosed = (node: Node) => {
      const { start, end } = node.position!;
      if ((node.children?.at(-1)?.position?.end.line ?? 0) >= end.line) return false;
      const colons = /^[\s>]*(:{3,})/.exec(lines[start.line - 1] ?? '')?.[1]?.length ?? 3;
      return end.line > start.line && closesBlock(lines[end.line - 1], colons);
    };

    /** A GitHub alert (`> [!NOTE]`) as a callout; an unknown kind is reported and stays a quote. */
    const alert = (node: Node): Node[] | null => {
      const [first, ...after] = node.children ?? [];
      const head = first?.type === 'paragraph' ? first.children?.[0] : undefined;
      const mark = head?.type === 'text' ? ALERT_MARK.exec(head.value ?? '') : null;
      if (!mark || !first || !head) return null;
      const type = ALERTS[mark[1]!.toUpperCase()];
      if (!type) {
        const meant = closestName(mark[1]!.toUpperCase(), Object.keys(ALERTS));
        report(
          node,
          `"[!${mark[1]}]" is not a kind of GitHub alert.${meant ? ` Did you mean [!${meant}]?` : ''}`,
          `Alerts are ${Object.keys(ALERTS)
            .map((k) => `[!${k}]`)
            .join(', ')}.`,
        );
        return null;
      }
      const rest = { ...head, value: (head.value ?? '').slice(mark[0].length) };
      const paragraph = rest.value
        ? [{ ...first, children: [rest, ...(first.children ?? []).slice(1)] }]
        : (first.children ?? []).length > 1
          ? [{ ...first, children: (first.children ?? []).slice(1) }]
          : [];
      return [
        {
          type: 'mdxJsxFlowElement',
          name: 'Callout',
          attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: type }],
          children: [...paragraph, ...after],
          position: node.position,
        },
      ];
    };

    const replace = (node: Node): Node[] => {
      if (node.type === 'textDirective') return [{ type: 'text', value: sourceOf(node), position: node.position }];
      if (node.type === 'blockquote') return alert(node) ?? [node];
      if (node.type === 'paragraph') {
        const lookalike = calloutLookalike(textOf(node));
        if (lookalike) report(node, lookalike.reason, lookalike.hint);
        return [node];
      }
      if (node.type === 'leafDirective') {
        const name = node.name ?? '';
        const meant = closestName(name, CALLOUT_TYPES, ALIASES);
        report(
          node,
          `"::${name}" is not something a step can use.`,
          meant
            ? `A callout has three colons: write :::${meant} on its own line, then the text, then a line of just :::.`
            : `Callouts are ${CALLOUTS}. To show the colons as text, write \\::${name}.`,
        );
        return [{ type: 'paragraph', children: [{ type: 'text', value: sourceOf(node) }], position: node.position }];
      }
      if (node.type !== 'containerDirective') return [node];
      const name = node.name ?? '';
      const [first, ...rest] = node.children ?? [];
      const label = first?.data?.directiveLabel ? first : undefined;
      const content = label ? rest : (node.children ?? []);
      if (!isClosed(node))
        report(
          node,
          `The ":::${name}" that starts here is never closed.`,
          'End it with a line of just ::: (at least as many colons as it starts with).',
        );
      if (!(CALLOUT_TYPES as readonly string[]).includes(name)) {
        const meant = closestName(name, CALLOUT_TYPES, ALIASES);
        report(
          node,
          `":::${name}" is not a kind of callout.${meant ? ` Did you mean :::${meant}?` : ''}`,
          `Callouts are ${CALLOUTS}, each with an optional title: :::warning[Before you start].`,
        );
        return [...(label ? [{ ...label, data: {} }] : []), ...content];
      }
      const attributes = Object.keys((node.attributes as Record<string, unknown> | null | undefined) ?? {});
      if (attributes.length > 0) {
        report(
          node,
          `":::${name}" has no ${attributes.map((a) => `"${a}"`).join(', ')} attribute.`,
          `A callout takes only a title, in brackets: :::${name}[Before you start]. Remove the {...} part.`,
        );
      }
      const title = label ? textOf(label).trim() : '';
      return [
        {
          type: 'mdxJsxFlowElement',
          name: 'Callout',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'type', value: name },
            ...(title ? [{ type: 'mdxJsxAttribute', name: 'title', value: title }] : []),
          ],
          children: content,
          position: node.position,
        },
      ];
    };

    const visit = (parent: Node) => {
      if (!parent.children) return;
      parent.children = parent.children.flatMap((child) => {
        visit(child);
        return replace(child);
      });
    };
    visit(tree);
  };
}

/** The remark plugins every step compiles with, in order: the build and the content check use this one list. */
export const STEP_REMARK_PLUGINS = [remarkDirective, remarkCalloutDirectives];

/**
 * In .mdx, a block left open inside a component (`<Only>` ... `:::tip` ... `</Only>`) stops the compile
 * with a message about `directiveContainer`; this says it in the author's terms. Null for other errors.
 */
export function explainDirectiveCompileError(reason: string, body: string): { line: number; message: string; hint: string } | null {
  const start = /after the start of `directiveContainer` \((\d+):\d+\)/.exec(reason);
  const tag = /closing tag `(<\/[^`]+>)`/.exec(reason)?.[1];
  if (!start || !tag) return null;
  const line = Number(start[1]);
  const opening = /:{3,}[\w-]*/.exec(body.split(/\r?\n/)[line - 1] ?? '')?.[0] ?? ':::';
  return {
    line,
    message: `The "${opening}" that starts here is not closed before ${tag}.`,
    hint: `End the callout with a line of just ::: before ${tag}: a callout must end inside the component it starts in.`,
  };
}
