/**
 * Marks the first <Figure> of each step file `priority`, so it loads at once; the ones after it load
 * lazily as they scroll into view.
 */
interface Node {
  type: string;
  name?: string | null;
  attributes?: { type: string; name: string; value: null }[];
  children?: Node[];
}

export function remarkFigurePriority() {
  return (tree: Node) => {
    const first = find(tree);
    // A new list rather than a push: the content check's copy of the tree shares the old one (step-compiler.ts).
    if (first?.attributes) first.attributes = [...first.attributes, { type: 'mdxJsxAttribute', name: 'priority', value: null }];
  };
}

function find(node: Node): Node | undefined {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Figure') return node;
  for (const child of node.children ?? []) {
    const hit = find(child);
    if (hit) return hit;
  }
  return undefined;
}
