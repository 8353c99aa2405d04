/** Looks up a dotted path such as `help.email` in the settings. Returns undefined when there is nothing there. */
// Kept apart from schema/settings.ts (which re-exports it) so the browser can use it without the Zod schema.
export function settingAt(settings: unknown, path: string): unknown {
  let current: unknown = settings;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
