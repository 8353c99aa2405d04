/**
 * Compiles one step's body and walks what it compiled to, for what content may not do and what would break:
 * code, headings that break the page's outline, links (mdx-links.ts), pictures (mdx-images.ts), elements
 * (mdx-element.ts), and a step too big for one screen. Every finding is a problem at the file's line.
 */
import { gzipSync } from 'node:zlib';
import { GUIDE_IMAGE_PATH } from '../../../src/shared/content/schema/image-rules.ts';
import { kB, STEP_MAX_GZIP } from '../../../src/shared/content/schema/size-limits.ts';
import type { ImageFile } from './image-file.ts';
import { checkElement } from './mdx-element.ts';
import { describeMdxError, type MdxCompileError } from './mdx-errors.ts';
import { importInParagraph, importNodeProblem } from './mdx-imports.ts';
import { altTextProblem, imagePathProblem } from './mdx-images.ts';
import { checkLinkUrl, type StepLink } from './mdx-links.ts';
import type { MdNode, NodeProblem } from './mdx-nodes.ts';
import type { ParsedStep } from '../mdx/mdx-tree.ts';
import type { Problem } from './problems.ts';
import { DIRECTIVE_SOURCE, explainDirectiveCompileError } from '../mdx/remark-callout-directives.ts';
import type { SettingsSource } from './settings-source.ts';
import { templateTextIn } from './template-text.ts';
import { stepCompiler, type CompiledStep, type CompileStep } from '../mdx/step-compiler.ts';

export interface MdxContext {
  /** File as shown to the technician. */
  file: string;
  /** The file's path as the build compiles it (default: `file`). */
  path?: string;
  /** Default: a compiler of the build's plugins, without source maps. */
  compile?: CompileStep;
  /** The guide folder, for resolving ./images/... */
  guideDir: string;
  /** Every route a link may point to. */
  routes: ReadonlySet<string>;
  /** Settings, for checking <Setting name> and setting= attributes. */
  settings: SettingsSource;
  /** The guide's pictures by the path steps write (./images/x.svg), for <Figure>'s width and height. */
  images?: ReadonlyMap<string, ImageFile>;
}

export interface MdxFindings {
  problems: Problem[];
  /** Image sources the file uses (`./images/x.svg`), to bundle with the guide. */
  images: string[];
  /** The body as parsed, for the search index; null when it does not compile. */
  parsed: ParsedStep | null;
  /** Links to a step of a page (`/wifi?step=3`), checked once every guide's steps are known. */
  stepLinks: StepLink[];
  /** The compiled step's size, compressed: what it adds to its guide's chunk. 0 when it does not compile. */
  gzipBytes: number;
}

// For callers that bring no compiler (`npm run check`, tests): made once, on first use.
let defaultCompile: CompileStep | undefined;

/** A Markdown picture whose path has a space: Markdown shows it as text, so the tree has no image for it. */
const SPACED_PICTURE = /!\[[^\]]*\]\((\.\/images\/[^)]*\s[^)]*)\)/;

/** What is wrong with a node itself (its children are walked on their own); [] when nothing is. */
function nodeProblems(node: MdNode, context: MdxContext, findings: MdxFindings): NodeProblem[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [importNodeProblem(node)];
    case 'paragraph': {
      // An import where MDX reads it as text: a .md step shows it, as a .mdx one does an indented one.
      const imported = importInParagraph(node, (context.path ?? context.file).endsWith('.md') ? 'md' : 'mdx');
      return imported ? [imported] : [];
    }
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // {/* comments */} are fine; code is not.
      return (node.data?.estree?.body?.length ?? 0) > 0
        ? [{ message: 'Content may not contain {code} expressions.', hint: 'Write plain text; to show a literal brace write \\{.' }]
        : [];
    case 'heading':
      return (node.depth ?? 3) <= 2
        ? [
            {
              message: `A "${'#'.repeat(node.depth ?? 1)}" heading inside a step would sit above the step's own title.`,
              hint: "The step's title (front-matter) is its heading: for a heading inside the step, write ### Heading.",
            },
          ]
        : [];
    case 'link':
    case 'definition': {
      const checked = checkLinkUrl(node.url ?? '', context.routes);
      if (checked && 'stepLink' in checked) findings.stepLinks.push({ ...checked.stepLink, line: node.position?.start.line ?? 1 });
      return checked && 'problem' in checked ? [checked.problem] : [];
    }
    case 'image': {
      const src = node.url ?? '';
      const problems = [altTextProblem(node.alt, src, 'The image'), imagePathProblem(src, context.guideDir)].filter((p) => p !== null);
      if (GUIDE_IMAGE_PATH.test(src)) findings.images.push(src);
      return problems;
    }
    case 'text': {
      const spaced = SPACED_PICTURE.exec(node.value ?? '');
      return spaced ? [imagePathProblem(spaced[1]!, context.guideDir)!] : [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const checked = checkElement(node, context);
      if (checked.image) findings.images.push(checked.image);
      return checked.problems;
    }
    case 'html':
      // Only .md has raw HTML, and the build drops it: say so (once per tag, not for its closing tag or a
      // comment) rather than let it vanish.
      return /^(<!--[\s\S]*-->|<\/[\s\S]*)$/.test(String(node.value ?? '').trim())
        ? []
        : [
            {
              message: `HTML is not shown in a .md step, so "${String(node.value).slice(0, 40)}" would disappear.`,
              hint: 'To show a < as text write \\<; to use a kit component such as <Callout>, rename the file to .mdx.',
            },
          ];
    default:
      return [];
  }
}

/** Compiles the step as the build does; null (and the problem) when it does not compile. */
async function compileStep(body: string, context: MdxContext, findings: MdxFindings): Promise<CompiledStep | null> {
  const compile = context.compile ?? (defaultCompile ??= stepCompiler());
  try {
    return await compile(context.path ?? context.file, body);
  } catch (error) {
    const e = error as MdxCompileError & { reason?: string };
    const explained = explainDirectiveCompileError(e.reason ?? '', body) ?? describeMdxError(e, body);
    findings.problems.push({ file: context.file, ...explained });
    return null;
  }
}

export async function checkMdx(body: string, context: MdxContext): Promise<MdxFindings> {
  const findings: MdxFindings = { problems: [], images: [], parsed: null, stepLinks: [], gzipBytes: 0 };
  const compiled = await compileStep(body, context, findings);
  if (!compiled) return findings;
  const at = (line: number | undefined) => ({ file: context.file, line: line ?? 1 });
  for (const m of compiled.messages.filter((m) => m.source === DIRECTIVE_SOURCE))
    findings.problems.push({ ...at(m.line), message: m.reason, hint: m.note ?? '' });
  const visit = (node: MdNode) => {
    for (const problem of nodeProblems(node, context, findings)) findings.problems.push({ ...at(node.position?.start.line), ...problem });
    node.children?.forEach(visit);
  };
  visit(compiled.tree as MdNode);
  findings.gzipBytes = gzipSync(compiled.code, { level: 9 }).length;
  if (findings.gzipBytes > STEP_MAX_GZIP) {
    findings.problems.push({
      ...at(1),
      message: `This step is ${kB(findings.gzipBytes)} of text once compressed, more than one step may hold (${kB(STEP_MAX_GZIP)}): on a slow laptop it is a long wait and a long read.`,
      hint: 'Split it into steps: move part of it to a new file after this one (e.g. 02a-more.mdx), then run npm run renumber <guide>.',
    });
  }
  const template = templateTextIn(body);
  if (template) {
    findings.problems.push({
      ...at(template.line),
      message: `"${template.text}" is the placeholder npm run new wrote.`,
      hint: 'Write what the reader should do at this step in its place.',
    });
  }
  findings.parsed = { body, tree: compiled.parsed };
  return findings;
}
