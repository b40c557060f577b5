#!/usr/bin/env node
// Writes the route catalogue (src/endpoint/routes/generated/routes.json) from a fetched copy of
// @octokit/openapi; with --check, compares the committed table with the one it would write.
// scripts/routes/fetch.sh fetches the pinned version and runs this; docs: scripts/routes/README.md.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { operationsOf } from './operations.js';
import { buildTable, tableText } from './table.js';

export const PACKAGE_NAME = '@octokit/openapi';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TABLE_FILE = path.join(ROOT, 'src/endpoint/routes/generated/routes.json');

const USAGE = `usage: node scripts/routes/generate.js [--check] PACKAGE_FOLDER

  PACKAGE_FOLDER  an unpacked ${PACKAGE_NAME} (the folder holding package.json and generated/)
  --check         write nothing: exit 1 when the committed table differs from the generated one

Exit status: 0 written or equal, 1 the table differs, 2 usage error or an unreadable package.`;

/** `api.github.com`, `ghec`, then the GHES releases, oldest first (3.9 before 3.10). */
function compareApis(a, b) {
  const rank = (name) => (name === 'api.github.com' ? 0 : name === 'ghec' ? 1 : 2);
  const release = (name) => (name.match(/\d+/g) ?? []).map(Number);
  const [ra, rb] = [release(a), release(b)];
  const byRelease = ra.map((part, i) => part - (rb[i] ?? 0)).find((step) => step !== 0) ?? 0;
  return rank(a) - rank(b) || byRelease || ra.length - rb.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The table of the package in `folder`: every `generated/<api>.json` (not the `.deref` copies,
 * which say the same with the `$ref`s written out), one description at a time.
 */
export function tableFromPackage(folder) {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  if (manifest.name !== PACKAGE_NAME)
    throw new Error(`${folder} holds ${manifest.name}, expected ${PACKAGE_NAME}`);
  const generated = path.join(folder, 'generated');
  const apis = readdirSync(generated)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.deref.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort(compareApis);
  const descriptions = apis.map((api) => {
    const document = JSON.parse(readFileSync(path.join(generated, `${api}.json`), 'utf8'));
    if (document.info?.version !== manifest.version)
      throw new Error(`${api}.json is version ${document.info?.version}, not ${manifest.version}`);
    const release = document.info['x-github-release'];
    return {
      api,
      plan: document.info['x-github-plan'],
      ...(release === undefined ? {} : { release: String(release) }),
      operations: operationsOf(document),
    };
  });
  return buildTable({ source: PACKAGE_NAME, version: manifest.version, descriptions });
}

/** The first line where two texts differ, for the --check message. */
function firstDifference(committed, generated) {
  const [a, b] = [committed.split('\n'), generated.split('\n')];
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return { line: at + 1, committed: a[at] ?? '(end of file)', generated: b[at] ?? '(end of file)' };
}

function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { check: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (parsed.positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  let text;
  try {
    text = tableText(tableFromPackage(path.resolve(parsed.positionals[0])));
  } catch (error) {
    console.error(`cannot read ${PACKAGE_NAME}: ${error.message}`);
    return 2;
  }
  const relative = path.relative(process.cwd(), TABLE_FILE);
  if (!parsed.values.check) {
    mkdirSync(path.dirname(TABLE_FILE), { recursive: true });
    writeFileSync(TABLE_FILE, text);
    console.log(`wrote ${relative} (${text.length} bytes)`);
    return 0;
  }
  let committed;
  try {
    committed = readFileSync(TABLE_FILE, 'utf8');
  } catch (error) {
    console.error(`cannot read ${relative}: ${error.message}`);
    return 1;
  }
  if (committed === text) {
    console.log(`${relative} is what the description generates`);
    return 0;
  }
  const difference = firstDifference(committed, text);
  console.error(
    `${relative} differs from what the description generates, first at line ${difference.line}:\n` +
      `  committed: ${difference.committed.slice(0, 200)}\n` +
      `  generated: ${difference.generated.slice(0, 200)}\n` +
      'run scripts/routes/fetch.sh to regenerate it',
  );
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
