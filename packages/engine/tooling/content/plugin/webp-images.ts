/**
 * A guide's PNG and JPEG pictures (screenshots saved as they came, or uploaded in GitHub's web editor) are
 * served as WebP: the build converts each within the image rules' size limit (IMAGE_MAX_BYTES) and ships
 * only the WebP. The dev server serves the file as it is, since a technician's preview needs no
 * conversion. A guide module imports such a picture as `<file>?portal-webp` (virtual-modules.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';
import { BUILD_CONVERTS, formatOfName, IMAGE_MAX_BYTES } from '../../../src/shared/content/schema/image-rules.ts';
import { webpForServing, type Webp } from '../check/image-webp.ts';

export const WEBP_QUERY = '?portal-webp';

/** Whether the build serves this picture (`./images/shot.png`) converted to WebP. */
export const servedAsWebp = (src: string) => BUILD_CONVERTS.has(formatOfName(src));

export function webpImages(): Plugin {
  let build = false;
  // Each file's conversion, by path, size and time, so a watch rebuild does not convert it again.
  const converted = new Map<string, Promise<Webp>>();
  return {
    name: 'portal:webp-images',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.endsWith(WEBP_QUERY) ? id : null;
    },
    async load(id) {
      if (!id.endsWith(WEBP_QUERY)) return null;
      const file = id.slice(0, -WEBP_QUERY.length);
      if (!build) return `export { default } from ${JSON.stringify(`${file}?url`)};`;
      const { size, mtimeMs } = statSync(file);
      const key = `${file} ${size} ${mtimeMs}`;
      if (!converted.has(key)) converted.set(key, webpForServing(readFileSync(file), IMAGE_MAX_BYTES));
      const webp = await converted.get(key)!;
      const ref = this.emitFile({ type: 'asset', name: `${basename(file, extname(file))}.webp`, source: webp.data });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
