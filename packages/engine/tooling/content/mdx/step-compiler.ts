/**
 * Compiles a step's body (front-matter blanked) to JavaScript, with the plugins and options the build uses.
 * The content check and the build share one compiler, so each step is compiled once (compiled-steps.ts):
 * the check reads the syntax trees made on the way, the build takes the code.
 */
import { createProcessor } from '@mdx-js/mdx';
import { SourceMapGenerator } from 'source-map';
import { VFile } from 'vfile';
import type { MdNode } from './mdx-tree.ts';
import { STEP_REMARK_PLUGINS } from './remark-callout-directives.ts';
import { remarkFigurePriority } from './remark-figure-priority.ts';

export interface StepCompilerOptions {
  /** JSX that names the file and position of each element, for Vite's dev server (default false). */
  development?: boolean;
  /** Make a source map of the code (default false). */
  sourceMaps?: boolean;
}

export interface CompiledStep {
  code: string;
  /** Null unless the compiler makes source maps. */
  map: VFile['map'];
  /** What the step's plugins reported along the way (the callout plugin's mistakes). */
  messages: VFile['messages'];
  /** The body as parsed, before any plugin ran: what search reads the step's words from. */
  parsed: MdNode;
  /** The tree as the step's own remark plugins leave it: what the content check walks. */
  tree: MdNode;
}

/** Compiles the body of the step file at `path`; throws the compiler's error (a VFileMessage). */
export type CompileStep = (path: string, body: string) => Promise<CompiledStep>;

/**
 * A copy of a tree for reading while the compile goes on. The transforms replace nodes and lists of
 * children and change a node's type (MDX's own merging of paragraphs of components): the copy has its own
 * of those. What the nodes hold (positions, attributes, data) is shared, and not changed in place by any
 * plugin in ways the check or search read (MDX only adds its own marks to `data`). Much cheaper than
 * structuredClone, which also copies every position and JavaScript expression.
 */
function copyTree(node: MdNode): MdNode {
  return node.children ? { ...node, children: node.children.map(copyTree) } : { ...node };
}

export function stepCompiler(options: StepCompilerOptions = {}): CompileStep {
  const checkedTrees = new WeakMap<VFile, MdNode>();
  // A copy, since the build marks the tree up after this (figure priority), and the check must see it as written.
  const keepCheckedTree = () => (tree: MdNode, file: VFile) => void checkedTrees.set(file, copyTree(tree));
  const processorFor = (format: 'md' | 'mdx') =>
    createProcessor({
      format,
      development: options.development ?? false,
      SourceMapGenerator: options.sourceMaps ? SourceMapGenerator : undefined,
      remarkPlugins: [...STEP_REMARK_PLUGINS, keepCheckedTree, remarkFigurePriority],
    });
  // One processor per format, made once rather than once per step.
  const processors = { md: processorFor('md'), mdx: processorFor('mdx') };

  return async (path, body) => {
    const file = new VFile({ path, value: body });
    // A .md step is plain Markdown, as @mdx-js/mdx's format 'detect' reads it.
    const processor = path.endsWith('.md') ? processors.md : processors.mdx;
    // What process() does, with a copy of the parsed tree kept: the transforms change the tree in place.
    const tree = processor.parse(file);
    const parsed = copyTree(tree as MdNode);
    // (Its types start run() from the JavaScript tree; it starts from the parsed one, as in process().)
    const code = processor.stringify(await processor.run(tree as unknown as Parameters<typeof processor.stringify>[0], file), file);
    return { code, map: file.map, messages: file.messages, parsed, tree: checkedTrees.get(file)! };
  };
}
