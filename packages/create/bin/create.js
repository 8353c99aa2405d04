#!/usr/bin/env node
// @ts-check
/**
 * `npm create @school-it-portal <folder> -- --name "Banksia Primary School" [--portal-name "Banksia IT Help"]`:
 * a new school's repository in <folder>. Asks for what is missing when a person runs it at a terminal.
 */
import { createInterface } from 'node:readline/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { scaffold, ScaffoldError } from './scaffold.js';

const USAGE = 'Usage: npm create @school-it-portal <folder> -- --name "<the school\'s name>" [--portal-name "<the portal\'s name>"]';

/**
 * Asks at the terminal; nothing when there is none to ask at (CI).
 * @param {string} question
 * @returns {Promise<string | undefined>}
 */
async function ask(question) {
  if (!process.stdin.isTTY) return undefined;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await terminal.question(question)).trim() || undefined;
  } finally {
    terminal.close();
  }
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { name: { type: 'string' }, 'portal-name': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const folder = positionals[0] ?? (await ask('Folder for the new repository (e.g. banksia-it-portal): '));
  const schoolName = values.name ?? (await ask("The school's name (e.g. Banksia Primary School): "));
  if (!folder || !schoolName) {
    console.error(`${!folder ? 'Give a folder for the new repository.' : "Give the school's name with --name."}\n${USAGE}`);
    return 2;
  }
  try {
    const { dir, files } = scaffold({ dir: resolve(folder), schoolName, portalName: values['portal-name'] });
    console.log(`Made ${files.length} files in ${dir} for ${schoolName}.\n`);
    console.log(
      `Next:\n  cd ${folder}\n  npm install\n  npm start\n\nThen read README.md: where the content is, how to check it, and how the portal takes updates.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main();
