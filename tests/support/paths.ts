/** Where things are, from this file: the tests work from any checkout path and any working directory. */
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The engine package: the Vite root of every build (index.html, src/). */
export const ENGINE_DIR = fileURLToPath(new URL('../../packages/engine', import.meta.url));

/** The demo school's site, the example site: its content is what the spec's rules are proven on. */
export const DEMO_SITE = fileURLToPath(new URL('../../sites/demo-school', import.meta.url));

/** The demo school's content (school.yaml, settings.yaml, guides/...). */
export const DEMO_SCHOOL = fileURLToPath(new URL('../../sites/demo-school/content', import.meta.url));

/**
 * A second school's content (tests/fixtures/schools/banksia-primary): a primary school that differs from
 * the demo in every way school.yaml allows (its roles, devices, name, colours, guides, no Vivi).
 */
export const BANKSIA_SCHOOL = fileURLToPath(new URL('../fixtures/schools/banksia-primary/content', import.meta.url));

/** The second school's site folder (its content/ and package.json), as `school-portal --site` takes it. */
export const BANKSIA_SITE = fileURLToPath(new URL('../fixtures/schools/banksia-primary', import.meta.url));

/** The second school's production build, which the second-school e2e project serves. */
export const BANKSIA_DIST = fileURLToPath(new URL('../fixtures/schools/banksia-primary/dist', import.meta.url));

/** The demo school's production build, which `npm run build` makes and the e2e suite serves. */
export const DEMO_SCHOOL_DIST = fileURLToPath(new URL('../../sites/demo-school/dist', import.meta.url));

/** The engine's command, as a school's scripts run it. */
export const SCHOOL_PORTAL_BIN = fileURLToPath(new URL('../../packages/engine/bin/school-portal.js', import.meta.url));
