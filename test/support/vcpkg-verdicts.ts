/**
 * The recorded vcpkg verdicts (test/fixtures/vcpkg-verdicts): manifests, configurations and single
 * values we wrote, each with the verdict the real vcpkg (vcpkg-tool f9eb9c63, 2026-08) gave it.
 * They are part of the project, so the tests that read them run everywhere;
 * test/hardening/vcpkg-verdicts.test.ts asks the real vcpkg again where ../shared is present.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

export const VERDICTS_DIR = fileURLToPath(new URL('../fixtures/vcpkg-verdicts/', import.meta.url));

/** A manifest or configuration file and vcpkg's verdict on it. */
export interface RecordedCase {
  /** Its case id, unique in all the files. */
  id: string;
  /** A port (`ports/<dir>/vcpkg.json`), a project or a vcpkg-configuration.json. */
  kind: 'port' | 'project' | 'config';
  verdict: 'accepted' | 'rejected';
  /** The file's content. */
  text: string;
  /** For a project: the vcpkg-configuration.json beside it. */
  configuration?: string;
  /** The file's bytes, in hexadecimal, when they are not the UTF-8 of `text` (invalid UTF-8). */
  hex?: string;
  /** vcpkg's first message about it, if any: a record of why. */
  first?: string;
}

/** A value of one kind and vcpkg's verdict on it (its parser's, as the value's field). */
export interface RecordedVector {
  set: VectorSet;
  input: string;
  verdict: 'ok' | 'warning' | 'error';
  /** vcpkg's message, when it gave one. */
  message?: string;
}

export type VectorSet =
  | 'platform-expression'
  | 'license'
  | 'package-name'
  | 'feature-name'
  | 'semver-version'
  | 'date-version'
  | 'relaxed-version';

const read = <T>(name: string) => JSON.parse(readFileSync(`${VERDICTS_DIR}${name}`, 'utf8')) as T;

/** Every port and project case (manifests.json). */
export const recordedManifests = (): RecordedCase[] => read('manifests.json');

/** Every configuration case, and projects with an embedded configuration (configurations.json). */
export const recordedConfigurations = (): RecordedCase[] => read('configurations.json');

/** Every value of vectors.json. */
export const recordedVectors = (): RecordedVector[] => read('vectors.json');

/** A case's file as vcpkg read it: its bytes when recorded, else its text. */
export function caseContent(recorded: RecordedCase): string | Uint8Array {
  return recorded.hex === undefined ? recorded.text : Buffer.from(recorded.hex, 'hex');
}

/**
 * Where each set's value goes in a manifest: the field vcpkg read it as. The overrides have no
 * name, so their manifest is a project's; the others are ports.
 */
export const VECTOR_PLACES: Record<
  VectorSet,
  { kind: 'port' | 'project'; manifest: (input: string) => Record<string, unknown> }
> = {
  'platform-expression': { kind: 'port', manifest: (input) => port({ supports: input }) },
  license: { kind: 'port', manifest: (input) => port({ license: input }) },
  'package-name': { kind: 'port', manifest: (input) => port({ dependencies: [input] }) },
  'feature-name': { kind: 'port', manifest: (input) => port({ 'default-features': [input] }) },
  'semver-version': {
    kind: 'project',
    manifest: (input) => ({ overrides: [{ name: 'a', 'version-semver': input }] }),
  },
  'date-version': {
    kind: 'project',
    manifest: (input) => ({ overrides: [{ name: 'a', 'version-date': input }] }),
  },
  'relaxed-version': { kind: 'port', manifest: (input) => ({ name: 'a', version: input }) },
};

function port(fields: Record<string, unknown>) {
  return { name: 'a', version: '1', ...fields };
}

/**
 * Values vcpkg's parser takes but `vcpkg format-manifest` refuses: it writes `!((!(windows)))`
 * back as `!!windows`, which it cannot read. Recorded `ok` (the parser's verdict), rejected in a
 * file.
 */
export const NOT_WRITTEN_BACK: readonly string[] = ['!((!(windows)))'];

/** Whether vcpkg accepts a manifest holding the vector: not an error, and written back. */
export function vectorAccepted(vector: RecordedVector): boolean {
  return vector.verdict !== 'error' && !NOT_WRITTEN_BACK.includes(vector.input);
}

let byId: Map<string, RecordedCase> | undefined;

/** The recorded case with this id, manifest or configuration. */
export function recordedCase(id: string): RecordedCase | undefined {
  byId ??= new Map(
    [...recordedManifests(), ...recordedConfigurations()].map((recorded) => [
      recorded.id,
      recorded,
    ]),
  );
  return byId.get(id);
}

/**
 * vcpkg's verdict on the recorded case `id`, which must hold `data` (its text, parsed): a test
 * row that names a case stands for it. Throws when no case has that id or it holds other data.
 */
export function recordedVerdict(id: string, data: unknown): 'accepted' | 'rejected' {
  const recorded = recordedCase(id);
  if (!recorded) throw new Error(`no recorded case ${id}`);
  const held: unknown = JSON.parse(recorded.text.replace(/^\uFEFF/, ''));
  if (!isDeepStrictEqual(held, data))
    throw new Error(
      `the recorded case ${id} holds ${JSON.stringify(held)}, not ${JSON.stringify(data)}`,
    );
  return recorded.verdict;
}
