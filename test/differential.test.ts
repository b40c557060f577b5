import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { Validator, type Schema } from '@cfworker/json-schema';
import schema from '../src/manifest/schema.json' with { type: 'json' };
import type { ValidationResult } from '../src/manifest/problem.js';
import { validateManifest } from '../src/manifest/validate.js';
import { CORPUS_DIR, listCorpus } from './support/corpus.js';

// An independent draft-04 validator; its own copy, since it annotates the schema it is given.
const reference = new Validator(structuredClone(schema) as Schema, '4', true);

/** The independent verdict on a manifest's text; text that is not JSON is invalid. */
function referenceVerdict(text: string): boolean {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
  return reference.validate(data).valid;
}

const verdict = (valid: boolean) => (valid ? 'valid' : 'invalid');

interface CorpusResult {
  set: string;
  path: string;
  ours: ValidationResult;
  theirs: boolean;
}

const corpusExists = existsSync(CORPUS_DIR);
const describeCorpus = corpusExists ? describe : describe.skip;
const corpusTitle = corpusExists ? 'corpus' : 'corpus (skipped: no ../shared/corpus)';

describeCorpus(corpusTitle, () => {
  let results: CorpusResult[] = [];
  beforeAll(() => {
    results = listCorpus().map(({ set, path, file }) => {
      const bytes = readFileSync(file);
      const theirs = referenceVerdict(bytes.toString('utf8'));
      return { set, path, ours: validateManifest(bytes), theirs };
    });
  }, 120_000);

  const tally = (valid: (result: CorpusResult) => boolean) => {
    const counts: Record<string, { files: number; valid: number }> = {};
    for (const result of [...results, ...results.map((r) => ({ ...r, set: 'total' }))]) {
      const count = (counts[result.set] ??= { files: 0, valid: 0 });
      count.files += 1;
      if (valid(result)) count.valid += 1;
    }
    return counts;
  };
  const expectedTally = {
    'vcpkg-ports-2020-12': { files: 110, valid: 84 },
    'vcpkg-ports-2026-08': { files: 2867, valid: 423 },
    total: { files: 2977, valid: 507 },
  };

  it('agrees with @cfworker/json-schema on every manifest', () => {
    const disagreements = results
      .filter((result) => result.ours.valid !== result.theirs)
      .map(({ path, ours, theirs }) => {
        const errors = ours.problems.filter((problem) => problem.severity === 'error');
        const why = errors.map((problem) => `${problem.rule} at ${problem.pointer}`).join('; ');
        return `${path}: ours ${verdict(ours.valid)} (${why}), cfworker ${verdict(theirs)}`;
      });
    expect(disagreements).toEqual([]);
  });

  it('finds 507 of the 2,977 manifests valid: 423 of 2026-08 and 84 of 2020-12', () => {
    expect(tally((result) => result.ours.valid)).toEqual(expectedTally);
    expect(tally((result) => result.theirs)).toEqual(expectedTally);
  });

  it('gives every problem a span from line 1, column 1 on that does not end before it starts', () => {
    const spans = results.flatMap(({ path, ours }) => ours.problems.map((p) => ({ path, ...p })));
    const bad = spans
      .filter(
        (p) =>
          !(p.line >= 1 && p.column >= 1) ||
          p.endLine < p.line ||
          (p.endLine === p.line && p.endColumn < p.column),
      )
      .map((p) => `${p.path} ${p.rule} ${p.line}:${p.column}-${p.endLine}:${p.endColumn}`);
    expect(bad).toEqual([]);
    expect(spans.length).toBeGreaterThan(2444);
  });

  it('reports at least one error for every invalid manifest and none for a valid one', () => {
    const hasError = (result: ValidationResult) =>
      result.problems.some((problem) => problem.severity === 'error');
    const wrong = results
      .filter(({ ours }) => hasError(ours) === ours.valid)
      .map(({ path, ours }) => `${path}: ${verdict(ours.valid)}, error: ${hasError(ours)}`);
    expect(wrong).toEqual([]);
  });
});

// --- Generated mutants: runs without the corpus too, from the built-in manifests below. ---

type Json = null | boolean | number | string | Json[] | JsonObject;
interface JsonObject {
  [key: string]: Json;
}

/** Valid manifests that together use every field of the spec. */
const BUILT_IN_MANIFESTS: JsonObject[] = [
  { name: 'zlib', version: '1.2.13' },
  {
    $schema: 'https://raw.githubusercontent.com/microsoft/vcpkg/master/scripts/vcpkg.schema.json',
    name: 'fmt',
    'version-semver': '10.1.1',
    'port-version': 2,
    maintainers: ['Victor Zverovich <victor.zverovich@gmail.com>'],
    description: ['Formatting library for C++.', 'An alternative to printf and iostreams.'],
    homepage: 'https://github.com/fmtlib/fmt',
    documentation: 'https://fmt.dev/latest/index.html',
    license: 'MIT',
    supports: '!uwp & !(arm & windows)',
    dependencies: [
      'vcpkg-cmake',
      {
        name: 'vcpkg-cmake-config',
        features: ['tools'],
        'default-features': false,
        platform: 'windows',
        'version>=': '2021-01-01',
        'port-version': 1,
        $reason: 'build helper',
      },
    ],
    'dev-dependencies': ['gtest', { name: 'benchmark', platform: '!android' }],
    overrides: [{ name: 'zlib', version: '1.2.11', 'port-version': 0, $pinned: true }],
    features: [
      { name: 'tools', description: 'Build the tools', dependencies: ['boost.asio'] },
      { name: 'unicode', description: ['Unicode support'], $experimental: 1 },
    ],
    'default-features': ['tools'],
  },
  {
    name: 'abseil',
    'version-date': '2020-09-23',
    'port-version': 1,
    description: 'Abseil: C++ common libraries.',
    features: [{ name: 'cxx17', description: 'Build with C++17', dependencies: [] }],
  },
  {
    name: 'qt5.base',
    'version-string': '5.15.2-1',
    dependencies: [{ name: 'openssl', platform: '!windows & !uwp' }, 'libpng'],
    license: 'LGPL-3.0-only OR GPL-2.0-or-later',
  },
];

const VERSION_FIELDS: Record<string, string> = {
  version: '1.2.3',
  'version-string': 'vista',
  'version-semver': '1.2.3-rc.1',
  'version-date': '2020-12-01.2',
};
const INTERESTING_STRINGS = [
  ...['', '#', 'Foo_Bar', 'iconv', 'con', 'a.con', '1.2.3', '2020-12-01', 'https://x.org'],
  ...['not a uri', '-1', 'core', 'default-features', 'prn.x', 'a--b', 'x.', '1.2.3-', '1.2.3+b'],
  ...[
    '2020-1-01',
    '#1',
    'mailto:a@b.org',
    'http://a b',
    'http://ü.org',
    'HTTPS://X.ORG/%41',
    '1.2.3\n',
  ],
];
const OTHER_KEYS = [
  ...['unknown', 'host', 'builtin-baseline', 'Name', 'name ', 'platform', 'features', 'version>='],
  ...['port-version', 'description', 'dependencies', 'license', 'homepage', 'supports', 'version'],
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'overrides'],
];
const DOLLAR_KEYS = ['$', '$comment', '$schema', '$x-y', '$ref', '$properties'];
const PORT_VERSIONS: Json[] = [-1, 0, 1, 1.5, 2, 1e21, -0.5, '1', null];
const ANY_VALUES: Json[] = [null, true, false, 0, -1, 1.5, 'x', [], ['zlib'], {}, { name: 'zlib' }];

/** Deterministic 32-bit generator (mulberry32), so every run checks the same mutants. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (limit: number) => Math.floor(next() * limit);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof createRandom>;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets an own key, `__proto__` included (plain assignment would change the prototype). */
function setKey(object: JsonObject, key: string, value: Json): void {
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

interface Slot {
  parent: Json[] | JsonObject;
  key: string | number;
}
const read = (slot: Slot): Json => (slot.parent as Record<string | number, Json>)[slot.key] as Json;
function write(slot: Slot, value: Json): void {
  if (Array.isArray(slot.parent)) slot.parent[slot.key as number] = value;
  else setKey(slot.parent, String(slot.key), value);
}

/** Every value below `value`, with where it sits. */
function slotsIn(value: Json, slots: Slot[] = []): Slot[] {
  if (typeof value !== 'object' || value === null) return slots;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    slots.push({ parent: value, key });
    slotsIn(item, slots);
  }
  return slots;
}
const objectsIn = (doc: JsonObject) => [doc, ...slotsIn(doc).map(read).filter(isObject)];
const dependencyLists = (doc: JsonObject): Json[][] =>
  [doc, ...(Array.isArray(doc.features) ? doc.features : [])]
    .filter(isObject)
    .flatMap((owner) => [owner.dependencies, owner['dev-dependencies']])
    .filter((list): list is Json[] => Array.isArray(list));

/** The same value as another JSON type. */
function retype(value: Json, random: Random): Json {
  if (typeof value === 'string') return random.pick([Number(value) || 7, [value], { name: value }]);
  if (typeof value === 'number') return random.pick([String(value), [value], true]);
  if (typeof value === 'boolean') return random.pick([String(value), Number(value), null]);
  if (value === null) return random.pick(['', 0, {}]);
  if (Array.isArray(value)) {
    // An array of named objects becomes a map by name, as vcpkg's later `features` are.
    const byName = value.every((item) => isObject(item) && typeof item.name === 'string');
    const entries = value.map((item, index) =>
      byName && isObject(item) ? [String(item.name), { ...item, name: undefined }] : [index, item],
    );
    return random.pick([JSON.parse(JSON.stringify(Object.fromEntries(entries))), value.length]);
  }
  return random.pick([Object.values(value), value.name ?? 'x', true]);
}

type Mutation = (doc: JsonObject, random: Random) => boolean;

/** Each mutation changes `doc` in place, or returns false when it does not apply to it. */
const MUTATIONS: Record<string, Mutation> = {
  'delete a key': (doc, random) => {
    const object = random.pick(objectsIn(doc).filter((o) => Object.keys(o).length > 0));
    if (!object) return false;
    delete object[random.pick(Object.keys(object))];
    return true;
  },
  'add another key': (doc, random) => {
    setKey(
      random.pick(objectsIn(doc)),
      random.pick(OTHER_KEYS),
      structuredClone(random.pick(ANY_VALUES)),
    );
    return true;
  },
  'add a $-key': (doc, random) => {
    setKey(
      random.pick(objectsIn(doc)),
      random.pick(DOLLAR_KEYS),
      structuredClone(random.pick(ANY_VALUES)),
    );
    return true;
  },
  'rename a key': (doc, random) => {
    const object = random.pick(objectsIn(doc).filter((o) => Object.keys(o).length > 0));
    if (!object) return false;
    const key = random.pick(Object.keys(object));
    const value = object[key] as Json;
    delete object[key];
    setKey(object, random.pick([...OTHER_KEYS, ...Object.keys(VERSION_FIELDS)]), value);
    return true;
  },
  'change a type': (doc, random) => {
    const slot = random.pick(slotsIn(doc));
    if (!slot) return false;
    write(slot, retype(read(slot), random));
    return true;
  },
  'replace a string': (doc, random) => {
    const slot = random.pick(slotsIn(doc).filter((s) => typeof read(s) === 'string'));
    if (!slot) return false;
    write(slot, random.pick(INTERESTING_STRINGS));
    return true;
  },
  'set a port-version': (doc, random) => {
    const owner = random.next() < 0.5 ? doc : random.pick(objectsIn(doc));
    setKey(owner, 'port-version', random.pick(PORT_VERSIONS));
    return true;
  },
  'add a second version field': (doc, random) => {
    const absent = Object.keys(VERSION_FIELDS).filter((key) => !(key in doc));
    if (absent.length === 0 || absent.length === 4) return false;
    const key = random.pick(absent);
    doc[key] = VERSION_FIELDS[key] as string;
    return true;
  },
  'remove every version field': (doc) => {
    for (const key of Object.keys(VERSION_FIELDS)) delete doc[key];
    return true;
  },
  'add a dependency as a number or a copy': (doc, random) => {
    const list = random.pick(dependencyLists(doc));
    if (!list) return false;
    list.push(random.pick([42, -1, 1.5, structuredClone(list[0] ?? 'zlib')]));
    return true;
  },
  'swap a dependency between string and object': (doc, random) => {
    const list = random.pick(dependencyLists(doc).filter((l) => l.length > 0));
    if (!list) return false;
    const index = random.int(list.length);
    const item = list[index] as Json;
    list[index] = isObject(item) ? (item.name ?? null) : { name: item, platform: 'x64' };
    return true;
  },
};
const MUTATION_NAMES = Object.keys(MUTATIONS);

interface Mutant {
  base: string;
  mutations: string[];
  data: Json;
  text: string;
}

interface Base {
  name: string;
  data: JsonObject;
}

const BUILT_IN_BASES: Base[] = BUILT_IN_MANIFESTS.map((data, index) => ({
  name: `built-in #${index}`,
  data,
}));

/**
 * `count` mutants, each changed by one to three mutations; the same for one seed. Many start
 * from the built-in manifests (they use fields that real ones rarely do), most of the rest from
 * a valid corpus manifest, where one mutation decides the verdict.
 */
function generateMutants(corpus: Base[], count: number, seed = 1) {
  const random = createRandom(seed);
  const valid = corpus.filter((base) => reference.validate(base.data).valid);
  const mutants: Mutant[] = [];
  while (mutants.length < count) {
    const roll = random.next();
    const pool = roll < 0.3 || valid.length === 0 ? BUILT_IN_BASES : roll < 0.75 ? valid : corpus;
    const base = random.pick(pool);
    const doc = structuredClone(base.data);
    const mutations: string[] = [];
    for (let wanted = random.next() < 0.5 ? 1 : 2 + random.int(2); mutations.length < wanted;) {
      const name = random.pick(MUTATION_NAMES);
      if ((MUTATIONS[name] as Mutation)(doc, random)) mutations.push(name);
    }
    mutants.push({ base: base.name, mutations, data: doc, text: JSON.stringify(doc, null, 2) });
  }
  return mutants;
}

/** Every corpus manifest that is a JSON object; none when the corpus is absent. */
function corpusBases(): Base[] {
  const bases: Base[] = [];
  for (const { path, file } of listCorpus()) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as Json;
      if (isObject(data)) bases.push({ name: path, data });
    } catch {
      // Not JSON: nothing to mutate.
    }
  }
  return bases;
}

describe('generated mutants', () => {
  it('starts from built-in manifests that both validators accept', () => {
    const verdicts = BUILT_IN_MANIFESTS.map((data) => [
      validateManifest(JSON.stringify(data)).valid,
      reference.validate(data).valid,
    ]);
    expect(verdicts).toEqual(BUILT_IN_MANIFESTS.map(() => [true, true]));
  });

  it('generates the same mutants from the same seed', () => {
    const texts = (seed: number) => generateMutants([], 50, seed).map((m) => m.text);
    expect(texts(7)).toEqual(texts(7));
    expect(texts(7)).not.toEqual(texts(8));
  });

  it('gets the same verdict as @cfworker/json-schema on 3,000 mutants', () => {
    const mutants = generateMutants(corpusBases(), 3000);
    const verdicts = mutants.map((mutant) => ({
      ...mutant,
      ours: validateManifest(mutant.text).valid,
      theirs: reference.validate(mutant.data).valid,
    }));
    const disagreements = verdicts.filter((mutant) => mutant.ours !== mutant.theirs);
    const shown = disagreements.slice(0, 5).map(({ base, mutations, text, ours, theirs }) => ({
      base,
      mutations,
      ours: verdict(ours),
      cfworker: verdict(theirs),
      text: text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
    }));
    expect({ disagreements: disagreements.length, first: shown }).toEqual({
      disagreements: 0,
      first: [],
    });

    // The mutants are worth comparing: many of each verdict, and every mutation used often.
    const valid = verdicts.filter((mutant) => mutant.theirs).length;
    expect(Math.min(valid, mutants.length - valid)).toBeGreaterThan(mutants.length / 10);
    const uses = MUTATION_NAMES.map(
      (name) => mutants.filter((mutant) => mutant.mutations.includes(name)).length,
    );
    expect(Math.min(...uses)).toBeGreaterThan(100);
  }, 60_000);
});
