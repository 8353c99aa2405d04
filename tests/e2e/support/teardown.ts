/** After the e2e run: removes the dev server's scratch content the config made (never a folder it was given). */
import { rmSync } from 'node:fs';

export default function teardown(): void {
  const dir = process.env.E2E_DEV_CONTENT_DIR;
  if (dir && process.env.E2E_DEV_CONTENT_SCRATCH === '1') rmSync(dir, { recursive: true, force: true });
}
