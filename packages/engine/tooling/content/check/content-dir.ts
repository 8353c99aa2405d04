import { resolve } from 'node:path';

/** Where the content lives: `content/` beside the project, or PORTAL_CONTENT_DIR (used by tests and by schools). */
export function resolveContentDir(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.PORTAL_CONTENT_DIR || 'content');
}
