/** How a guide is shown. Kept free of Zod so the router and the build's chunking can ask without the schema. */
export const LAYOUTS = ['steps', 'page', 'tool'] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * Whether a guide has step files of its own (and so its own chunk): `steps` and `page` do; a `tool` is a
 * code-backed screen with none.
 */
export function hasStepFiles(guide: { layout: Layout }): boolean {
  return guide.layout !== 'tool';
}

/**
 * Whether the build prerenders a guide's first screen (app/prerender.tsx): a public guide with step files.
 * A public tool still needs a person, so it is drawn by the app alone.
 */
export function isPrerendered(guide: { layout: Layout; public?: boolean }): boolean {
  return Boolean(guide.public) && hasStepFiles(guide);
}
