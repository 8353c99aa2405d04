/**
 * The changelog a school reads before taking a new version (packages/engine/CHANGELOG.md, shipped in the
 * engine's package): the engine's version has a release section, that section says what content must
 * change, and every field a release moved (schema/moved-fields.ts, which the content check reports) is
 * named there, so the check and the changelog never disagree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOVED_SETTINGS, RENAMED_SETTING_PATHS } from '../../../packages/engine/src/shared/content/schema/moved-fields';
import { PROJECT_ROOT } from '../../support/paths';

const CHANGELOG = 'packages/engine/CHANGELOG.md';
const CONTENT_CHANGES = 'Content changes needed';

const changelog = readFileSync(join(PROJECT_ROOT, CHANGELOG), 'utf8');
const engineVersion = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'packages/engine/package.json'), 'utf8')) as { version: string }).version;

/** The text under each `## <version> - <date>` heading, up to the next `## ` heading. */
function releaseSections(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const part of text.split(/^## /m).slice(1)) {
    const [heading = '', ...body] = part.split('\n');
    const version = /^(\d+\.\d+\.\d+\S*) - \d{4}-\d{2}-\d{2}$/.exec(heading.trim())?.[1];
    if (version) sections.set(version, body.join('\n'));
  }
  return sections;
}

/** A release's "### Content changes needed", up to its next `### ` heading; undefined without one. */
function contentChanges(release: string | undefined): string | undefined {
  if (release === undefined) return undefined;
  const part = release
    .split(/^### /m)
    .slice(1)
    .find((p) => p.split('\n')[0]!.trim() === CONTENT_CHANGES);
  return part?.split('\n').slice(1).join('\n');
}

/** Whether a code span of `text` names `name` as a whole name (`itHelp` in `itHelp:`, `itHelp.` in `name="itHelp.email"`). */
function namesInCode(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(^|[^A-Za-z0-9])${escaped}${name.endsWith('.') ? '' : '(?![A-Za-z0-9])'}`);
  return [...text.matchAll(/`([^`]+)`/g)].some((span) => whole.test(span[1]!));
}

const releases = releaseSections(changelog);

describe(`the changelog (${CHANGELOG})`, () => {
  it(`has a section for the engine's version in its package.json (${engineVersion})`, () => {
    expect([...releases.keys()], `add "## ${engineVersion} - <date>" to ${CHANGELOG}`).toContain(engineVersion);
  });

  it(`says under the engine's version what content must change ("### ${CONTENT_CHANGES}")`, () => {
    expect(contentChanges(releases.get(engineVersion)), `add "### ${CONTENT_CHANGES}" to the ${engineVersion} section`).toBeDefined();
  });

  const moved = [
    ...MOVED_SETTINGS.map((m) => ({ field: m.key, since: m.since, what: "settings.yaml's" })),
    ...RENAMED_SETTING_PATHS.map((r) => ({ field: r.from, since: r.since, what: 'the setting path' })),
  ];
  for (const { field, since, what } of moved) {
    it(`names ${what} ${field} in the ${since} release's ${CONTENT_CHANGES}`, () => {
      const changes = contentChanges(releases.get(since));
      expect(changes, `the ${since} release needs a "### ${CONTENT_CHANGES}" section`).toBeDefined();
      expect(namesInCode(changes!, field), `name \`${field}\` and what to write instead in ${since}'s ${CONTENT_CHANGES}`).toBe(true);
    });
  }
});

describe('what the changelog test reads', () => {
  const sample = [
    '# Changelog',
    '## Unreleased',
    '## 0.3.0 - 2027-02-01',
    '### Content changes needed',
    '- `itHelp` in settings.yaml: write `help:`.',
    '- `<Setting name="itHelp.email">`: write `help.email`.',
    '### Added',
    '- `graph` is mentioned here only.',
    '## 0.2.0 - 2026-12-02',
    '### Added',
  ].join('\n');
  const sampleReleases = releaseSections(sample);

  it('finds each release by its version, not Unreleased', () => {
    expect([...sampleReleases.keys()]).toEqual(['0.3.0', '0.2.0']);
  });

  it("reads only the release's Content changes needed, and finds none where there is none", () => {
    const changes = contentChanges(sampleReleases.get('0.3.0'))!;
    expect(namesInCode(changes, 'itHelp')).toBe(true);
    expect(namesInCode(changes, 'itHelp.')).toBe(true);
    expect(namesInCode(changes, 'graph')).toBe(false);
    expect(namesInCode(changes, 'help')).toBe(true);
    expect(namesInCode(changes, 'Help')).toBe(false);
    expect(contentChanges(sampleReleases.get('0.2.0'))).toBeUndefined();
  });
});
