/**
 * The school while its content is read: conditions in guides, steps and notices are parsed against its
 * roles, device lists against its devices (src/shared/content/schema/school-context.ts). Held per read
 * with AsyncLocalStorage, so two schools' content read at once in one process (tests, the dev server's
 * re-checks) never see each other's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { provideContentSchool, type ContentSchool } from '../../../src/shared/content/schema/school-context.ts';

const reading = new AsyncLocalStorage<ContentSchool>();
provideContentSchool(() => reading.getStore());

/** Runs `read` with `school` as the school of the content it reads. */
export function withSchool<T>(school: ContentSchool, read: () => T): T {
  return reading.run(school, read);
}
