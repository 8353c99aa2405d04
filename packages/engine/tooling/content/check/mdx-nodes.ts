/** The shapes of the compiled step's syntax tree that the content check reads (mdast with MDX's nodes). */

export interface EstreeNode {
  type: string;
  expression?: EstreeNode;
  value?: unknown;
  body?: EstreeNode[];
  operator?: string;
  argument?: EstreeNode;
}

export interface MdNode {
  type: string;
  position?: { start: { line: number }; end?: { line: number } };
  children?: MdNode[];
  name?: string | null;
  attributes?: { type: string; name?: string; value?: string | null | { data?: { estree?: EstreeNode } } }[];
  url?: string;
  alt?: string | null;
  value?: string;
  depth?: number;
  data?: { estree?: EstreeNode };
}

/** A problem found at a node: its message and what to write instead (the check adds the file and line). */
export interface NodeProblem {
  message: string;
  hint: string;
}

// Browsers ignore control characters inside a scheme, so strip them before looking.
// eslint-disable-next-line no-control-regex
export const isJavascriptUrl = (url: string) => /^\s*(javascript|vbscript|data):/i.test(url.replace(/[\u0000-\u001f]/g, ''));
