import type { Problem } from '../manifest/problems/problem.js';
import { checkManifest, type ManifestRules } from '../manifest/check-manifest.js';
import { isJsonObject } from '../manifest/json/is-json-object.js';
import { draftOf } from '../manifest/problems/draft.js';
import type { Database, PortState } from './database.js';
import { RegistryProblems } from './file-drafts.js';
import { readDatabaseFiles, type DatabaseIndex } from './read-database.js';
import { checkPort, checkPortEntry } from './port-checks.js';
import { checkTrees } from './deep-checks.js';
import { manifestVersionOf } from './manifest-version.js';
import { portWords, FIX_COMMAND } from './words.js';

/** A file of the registry: its path relative to the registry's root (POSIX), its bytes. */
export interface RegistryFile {
  path: string;
  bytes: Uint8Array;
}
export interface RegistryPort {
  /** The folder's name under ports/. */
  name: string;
  /** ports/<name>/vcpkg.json; undefined when the folder has none. */
  manifest: RegistryFile | undefined;
}
export interface RegistryInput {
  /** Every folder directly in ports/, sorted by name (code unit order). */
  ports: readonly RegistryPort[];
  /** Every `*.json` file below versions/ except versions/baseline.json, sorted by path. */
  versionsFiles: readonly RegistryFile[];
  /** versions/baseline.json; undefined when there is none. */
  baseline: RegistryFile | undefined;
  /** Each port's git tree id (ports/<name>/ as git would commit the working tree); undefined when not a git registry's check (no git repository: the run reports that itself). */
  treeIds: ReadonlyMap<string, string> | undefined;
  /** Only with --deep: for each git-tree id an entry names, the manifest (`vcpkg.json`, else the legacy `CONTROL`) the tree holds; an id absent from the map is a tree the repository does not have. */
  trees?: ReadonlyMap<string, { file: 'vcpkg.json' | 'CONTROL'; bytes: Uint8Array } | null>;
  /** The current profile's manifest rules (the run loads them; pass them to checkManifest). */
  manifestRules: ManifestRules;
  /** The versions folder, relative to the root (POSIX): `versions`, the default. */
  versionsDir?: string;
  /** The ports folder, relative to the root (POSIX): `ports`, the default. */
  portsDir?: string;
}
export interface RegistryCheck {
  /** Placed problems by file path (relative to the root), each list in the file's order; only files with problems. */
  problems: ReadonlyMap<string, Problem[]>;
  /** What was read (for the fixer, and for --deep's list of trees). */
  database: Database;
  /** Each port with a readable valid manifest: name, manifest path, its version, its tree id. */
  ports: PortState[];
}

/** Reads the database alone (the run uses it to list the git-tree ids --deep must read). */
export function readDatabase(input: RegistryInput): Database {
  return readAll(input, new RegistryProblems()).database;
}

function readAll(
  input: RegistryInput,
  problems: RegistryProblems,
): { database: Database; index: DatabaseIndex } {
  return readDatabaseFiles(
    input.versionsFiles,
    input.baseline,
    input.versionsDir ?? 'versions',
    problems,
  );
}

/**
 * Checks a registry's state, without history: its versions files and baseline, each port's
 * manifest as a port, each port against the database, and with `trees` each entry's git tree.
 * Pure: the files, tree ids and trees come in as data; every problem is placed on its file.
 */
export function checkRegistry(input: RegistryInput): RegistryCheck {
  const steps = checkRegistryInSteps(input);
  for (let step = steps.next(); ;) {
    if (step.done) return step.value;
    step = steps.next(step.value === 'tree-ids' ? input.treeIds : undefined);
  }
}

/**
 * What a check in steps has done when it stops: checked one port's manifest, or reached the point
 * where it needs the tree ids, which the caller gives to `next()`.
 */
export type RegistryCheckStep = 'manifest-checked' | 'tree-ids';

/**
 * {@link checkRegistry} in steps, for a caller with work of its own in flight (git computing the
 * tree ids): it stops after each port's manifest is checked, the bulk of the work, and then asks
 * for the tree ids (`input.treeIds` is not read), so they are needed only at the end. The same
 * check, problem for problem.
 */
export function* checkRegistryInSteps(
  input: RegistryInput,
): Generator<RegistryCheckStep, RegistryCheck, ReadonlyMap<string, string> | undefined> {
  const problems = new RegistryProblems();
  const { database, index } = readAll(input, problems);
  const versionsDir = input.versionsDir ?? 'versions';
  const portsDir = input.portsDir ?? 'ports';
  const baselinePath = input.baseline?.path ?? `${versionsDir}/baseline.json`;
  const loaded: LoadedPort[] = [];
  for (const port of input.ports) {
    const state = loadPort(port, input, portsDir, problems);
    if (state !== undefined) loaded.push(state);
    yield 'manifest-checked';
  }
  const treeIds = yield 'tree-ids';
  const ports: PortState[] = [];
  const context = { database, index, problems, versionsDir, baselinePath };
  for (const { port, data, misnamed } of loaded) {
    port.gitTree = treeIds?.get(port.name);
    // A port named otherwise than its folder is not loaded (nor fixed), but vcpkg's checker
    // still holds its folder's tree to the entry of its version: so do we.
    if (misnamed) {
      checkPortEntry(port, context);
      continue;
    }
    ports.push(port);
    checkPort(port, data, context);
  }
  if (input.baseline === undefined && input.ports.length > 0) {
    const message = `${baselinePath} does not exist: vcpkg reads the version each port resolves to from it; run '${FIX_COMMAND}' to write it`;
    problems.know(baselinePath, { text: '' });
    problems.add(
      baselinePath,
      draftOf('versions-baseline', {
        message,
        pointer: '',
        anchor: { kind: 'text', offset: 0, length: 0 },
      }),
    );
  }
  staleBaselineEntries(input, database, problems);
  if (input.trees !== undefined) checkTrees(database, input.trees, input.manifestRules, problems);
  return { problems: problems.placedAll(), database, ports };
}

/** A port whose manifest loads: its state (the tree id still to come), its data, its name's match. */
interface LoadedPort {
  port: PortState;
  data: Record<string, unknown>;
  misnamed: boolean;
}

/**
 * A port's manifest checked as a port under the current profile; its state when it loads, without
 * its tree id.
 */
function loadPort(
  port: RegistryPort,
  input: RegistryInput,
  portsDir: string,
  problems: RegistryProblems,
): LoadedPort | undefined {
  const { manifest, name } = port;
  if (manifest === undefined) {
    const folder = `${portsDir}/${name}`;
    const message = `${portWords(name)} port manifest missing (no vcpkg.json or CONTROL file): every folder of ${portsDir}/ is a port; add its vcpkg.json (vcpkg format-manifest --convert-control converts a CONTROL file; manifest-check reads only vcpkg.json), or remove the folder`;
    problems.know(folder, { text: '' });
    problems.add(
      folder,
      draftOf('versions-port-manifest', {
        message,
        pointer: '',
        anchor: { kind: 'text', offset: 0, length: 0 },
      }),
    );
    return undefined;
  }
  const { data: parsed, rules } = keepingData(input.manifestRules);
  const result = checkManifest(manifest.bytes, { profile: 'current', kind: 'port' }, rules);
  problems.know(manifest.path, { bytes: manifest.bytes });
  if (result.problems.length > 0) problems.addPlaced(manifest.path, result.problems);
  const data = parsed.value;
  if (!result.valid || !isJsonObject(data)) return undefined;
  const version = manifestVersionOf(data);
  if (version === undefined) return undefined;
  if (data.name !== name) {
    const message = `the port name declared in the metadata file did not match the directory. Expected the port to be named ${portWords(name)}, but the file declares ${portWords(String(data.name))}. Make "name" the folder's name, or rename the folder`;
    problems.add(
      manifest.path,
      draftOf('versions-port-name', { message, pointer: '/name', anchor: { kind: 'value' } }),
    );
  }
  const state = { name, manifestPath: manifest.path, version, gitTree: undefined };
  return { port: state, data, misnamed: data.name !== name };
}

/**
 * The current profile's rules, keeping the data they are given: the manifest as the check parsed
 * it, so a valid one is not decoded and parsed a second time. The rules do not change it.
 */
function keepingData(manifestRules: ManifestRules): {
  data: { value: unknown };
  rules: ManifestRules;
} {
  const data: { value: unknown } = { value: undefined };
  const { current } = manifestRules;
  if (current === undefined) return { data, rules: manifestRules };
  const rules: ManifestRules = {
    current: (text, value, options) => {
      data.value = value;
      return current(text, value, options);
    },
  };
  return { data, rules };
}

/** Baseline entries of ports that are not in ports/ (vcpkg's checker misses them). */
function staleBaselineEntries(
  input: RegistryInput,
  database: Database,
  problems: RegistryProblems,
): void {
  const { baseline } = database;
  if (baseline === undefined) return;
  const names = new Set(input.ports.map((port) => port.name));
  for (const [port, entry] of baseline.entries) {
    if (names.has(port)) continue;
    const message = `${portWords(port)} is assigned a version in the baseline, but there is no port ${portWords(port)} in ${input.portsDir ?? 'ports'}/: a baseline entry of a deleted port resolves to nothing (vcpkg's checker misses it); remove the entry, or restore the port`;
    problems.add(
      baseline.path,
      draftOf('versions-stale-baseline', {
        message,
        pointer: entry.pointer,
        anchor: { kind: 'key' },
      }),
    );
  }
}
