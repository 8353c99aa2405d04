import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import { formatProblems } from '../../../packages/engine/tooling/content/check/problems';

const FIXTURES = join(process.cwd(), 'tests/fixtures/content');

describe('check over a content tree with a mistake of every kind', () => {
  it('reports every mistake in one run, each with its file and line', async () => {
    const { manifest, problems } = await loadContent(join(FIXTURES, 'broken'), { displayRoot: join(FIXTURES, 'broken') });
    expect(manifest).toBeNull();
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).sort()).toEqual(
      [
        // Schema errors, unknown roles and platforms.
        'guides/basics/guide.yaml:3: "layout" is "stepz", but must be one of: steps, page, tool (did you mean "steps"?).',
        'guides/basics/guide.yaml:4: Unknown field "colour".',
        'guides/basics/guide.yaml:5: "audience": There is no role "Year13": years go from Year3 to Year12.',
        'guides/licensed/guide.yaml:1: "title" is missing.',
        'guides/licensed/01-step-1.mdx:3: "platforms[1]" is "linux", but must be one of: windows, mac.',
        'guides/licensed/01-step-1.mdx:4: "roles": Unknown role "Teachers". Write one of: everyone, Staff, BasicView, Year3 ... Year12, a range such as Year7-Year12, or "not" before any of them.',
        // Duplicate routes, gaps in step numbering.
        'guides/licensed/guide.yaml:1: The route /basics is already used by guides/basics.',
        // A guide.yaml with a mistake still has the rest of it checked.
        'guides/licensed/guide.yaml:5: The icon "no-such-icon" does not exist.',
        'guides/licensed/03-step-3.mdx:1: Step numbers have a gap: expected 02 but found 03-step-3.mdx.',
        // Constructs content may not use.
        'guides/unsafe/01-unsafe.mdx:4: Content may not use import or export.',
        'guides/unsafe/01-unsafe.mdx:6: Content may not use <script>.',
        'guides/unsafe/01-unsafe.mdx:8: Content may not use <iframe>.',
        'guides/unsafe/01-unsafe.mdx:10: Content may not use the dangerouslySetInnerHTML attribute.',
        'guides/unsafe/01-unsafe.mdx:10: Content may not use the HTML tag <div>.',
        'guides/unsafe/01-unsafe.mdx:12: Links may not use "javascript:" addresses.',
        // Internal links to routes that do not exist.
        'guides/unsafe/01-unsafe.mdx:12: The link to "/nowhere" goes to a page the portal does not have.',
        // Images that do not exist or lack alt text.
        'guides/unsafe/01-unsafe.mdx:14: The image "./images/missing.svg" does not exist.',
        'guides/unsafe/01-unsafe.mdx:16: <Figure> is missing alt (describe what the picture shows).',
        'guides/unsafe/01-unsafe.mdx:18: The image "./images/diagram.svg" has no alt text.',
        // Components outside the kit, settings that do not exist.
        'guides/unsafe/01-unsafe.mdx:20: <Fancy> is not a component of the kit.',
        'guides/unsafe/01-unsafe.mdx:22: <Setting name="help.phone"> names a setting that school.yaml does not have.',
        // setting= attributes naming no setting, or one of the wrong shape.
        'guides/unsafe/01-unsafe.mdx:24: <CopyValue setting="vivi.code"> names a setting that settings.yaml does not have.',
        'guides/unsafe/01-unsafe.mdx:26: <Download setting="help.email"> names a setting that is not a download address.',
        // MDX that does not compile.
        'guides/unsafe/02-broken.mdx:4: <Callout> on line 4 is not closed before the end of its paragraph.',
        // Cross-references.
        'setup-guide.yaml:6: The sequence names "ghost", but there is no guide with that id.',
      ].sort(),
    );
  });

  it('gives every problem a hint and formats them as path:line: message', async () => {
    const { problems } = await loadContent(join(FIXTURES, 'broken'), { displayRoot: join(FIXTURES, 'broken') });
    expect(problems.every((p) => p.hint.length > 10)).toBe(true);
    const text = formatProblems(problems);
    expect(text).toContain(
      'guides/unsafe/01-unsafe.mdx:6: Content may not use <script>.\n  hint: Use the component kit (no import needed):',
    );
    expect(text.trim().endsWith(`${problems.length} problems in the content. Fix them, then run \`npm run check\` again.`)).toBe(true);
  });

  it('finds nothing wrong with the valid fixture', async () => {
    const { manifest, problems } = await loadContent(join(FIXTURES, 'valid'));
    expect(problems).toEqual([]);
    expect(manifest?.guides.map((g) => g.id)).toEqual(['basics', 'info', 'licensed', 'switcher', 'tool']);
  });
});
