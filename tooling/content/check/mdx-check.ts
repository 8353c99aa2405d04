/**
 * Compiles one MDX body and walks it for what content may not do, and for kit props, links and images
 * that would break. Every finding is a problem with the file's line.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { copyValueSetting, downloadSetting, shownSetting, type SettingLookup } from '../../../src/shared/content/kit-settings.ts';
import { isKitComponent, validateKitProps } from '../../../src/shared/content/schema/kit.ts';
import { checkFigureSize } from './check-images.ts';
import type { ImageFile } from './image-file.ts';
import { describeMdxError, type MdxCompileError } from './mdx-errors.ts';
import { checkTagName, describeKitProps, KIT_HINT } from './mdx-tags.ts';
import type { ParsedStep } from '../mdx/mdx-tree.ts';
import type { Problem } from './problems.ts';
import { DIRECTIVE_SOURCE, explainDirectiveCompileError } from '../mdx/remark-callout-directives.ts';
import { settingsFor, type SettingsSource } from './settings-source.ts';
import { stepCompiler, type CompiledStep, type CompileStep } from '../mdx/step-compiler.ts';

interface EstreeNode {
  type: string;
  expression?: EstreeNode;
  value?: unknown;
  body?: EstreeNode[];
  operator?: string;
  argument?: EstreeNode;
}

interface MdNode {
  type: string;
  position?: { start: { line: number } };
  children?: MdNode[];
  name?: string | null;
  attributes?: { type: string; name?: string; value?: string | null | { data?: { estree?: EstreeNode } } }[];
  url?: string;
  alt?: string | null;
  value?: string;
  data?: { estree?: EstreeNode };
}

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
}

// For callers that bring no compiler (`npm run content:check`, tests): made once, on first use.
let defaultCompile: CompileStep | undefined;

/** Kit attributes that name a value in settings.yaml, and what each must find there. */
const SETTING_ATTRIBUTES: Partial<Record<string, { attribute: string; lookup: (settings: unknown, path: string) => SettingLookup<unknown> }>> = {
  Setting: { attribute: 'name', lookup: shownSetting },
  CopyValue: { attribute: 'setting', lookup: copyValueSetting },
  Download: { attribute: 'setting', lookup: downloadSetting },
};

/** The value of a literal attribute expression such as {640}, {true}, {"x"}; undefined for anything else. */
function literalOf(estree: EstreeNode | undefined): { ok: true; value: unknown } | { ok: false } {
  const statement = estree?.body?.[0];
  const expression = estree?.body?.length === 1 && statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (expression?.type === 'Literal') return { ok: true, value: expression.value };
  if (expression?.type === 'UnaryExpression' && expression.operator === '-' && expression.argument?.type === 'Literal' && typeof expression.argument.value === 'number') {
    return { ok: true, value: -expression.argument.value };
  }
  return { ok: false };
}

// Browsers ignore control characters inside a scheme, so strip them before looking.
// eslint-disable-next-line no-control-regex
const isJavascriptUrl = (url: string) => /^\s*(javascript|vbscript|data):/i.test(url.replace(/[\u0000-\u001f]/g, ''));

export async function checkMdx(body: string, context: MdxContext): Promise<MdxFindings> {
  const findings: MdxFindings = { problems: [], images: [], parsed: null };
  const add = (node: MdNode | undefined, message: string, hint: string) =>
    findings.problems.push({ file: context.file, line: node?.position?.start.line ?? 1, message, hint });
  const compile = context.compile ?? (defaultCompile ??= stepCompiler());
  let compiled: CompiledStep;
  try {
    compiled = await compile(context.path ?? context.file, body);
  } catch (error) {
    const e = error as MdxCompileError & { reason?: string };
    const directive = explainDirectiveCompileError(e.reason ?? '', body);
    if (directive) {
      findings.problems.push({ file: context.file, ...directive });
      return findings;
    }
    findings.problems.push({ file: context.file, ...describeMdxError(error as MdxCompileError, body) });
    return findings;
  }
  const checkLink = (node: MdNode, url: string) => {
    if (isJavascriptUrl(url)) return add(node, `Links may not use "${url.split(':')[0]}:" addresses.`, 'Link to a page of the portal (/help) or a full https:// address.');
    if (url.startsWith('/')) {
      const path = url.split(/[?#]/, 1)[0]!;
      if (!context.routes.has(path)) add(node, `The link to "${url}" goes to a page the portal does not have.`, `Link to one of: ${[...context.routes].sort().join(', ')}.`);
      return;
    }
    if (url.startsWith('#') || /^(https?|mailto|tel):/i.test(url)) return;
    add(node, `The link "${url}" is neither a portal page nor a full address.`, 'Write a portal path such as /help, or a full https:// address.');
  };
  const checkImage = (node: MdNode, src: string) => {
    if (!/^\.\/images\/[\w.-]+$/.test(src)) return;
    findings.images.push(src);
    if (!existsSync(join(context.guideDir, src))) add(node, `The image "${src}" does not exist.`, "Put the file in the guide's images folder, or fix the name (names are case-sensitive).");
  };

  const visit = (node: MdNode) => {
    switch (node.type) {
      case 'mdxjsEsm':
        add(node, 'Content may not use import or export.', KIT_HINT);
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // {/* comments */} are fine; code is not.
        if ((node.data?.estree?.body?.length ?? 0) > 0) add(node, 'Content may not contain {code} expressions.', 'Write plain text; to show a literal brace write \\{.');
        return;
      case 'link':
      case 'definition':
        checkLink(node, node.url ?? '');
        break;
      case 'image':
        if (!node.alt?.trim()) add(node, `The image "${node.url}" has no alt text.`, 'Describe the picture in the brackets: ![what it shows](./images/x.svg).');
        if (!(node.url ?? '').startsWith('./images/')) add(node, `The image "${node.url}" is not in the guide's images folder.`, 'Put it in images/ and write ./images/name.svg.');
        checkImage(node, node.url ?? '');
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        checkElement(node);
        break;
      case 'html':
        // Only .md has raw HTML, and the build drops it: say so (once per tag, not for its closing tag or a
        // comment) rather than let it vanish.
        if (!/^(<!--[\s\S]*-->|<\/[\s\S]*)$/.test(String(node.value ?? '').trim())) {
          add(node, `HTML is not shown in a .md step, so "${String(node.value).slice(0, 40)}" would disappear.`, 'To show a < as text write \\<; to use a kit component such as <Callout>, rename the file to .mdx.');
        }
        break;
    }
    node.children?.forEach(visit);
  };

  const checkElement = (node: MdNode) => {
    const name = node.name;
    if (!name) return; // A fragment <>...</>.
    const tagProblem = checkTagName(name);
    if (tagProblem?.forbidden) return add(node, tagProblem.message, tagProblem.hint);
    const props: Record<string, unknown> = {};
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
        add(node, `<${name}> may not spread {...attributes}.`, 'Write each attribute out: name="value".');
        continue;
      }
      const key = attribute.name;
      if (key === 'dangerouslySetInnerHTML' || /^on[A-Z]/i.test(key)) {
        add(node, `Content may not use the ${key} attribute.`, 'Write the content as text inside the element instead.');
        continue;
      }
      const raw = attribute.value;
      if (raw === null || raw === undefined) props[key] = true;
      else if (typeof raw === 'string') props[key] = raw;
      else {
        const literal = literalOf(raw.data?.estree);
        if (literal.ok) props[key] = literal.value;
        else add(node, `<${name}> ${key} must be a plain value, not code.`, `Write ${key}="text" or a number such as ${key}={640}.`);
      }
      const value = props[key];
      if (typeof value === 'string' && (key === 'href' || key === 'src' || key === 'windows' || key === 'mac') && isJavascriptUrl(value)) {
        add(node, `Content may not use "${value.split(':')[0]}:" addresses.`, 'Use a full https:// address.');
      }
    }
    if (tagProblem) return add(node, tagProblem.message, tagProblem.hint);
    if (!isKitComponent(name)) return;
    const checked = validateKitProps(name, props);
    if (!checked.ok) add(node, describeKitProps(name, props, checked.message), `See <${name}> in content/README.md.`);
    if (name === 'Figure' && typeof props.src === 'string') checkImage(node, props.src);
    if (name === 'Figure' && checked.ok && context.images) for (const p of checkFigureSize(checked.props, context.images)) add(node, p.message, p.hint);
    // An attribute that names a setting must name a value of the shape the component shows (only worth
    // looking up once the props themselves are right).
    const setting = SETTING_ATTRIBUTES[name];
    const path = setting && props[setting.attribute];
    const known = typeof path === 'string' ? settingsFor(context.settings, path) : null;
    if (checked.ok && setting && known && typeof path === 'string') {
      const found = setting.lookup(known, path);
      if (!found.ok) add(node, found.message, found.hint);
    }
  };

  for (const m of compiled.messages.filter((m) => m.source === DIRECTIVE_SOURCE)) findings.problems.push({ file: context.file, line: m.line ?? 1, message: m.reason, hint: m.note ?? '' });
  visit(compiled.tree as MdNode);
  findings.parsed = { body, tree: compiled.parsed };
  return findings;
}
