// The content plugin's virtual module (tooling/content/plugin). Typed loosely here; content-source.ts gives
// it the schema's types.
declare module 'virtual:portal-content' {
  export const manifest: unknown;
  export const iconUrls: Record<string, string>;
  export function loadDetails(): Promise<{
    settings: unknown;
    guides: unknown;
    setupGuide: unknown;
    externalTiles: unknown;
    loadGuide(id: string): Promise<unknown>;
  }>;
  /** The notices, in their own chunk (none, without a request, when the content has none). */
  export function loadNotices(): Promise<{ notices: unknown }>;
}

// The search index (MiniSearch's JSON), loaded when the search box is first used.
declare module 'virtual:portal-search' {
  export const searchIndex: string;
}
