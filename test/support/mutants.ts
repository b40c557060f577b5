/**
 * Generated mutants: manifests changed by random, repeatable mutations, to compare two validators
 * on. They run without the corpus too, from the built-in manifests.
 */
import { readFileSync } from 'node:fs';
import { BUILT_IN_MANIFESTS, type Json, type JsonObject } from './built-in-manifests.js';
import { listCorpus } from './corpus.js';
import { createRandom, type Random } from './random.js';
import { reference } from './reference.js';

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
      byName && isObject(item) && typeof item.name === 'string'
        ? [item.name, { ...item, name: undefined }]
        : [index, item],
    );
    return random.pick([
      JSON.parse(JSON.stringify(Object.fromEntries(entries))) as Json,
      value.length,
    ]);
  }
  return random.pick([Object.values(value), value.name ?? 'x', true]);
}

type Mutation = (doc: JsonObject, random: Random) => boolean;

/** A mutation that adds one of `keys`, with any value, to an object of the manifest. */
function addKeyFrom(keys: readonly string[]): Mutation {
  return (doc, random) => {
    setKey(
      random.pick(objectsIn(doc)),
      random.pick(keys),
      structuredClone(random.pick(ANY_VALUES)),
    );
    return true;
  };
}

/** Each mutation changes `doc` in place, or returns false when it does not apply to it. */
const MUTATIONS: Record<string, Mutation> = {
  'delete a key': (doc, random) => {
    const object = random.pick(objectsIn(doc).filter((o) => Object.keys(o).length > 0));
    if (!object) return false;
    delete object[random.pick(Object.keys(object))];
    return true;
  },
  'add another key': addKeyFrom(OTHER_KEYS),
  'add a $-key': addKeyFrom(DOLLAR_KEYS),
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
export const MUTATION_NAMES = Object.keys(MUTATIONS);

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
export function generateMutants(corpus: Base[], count: number, seed = 1) {
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
export function corpusBases(): Base[] {
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
