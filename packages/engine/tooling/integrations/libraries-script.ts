/**
 * Build time: React, React DOM, the router and MSAL as one classic script that index.html loads (deferred)
 * before the app's module scripts, rather than inside the app's entry chunk.
 *
 * Why a classic script: Chromium keeps V8's compiled code for a classic script that a service worker puts in
 * its cache while it installs (it compiles the script there and then), and uses that code whenever the worker
 * serves the script again. It keeps none for module scripts the worker serves, so with the libraries in the
 * entry chunk every load from the worker (a second visit, offline) parsed and compiled about 600 kB again:
 * 40 to 60 ms on a 2-core laptop, most of the difference between a warm and a cold load. A first visit
 * gains nothing and loses nothing: the two files download side by side.
 *
 * How: in the app's build these packages are external. Each chunk's imports of them become reads of the
 * object the classic script sets (`globalThis.__portalLibraries`), and the names the chunks read, and only
 * those, are then built into the classic script (with MSAL trimmed and the router's production build, as
 * before), so it carries no more than the entry chunk did. Deferred scripts and module scripts run in the
 * order of the page, so the libraries are there before the app's first line runs. The dev server is as it
 * was: Vite serves every package as a module.
 */
import { createHash } from 'node:crypto';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { msalTrim } from './msal-trim.ts';
import { routerProduction } from './router-production.ts';

/** The specifiers the classic script answers for: every way the app, its packages and the content import them. */
export const LIBRARY_SPECIFIERS: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  'react-router-dom',
  '@azure/msal-browser',
  '@azure/msal-react',
];

/** The packages whose other entry points the app must not import: they would bundle a second copy into it. */
const LIBRARY_PACKAGES = /^(react|react-dom|react-router|react-router-dom|@azure\/msal-browser|@azure\/msal-react)(\/.*)?$/;

/** The global the classic script sets: one object of modules, by specifier. */
export const LIBRARIES_GLOBAL = '__portalLibraries';

/** The names a build's chunks read from each library; `*` when a chunk takes the whole module. */
export type LibraryBindings = Map<string, Set<string>>;

export class LibrariesScriptError extends Error {
  override name = 'LibrariesScriptError';
}

interface Node {
  type: string;
  start: number;
  end: number;
}
interface NameNode extends Node {
  name?: string;
  value?: string;
}
interface ImportSpecifierNode extends Node {
  imported?: NameNode;
  local: NameNode;
}
interface ModuleDeclaration extends Node {
  source?: { value: string } | null;
  specifiers?: ImportSpecifierNode[];
}

const nameOf = (node: NameNode) => (node.type === 'Identifier' ? node.name! : node.value!);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * A chunk's code with its imports of the libraries turned into reads of the global, and the names it reads
 * added to `bindings`; null when it imports none. `body` is the chunk's parsed program's top-level statements.
 */
export function rewriteLibraryImports(code: string, body: readonly ModuleDeclaration[], bindings: LibraryBindings): string | null {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of body) {
    const source = statement.source?.value;
    if (source === undefined || !LIBRARY_SPECIFIERS.includes(source)) continue;
    if (statement.type !== 'ImportDeclaration') {
      throw new LibrariesScriptError(
        `A chunk re-exports "${source}" (${statement.type}); the libraries script (tooling/integrations/libraries-script.ts) turns only imports into reads.`,
      );
    }
    const names = bindings.get(source) ?? new Set<string>();
    bindings.set(source, names);
    const module = `globalThis.${LIBRARIES_GLOBAL}[${JSON.stringify(source)}]`;
    const parts: string[] = [];
    const named: string[] = [];
    for (const specifier of statement.specifiers ?? []) {
      const local = specifier.local.name!;
      if (specifier.type === 'ImportNamespaceSpecifier') {
        names.add('*');
        parts.push(`const ${local} = ${module};`);
      } else {
        const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported!);
        names.add(imported);
        named.push(imported === local ? local : `${key(imported)}: ${local}`);
      }
    }
    if (named.length > 0) parts.push(`const { ${named.join(', ')} } = ${module};`);
    edits.push({ start: statement.start, end: statement.end, text: parts.join(' ') });
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  const dynamic = LIBRARY_SPECIFIERS.find((s) => out.includes(`import(${JSON.stringify(s)})`));
  if (dynamic)
    throw new LibrariesScriptError(
      `A chunk imports "${dynamic}" dynamically; the libraries script loads it at once, so import it statically.`,
    );
  return out;
}

/** The classic script's entry module: imports exactly the names read, and sets the global. */
export function librariesEntry(bindings: LibraryBindings): string {
  const imports: string[] = [];
  const members: string[] = [];
  [...bindings.entries()].forEach(([source, names], i) => {
    const from = JSON.stringify(source);
    if (names.has('*')) {
      imports.push(`import * as m${i} from ${from};`);
      members.push(`${from}: m${i}`);
      return;
    }
    const list = [...names].sort();
    imports.push(
      list.length === 0 ? `import ${from};` : `import { ${list.map((n, j) => `${key(n)} as m${i}_${j}`).join(', ')} } from ${from};`,
    );
    members.push(`${from}: { ${list.map((n, j) => `${key(n)}: m${i}_${j}`).join(', ')} }`);
  });
  return `${imports.join('\n')}\nglobalThis.${LIBRARIES_GLOBAL} = { ${members.join(', ')} };\n`;
}

const ENTRY_ID = '\0portal-libraries-entry';

/** Builds the classic script: the libraries, minified, as one IIFE. */
export async function buildLibraries(root: string, bindings: LibraryBindings, dedupe: string[]): Promise<string> {
  const source = librariesEntry(bindings);
  const entry: Plugin = {
    name: 'portal:libraries-entry',
    resolveId: (id) => (id === ENTRY_ID ? id : null),
    load: (id) => (id === ENTRY_ID ? source : null),
  };
  const result = await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { dedupe },
    // MSAL's trim checks that it found what it leaves out: only when MSAL is in the script.
    plugins: [entry, ...(bindings.has('@azure/msal-browser') || bindings.has('@azure/msal-react') ? [msalTrim()] : []), routerProduction()],
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      // React, React DOM, the router and MSAL are one first-load script by design (the budgets bound it).
      chunkSizeWarningLimit: 700,
      rollupOptions: { input: ENTRY_ID, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (chunks.length !== 1) throw new LibrariesScriptError(`The libraries script built as ${chunks.length} chunks, not one.`);
  return chunks[0]!.code;
}

/** The script tag, before the page's module script: deferred, so it runs after parsing and before the app. */
export function withLibrariesScript(html: string, src: string): string {
  const tag = `<script defer fetchpriority="high" src="${src}"></script>\n    `;
  if (!/<script type="module"/.test(html)) throw new LibrariesScriptError('index.html has no module script to load the libraries before.');
  return html.replace(/<script type="module"/, (found) => `${tag}${found}`);
}

/**
 * Two plugins: the first (before Vite's resolver) makes the libraries external and rewrites each chunk's
 * imports; the second (after Vite has written index.html into the bundle) builds the script and adds its tag.
 */
export function librariesScript(): Plugin[] {
  let config: ResolvedConfig | null = null;
  const bindings: LibraryBindings = new Map();
  return [
    {
      name: 'portal:libraries-external',
      apply: 'build',
      enforce: 'pre',
      configResolved(resolved) {
        config = resolved;
      },
      buildStart() {
        bindings.clear();
      },
      resolveId(source) {
        if (LIBRARY_SPECIFIERS.includes(source)) return { id: source, external: true };
        if (LIBRARY_PACKAGES.test(source)) {
          this.error(
            `The app imports "${source}", which the libraries script does not carry: add it to LIBRARY_SPECIFIERS in tooling/integrations/libraries-script.ts.`,
          );
        }
        return null;
      },
      renderChunk(code) {
        const program = this.parse(code) as unknown as { body: ModuleDeclaration[] };
        const rewritten = rewriteLibraryImports(code, program.body, bindings);
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
    {
      name: 'portal:libraries-script',
      apply: 'build',
      enforce: 'post',
      async generateBundle(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const code = await buildLibraries(config!.root, bindings, config!.resolve.dedupe ?? []);
        const fileName = `assets/libraries-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        html.source = withLibrariesScript(String(html.source), `${config!.base}${fileName}`);
      },
    },
  ];
}
