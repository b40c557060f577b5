// Repeatable synthetic vcpkg.json files for the growth case: a third valid, the rest with 1-3
// problems; and, for --huge, a million tiny valid ones.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

const LICENSES = ['MIT', 'BSD-3-Clause', 'Apache-2.0', 'Zlib', 'BSL-1.0'];
const DESCRIPTIONS = [
  'A small, fast compression library',
  'Header-only library for parsing command-line options',
  'Cross-platform C++ networking and low-level I/O',
  ['Image decoding and encoding', 'with optional SIMD acceleration'],
];
const DEPENDENCIES = [
  'zlib',
  'fmt',
  { name: 'openssl', platform: '!uwp' },
  { name: 'boost-asio', features: ['ssl'] },
  { name: 'libpng', 'version>=': '1.6.37' },
  'vcpkg-cmake',
];

/** Each problem breaks one rule of the schema, the way real manifests get it wrong. */
const PROBLEMS = [
  (manifest) => Object.assign(manifest, { maintainer: 'Jane Doe <jane@example.com>' }),
  (manifest) => Object.assign(manifest, { 'port-version': '2' }),
  (manifest) => Object.assign(manifest, { name: `Port_${manifest.name}` }),
  (manifest) => Object.assign(manifest, { version: `v${manifest.version}` }),
  (manifest) => Object.assign(manifest, { 'default-features': 'tools' }),
  (manifest) => Object.assign(manifest, { features: { tools: { description: 'Build tools' } } }),
  (manifest) => manifest.dependencies.push({ name: 'protobuf', host: true }),
];

/** The manifest of one index: {text, valid}; the same index always gives the same text. */
export function syntheticManifest(index) {
  const random = seededRandom(index + 1);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const manifest = {
    name: `port-${index.toString(36)}`,
    version: `${1 + Math.floor(random() * 9)}.${Math.floor(random() * 20)}.${Math.floor(random() * 10)}`,
    description: pick(DESCRIPTIONS),
    homepage: `https://github.com/example/port-${index}`,
    license: pick(LICENSES),
    dependencies: DEPENDENCIES.filter(() => random() < 0.35).slice(0, 3),
  };
  if (random() < 0.3) {
    manifest.features = [{ name: 'tools', description: 'Build the tools', dependencies: ['zlib'] }];
  }
  const valid = index % 3 === 0;
  if (!valid) {
    const problems = [...PROBLEMS].sort(() => random() - 0.5);
    const count = 1 + Math.floor(random() * 3);
    for (const problem of problems.slice(0, count)) problem(manifest);
  }
  return { text: `${JSON.stringify(manifest, null, 2)}\n`, valid };
}

/** Writes `count` manifests as `dir/mNNNNNN/vcpkg.json` in one pass of sync calls. */
export function writeSyntheticManifests(dir, count) {
  const start = performance.now();
  let bytes = 0;
  let valid = 0;
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < count; index++) {
    const manifest = syntheticManifest(index);
    const folder = join(dir, `m${String(index).padStart(6, '0')}`);
    mkdirSync(folder);
    writeFileSync(join(folder, 'vcpkg.json'), manifest.text);
    bytes += manifest.text.length;
    valid += manifest.valid ? 1 : 0;
  }
  return { count, valid, averageBytes: bytes / count, generationMs: performance.now() - start };
}

/** Tiny manifests go this many to a group directory, so no directory lists more entries. */
const TINY_GROUP_SIZE = 10_000;
/** Files between two yields to the event loop (where a Ctrl-C gets handled) and progress lines. */
const TINY_YIELD_EVERY = 10_000;
const TINY_LOG_EVERY = 100_000;

/** The tiny, valid manifest of one index: `{"name":"p<index>","version":"1.0.0"}`. */
export function tinyManifest(index) {
  return `{"name":"p${index}","version":"1.0.0"}\n`;
}

/**
 * Writes `count` tiny valid manifests as `dir/gNNN/pNNNNNNN/vcpkg.json`, at most 10,000 to a
 * group directory. Async only to let a Ctrl-C through between batches; `log` gets progress lines.
 */
export async function writeTinyManifests(dir, count, log = () => {}) {
  const start = performance.now();
  let bytes = 0;
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < count; index++) {
    const group = join(dir, `g${String(Math.floor(index / TINY_GROUP_SIZE)).padStart(3, '0')}`);
    if (index % TINY_GROUP_SIZE === 0) mkdirSync(group);
    const folder = join(group, `p${String(index).padStart(7, '0')}`);
    mkdirSync(folder);
    const text = tinyManifest(index);
    writeFileSync(join(folder, 'vcpkg.json'), text);
    bytes += text.length;
    if ((index + 1) % TINY_YIELD_EVERY === 0) await nextTurn();
    if ((index + 1) % TINY_LOG_EVERY === 0 && index + 1 < count) {
      const seconds = ((performance.now() - start) / 1000).toFixed(0);
      log(
        `${(index + 1).toLocaleString('en-US')} of ${count.toLocaleString('en-US')} written (${seconds} s)`,
      );
    }
  }
  return {
    count,
    valid: count,
    averageBytes: bytes / count,
    generationMs: performance.now() - start,
  };
}

// mulberry32: tiny, fast, and the same numbers on every machine.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
