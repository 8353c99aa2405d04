/** The authors’ guide: how to write a school's content, shipped with the engine (its field reference is generated). */
import { fileURLToPath } from 'node:url';

export const AUTHORS_GUIDE = fileURLToPath(new URL('../../../docs/authoring.md', import.meta.url));
