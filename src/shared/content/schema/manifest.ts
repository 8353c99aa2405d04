/**
 * The metadata manifest the content plugin builds from `content/` and the runtime reads (virtual module
 * `virtual:portal-content`). Everything here is known without evaluating any MDX.
 */
import type { Condition } from './condition.ts';
import type { ExternalTile } from './external-tiles.ts';
import type { GuideMeta } from './guide.ts';
import type { PlatformName } from '../../user/roles.ts';
import type { Settings } from './settings.ts';
import type { SetupGuideMeta } from './setup-guide.ts';

export interface StepMeta {
  /** 1-based number from the file name (`03-sign-in.mdx` is 3). */
  number: number;
  /** The file name, e.g. `03-sign-in.mdx`. */
  file: string;
  title: string;
  /** Undefined: every platform. */
  platforms?: PlatformName[];
  /** Undefined: everyone. */
  roles?: Condition;
  variant?: string;
}

export interface GuideEntry extends GuideMeta {
  /** The folder name. */
  id: string;
  steps: StepMeta[];
}

/** A guide as the first load knows it: everything but its steps, which load with the screens that need them. */
export type GuideSummary = Omit<GuideEntry, 'steps'>;

/** Every guide's steps, by guide id. */
export type GuideSteps = Record<string, StepMeta[]>;

export interface ContentManifest<Guide extends GuideSummary = GuideEntry> {
  settings: Settings;
  guides: Guide[];
  setupGuide: SetupGuideMeta;
  externalTiles: ExternalTile[];
}

/** The manifest in the first load (virtual:portal-content): the guides without their steps. */
export type ContentIndex = ContentManifest<GuideSummary>;

/** The whole manifest from the first load's index and the steps loaded after it. */
export function withSteps(index: ContentIndex, steps: GuideSteps): ContentManifest {
  return { ...index, guides: index.guides.map((guide) => ({ ...guide, steps: steps[guide.id] ?? [] })) };
}
