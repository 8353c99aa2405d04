/** `npm run artefact`: writes the deployable artefact to dist/, or to the folder given. */
import { resolve } from 'node:path';
import { ARTEFACT_DIR, writeArtefact } from './artefact.ts';

const outDir = process.argv[2] ? resolve(process.argv[2]) : ARTEFACT_DIR;
const entries = await writeArtefact(outDir);
process.stdout.write(`The Function App's artefact is in ${outDir}: host.json, package.json and ${entries.join(', ')}.\n`);
