// The content plugin's virtual module (tooling/content/plugin). Typed loosely here; content-source.ts gives
// it the schema's types.
declare module 'virtual:portal-content' {
  export const manifest: unknown;
  export const iconUrls: Record<string, string>;
  export function loadDetails(): Promise<{
    school: unknown;
    settings: unknown;
    roles: unknown;
    devices: unknown;
    guides: unknown;
    setupGuide: unknown;
    externalTiles: unknown;
    loadGuide(id: string): Promise<unknown>;
  }>;
  /** The notices, in their own chunk (none, without a request, when the content has none). */
  export function loadNotices(): Promise<{ notices: unknown }>;
}

// The search index (MiniSearch's JSON) and the school's search words, loaded when the search box is first used.
declare module 'virtual:portal-search' {
  export const searchIndex: string;
  export const searchWords: import('./search-words').SearchWords;
}

// The portal's name and logo (school.yaml), for the header and page titles: a few bytes of the first load.
declare module 'virtual:portal-site' {
  export const site: {
    name: string;
    logo: { src: string; width: number; height: number } | null;
    logoDark: { src: string; width: number; height: number } | null;
  };
}

// The school's colours over the portal's tokens (tooling/content/check/school-theme.ts).
declare module 'virtual:portal-theme.css';
