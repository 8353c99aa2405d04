/**
 * The metadata manifest the content plugin builds from `content/` and the runtime reads (virtual module
 * `virtual:portal-content`). Everything here is known without evaluating any MDX.
 */
import type { Condition } from './condition.ts';
import type { ExternalTile } from './external-tiles.ts';
import type { GuideMeta } from './guide.ts';
import type { NoticeSeverity } from './notices.ts';
import type { NoticeNode } from './notice-text.ts';
import type { SchoolRoles } from '../../user/roles.ts';
import type { DeviceName } from '../../user/devices.ts';
import type { SchoolConfig } from './school.ts';
import type { SearchConfig } from './search.ts';
import type { Settings } from './settings.ts';
import type { SetupGuideMeta } from './setup-guide.ts';

export interface StepMeta {
  /** 1-based number from the file name (`03-sign-in.mdx` is 3). */
  number: number;
  /** The file name, e.g. `03-sign-in.mdx`. */
  file: string;
  title: string;
  /** Undefined: every platform. */
  platforms?: DeviceName[];
  /** Undefined: everyone. */
  roles?: Condition;
  variant?: string;
}

export interface GuideEntry extends GuideMeta {
  /** The folder name. */
  id: string;
  steps: StepMeta[];
}

export interface ContentManifest {
  /** school.yaml: the portal's name and look, the IT help contact, the time zone and the school's services. */
  school: SchoolConfig;
  /** What the school's role values mean (school.yaml's `roles`, or the defaults). */
  roles: SchoolRoles;
  /** The devices the guides cover (school.yaml's `devices`, or Windows and Mac), in the school's order. */
  devices: DeviceName[];
  /** The values guides show: settings.yaml's, with school.yaml's `school` and `help` beside them. */
  settings: Settings;
  guides: GuideEntry[];
  setupGuide: SetupGuideMeta;
  externalTiles: ExternalTile[];
  /** content/notices.yaml's notices; undefined or empty when there are none. */
  notices?: Notice[];
  /** content/search.yaml: the school's synonyms, phrasings and questions; undefined when it has none. */
  search?: SearchConfig;
}

/**
 * What home and the router need of a guide before anything else loads: its address, the kind of screen,
 * who it is for, and its tile. The rest (steps, licence and platform messages, variants) comes with the
 * content's details, after the first screen.
 */
export type GuideSummary = Pick<GuideEntry, 'id' | 'route' | 'layout' | 'audience' | 'tile' | 'public'>;

/** An external tile with its address looked up in the settings (null when the setting is not an address). */
export interface ExternalTileLink extends ExternalTile {
  url: string | null;
}

/**
 * The first load's share of the content (virtual:portal-content): a line per guide and tile, so that it
 * grows as little as it can with the school's content. Everything else is in ContentDetails: the tiles
 * here have no `description`, which home shows once the details arrive.
 */
export interface ContentIndex {
  /** What the school's role values mean: who is staff (the header's Preview as…, staff tools) at first load. */
  roles: SchoolRoles;
  /** The devices the guides cover: the header's switch or choice of device, at first load. */
  devices: DeviceName[];
  guides: GuideSummary[];
  setupGuide: SetupGuideMeta;
  externalTiles: ExternalTileLink[];
  /** Whether any tile has a description: home keeps room for them while the details load. */
  tileDescriptions: boolean;
}

/**
 * The content's details (virtual:portal-details), loaded after the first screen: the whole manifest but the
 * notices and search.yaml's words, which come with the search index (school.yaml, the settings, each guide
 * whole, and the Setup Guide and external tiles with their descriptions).
 */
export type ContentDetails = Omit<ContentManifest, 'notices' | 'search'>;

/**
 * A notice as the browser gets it (virtual:portal-notices): its text as nodes, and when it starts and ends
 * as instants, already worked out in the school's time zone.
 */
export interface Notice {
  id: string;
  text: NoticeNode[];
  severity: NoticeSeverity;
  /** Undefined: everyone. */
  audience?: Condition;
  /** The guides (ids) it is about: shown at their top, and only there unless `everywhere`; undefined: every screen. */
  guides?: string[];
  /** True: shown on every screen as well as at the top of its guides. */
  everywhere?: boolean;
  /** False: it has no Dismiss button and shows until its end. */
  dismissible: boolean;
  /** Undefined: every platform. */
  platforms?: DeviceName[];
  /** Milliseconds since 1970: shown from this moment ... */
  startsAt: number;
  /** ... until this one. */
  endsAt: number;
}
