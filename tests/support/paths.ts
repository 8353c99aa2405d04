/** Where things are, from this file: the tests work from any checkout path and any working directory. */
import { fileURLToPath } from 'node:url';

/** The project's root folder. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The demo school's content, frozen (tests/fixtures/demo-school/README.md): what the engine's tests and the
 * spec's rules run against, so `content/` stays the school's own to edit.
 */
export const DEMO_SCHOOL = fileURLToPath(new URL('../fixtures/demo-school', import.meta.url));

/** Where the e2e suite builds the demo school (its demo-school project serves this folder). */
export const DEMO_SCHOOL_DIST = fileURLToPath(new URL('../../dist-demo-school', import.meta.url));
