/** school.yaml's `reports:` at a school with no Guide Health, where nothing is reported: a warning at its line. */
import { describe, expect, it } from 'vitest';
import { unreadReportsWarnings } from '../../../packages/engine/tooling/content/authoring/unread-reports';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';

const SCHOOL_YAML = { file: 'content/school.yaml', text: 'school:\n  name: Test School\nreports:\n  keptDays: 60\n' };
type Place = Pick<ContentManifest, 'school' | 'guides'>;
const manifest = (reports: boolean, guideHealth: boolean) =>
  ({
    school: { ...(reports ? { reports: { keptDays: 60 } } : {}) },
    guides: [{ layout: 'steps' }, ...(guideHealth ? [{ layout: 'tool', tool: 'guide-health' }] : [])],
  }) as unknown as Place;

describe('unreadReportsWarnings', () => {
  it('warns at reports: when no guide is Guide Health, and says what to do', () => {
    expect(unreadReportsWarnings(manifest(true, false), SCHOOL_YAML)).toEqual([
      expect.objectContaining({
        file: 'content/school.yaml',
        line: 3,
        severity: 'warning',
        hint: expect.stringMatching(/tool: guide-health.*or remove reports:/),
      }),
    ]);
  });

  it('says nothing where reports are read, or where school.yaml does not set reports:', () => {
    expect(unreadReportsWarnings(manifest(true, true), SCHOOL_YAML)).toEqual([]);
    expect(unreadReportsWarnings(manifest(false, false), SCHOOL_YAML)).toEqual([]);
  });
});
