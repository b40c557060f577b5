// Peer for the corpus case: the floor of manifest-check's design, with nothing but the core work.
//
// Usage: node bench/peers/node-floor.js DIR
//
// Lists DIR for files named vcpkg.json (skipping .git and node_modules, as manifest-check does),
// reads each one, JSON.parses it and runs the same precompiled ajv validator (allErrors) on it.
// No positions, messages, links, limits or report: it prints one line of counts.
// Exit status: 0 all valid, 1 errors found.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import validate from '../../src/manifest/schema/generated/built-in-validator.js';

const MANIFEST_NAME = 'vcpkg.json';
const SKIPPED = new Set(['.git', 'node_modules']);

function findManifests(root, found) {
  const entries = readdirSync(root, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) findManifests(join(root, entry.name), found);
    } else if (entry.name === MANIFEST_NAME && entry.isFile()) {
      found.push(join(root, entry.name));
    }
  }
  return found;
}

let files = 0;
let valid = 0;
let errors = 0;
for (const file of findManifests(process.argv[2], [])) {
  files++;
  let value;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    errors++;
    continue;
  }
  if (validate(value)) valid++;
  else errors += validate.errors.length;
}
console.log(`${files} files, ${valid} valid, ${errors} errors`);
process.exitCode = valid === files ? 0 : 1;
