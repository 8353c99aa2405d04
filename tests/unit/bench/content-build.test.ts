import { describe, expect, it } from 'vitest';
import { contentBuildFigures } from '../../../scripts/bench/content-scale';

const own = { ms: 3_000, contentMs: 400, phases: { modulesMs: 500, bundleMs: 900, afterBundleMs: 1_200 } };
const scale = { ms: 6_000, contentMs: 2_400, phases: { modulesMs: 1_000, bundleMs: 1_000, afterBundleMs: 1_600 } };

describe("the content build's figures", () => {
  it('measures what each added step costs against a step of the floor, and splits it by phase', () => {
    const figures = contentBuildFigures(own, scale, { ms: 2_000, files: 1_000 }, 1_000);
    // (6,000 - 3,000) ms over 1,000 added steps, against the floor's 2 ms a step.
    expect(figures.floorPerStepMs).toBe(2);
    expect(figures.buildPerAddedStepMs).toBe(3);
    expect(figures.buildPerAddedStepRatio).toBe(1.5);
    expect(figures.checkPerAddedStepMs).toBe(2);
    expect(figures.checkPerAddedStepRatio).toBe(1);
    expect(figures.perAddedStep).toEqual({ modulesMs: 0.5, bundleMs: 0.1, afterBundleMs: 0.4 });
    // The whole build against the whole floor, as before.
    expect(figures.ratio).toBe(3);
    expect(figures.portalBuildMsWithOwnContent).toBe(3_000);
  });

  it('gives its ratios to two decimals, as the other goals are judged', () => {
    const figures = contentBuildFigures(own, { ...scale, ms: 6_009 }, { ms: 2_000, files: 1_000 }, 1_000);
    expect(figures.buildPerAddedStepRatio).toBe(1.5);
    expect(contentBuildFigures(own, { ...scale, ms: 6_030 }, { ms: 2_000, files: 1_000 }, 1_000).buildPerAddedStepRatio).toBe(1.52);
  });
});
