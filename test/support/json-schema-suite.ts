/**
 * The official JSON Schema Test Suite (vendored in test/fixtures/json-schema-test-suite/), run
 * two ways: through what a user runs — the case's schema written to a file given as `--schema`,
 * the suite's remote schemas it names given as `--schema-ref URL=FILE`, each test's data checked by
 * the loaded schema — and through plain ajv 8, the baseline. A case passes when the verdict is
 * the suite's `valid`; a schema that is refused loses all its cases. Plain ajv's verdicts are
 * recorded in test/fixtures/json-schema-suite-ajv.json with the versions that gave them
 * (`RECORD_AJV_VERDICTS=1` records them again), so a run compares with the record.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv, Options } from 'ajv';
import AjvDraft07Module from 'ajv';
import Ajv2019Module from 'ajv/dist/2019.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import AjvDraft04Module from 'ajv-draft-04';
import formatsModule from 'ajv-formats';
import { schemaRefArgument } from '../../src/run/schemas/load-schema-file.js';
import { loadSchemas } from '../../src/run/schemas/load-schemas.js';
import { makeTempDir } from './temp-dir.js';

const AjvDraft04 = AjvDraft04Module.default;
const AjvDraft07 = AjvDraft07Module.default;
const Ajv2019 = Ajv2019Module.default;
const Ajv2020 = Ajv2020Module.default;
const addFormats = formatsModule.default;

/** The suite's folder. */
export const SUITE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/json-schema-test-suite',
);

/** Plain ajv's verdicts on the suite, as recorded. */
export const AJV_VERDICTS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/json-schema-suite-ajv.json',
);

/** The packages plain ajv is made of, whose versions its verdicts depend on. */
const AJV_PACKAGES = ['ajv', 'ajv-draft-04', 'ajv-formats'] as const;

/** The drafts run, as the suite's folders name them. */
export const SUITE_DRAFTS = ['draft4', 'draft6', 'draft7', 'draft2019-09', 'draft2020-12'] as const;
export type SuiteDraft = (typeof SUITE_DRAFTS)[number];

/** The `$schema` a draft's schemas name; the suite's draft-04 to -07 schemas name none. */
const META_SCHEMAS: Record<SuiteDraft, string> = {
  draft4: 'http://json-schema.org/draft-04/schema#',
  draft6: 'http://json-schema.org/draft-06/schema#',
  draft7: 'http://json-schema.org/draft-07/schema#',
  'draft2019-09': 'https://json-schema.org/draft/2019-09/schema',
  'draft2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/** Where the suite serves its `remotes/` folder from. */
const REMOTES_URL = 'http://localhost:1234/';

/** One schema of the suite and its tests. */
export interface SuiteGroup {
  /** `ref.json`. */
  file: string;
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

/** The required tests of a draft (its `optional/` folder is not vendored). */
export function suiteGroups(draft: SuiteDraft): SuiteGroup[] {
  const folder = path.join(SUITE, 'tests', draft);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      (JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Omit<SuiteGroup, 'file'>[]).map(
        (group) => ({ ...group, file }),
      ),
    );
}

/** A case's name as docs/checks.md lists it: `ref.json › $ref to boolean schema true › any value is valid`. */
export function caseName(group: SuiteGroup, test: SuiteGroup['tests'][number]): string {
  return `${group.file} › ${group.description} › ${test.description}`;
}

/**
 * The schema as a user of `draft` writes it: one naming no `$schema` names the draft's. (A
 * boolean schema cannot, and is the same in every draft that has it.)
 */
function asWritten(schema: unknown, draft: SuiteDraft): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  if ('$schema' in schema) return schema;
  return { $schema: META_SCHEMAS[draft], ...schema };
}

/** A remote schema: the URI the suite serves it at, and its value. */
interface Remote {
  url: string;
  /** Its path below remotes/. */
  file: string;
  schema: unknown;
}

/** The remotes a draft's tests may name: the draft's own folder and the drafts' common ones. */
function suiteRemotes(draft: SuiteDraft): Remote[] {
  const root = path.join(SUITE, 'remotes');
  const remotes: Remote[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        const otherDraft = folder === '' && /^draft/.test(entry.name) && entry.name !== draft;
        if (!otherDraft) walk(file);
      } else if (entry.name.endsWith('.json')) {
        const schema = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
        remotes.push({ url: `${REMOTES_URL}${file}`, file, schema });
      }
    }
  };
  walk('');
  return remotes;
}

/** What each case's verdict was, by case. */
export interface DraftRun {
  draft: SuiteDraft;
  /** For each group, for each test: whether the verdict was the suite's. */
  passed: boolean[][];
  /** For each group: why its schema was refused, if it was. */
  refused: (string | undefined)[];
}

/** An ajv of `draft` as plain ajv 8 has it, with ajv-formats as manifest-check adds them. */
function plainAjv(draft: SuiteDraft): Ajv {
  const options: Options = { strict: false };
  const ajv =
    draft === 'draft4'
      ? new AjvDraft04(options)
      : draft === 'draft2019-09'
        ? new Ajv2019(options)
        : draft === 'draft2020-12'
          ? new Ajv2020(options)
          : new AjvDraft07(options);
  if (draft === 'draft6') ajv.addMetaSchema(draft06MetaSchema);
  addFormats(ajv);
  return ajv;
}

/**
 * The suite through plain ajv 8: the remotes added under the URL they are served at. A schema
 * that names no URI or anchor is compiled by one ajv shared by the draft's others like it (a new
 * ajv compiles its meta-schema again, most of the time this takes); the rest each by a new one.
 */
export function runPlainAjv(draft: SuiteDraft, groups: SuiteGroup[]): DraftRun {
  const remotes = suiteRemotes(draft);
  const withRemotes = (): Ajv => {
    const ajv = plainAjv(draft);
    for (const remote of remotes) ajv.addSchema(remote.schema as object, remote.url);
    return ajv;
  };
  const shared = withRemotes();
  const passed: boolean[][] = [];
  const refused: (string | undefined)[] = [];
  for (const group of groups) {
    try {
      const names = /"(\$id|id|\$anchor|\$dynamicAnchor|\$recursiveAnchor)"/.test(
        JSON.stringify(group.schema),
      );
      const ajv = names ? withRemotes() : shared;
      const validate = ajv.compile(asWritten(group.schema, draft) as object);
      passed.push(group.tests.map((test) => validate(test.data) === test.valid));
      refused.push(undefined);
    } catch (error) {
      passed.push(group.tests.map(() => false));
      refused.push((error as Error).message);
    }
  }
  return { draft, passed, refused };
}

/**
 * The suite through `--schema` and `--schema-ref`. The remotes are written below a folder as the
 * suite serves them, each given as `--schema-ref URL=FILE`, the URL it is served at, as plain ajv
 * has it. A case's schema is given the remotes whose file names it (or a remote it is given)
 * names.
 */
export async function runManifestCheck(draft: SuiteDraft, groups: SuiteGroup[]): Promise<DraftRun> {
  const folder = makeTempDir(`suite-${draft}`);
  const remotes = suiteRemotes(draft).map((remote) => {
    const file = path.join(folder, 'remotes', remote.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(remote.schema));
    return { ...remote, path: file, text: JSON.stringify(remote.schema) };
  });
  const passed: boolean[][] = [];
  const refused: (string | undefined)[] = [];
  for (const [index, group] of groups.entries()) {
    const text = JSON.stringify(asWritten(group.schema, draft));
    const schemaFile = path.join(folder, `case-${index}.json`);
    writeFileSync(schemaFile, text);
    const given = new Set<(typeof remotes)[number]>();
    const named = (within: string): void => {
      for (const remote of remotes)
        if (!given.has(remote) && within.includes(`${path.posix.basename(remote.file)}`)) {
          given.add(remote);
          named(remote.text);
        }
    };
    named(text);
    let verdicts: boolean[];
    try {
      const { schema } = await loadSchemas({
        schema: { path: schemaFile, shownAs: schemaFile, named: 'the --schema file' },
        refs: [...given].map((remote) => schemaRefArgument(`${remote.url}=${remote.path}`)),
        manifestSchemas: [],
        vcpkgChecks: false,
        fromManifest: false,
        reading: {
          refOption: '--schema-ref',
          manifestOption: '--manifest-schema',
          fromManifestOption: '--schema-from-manifest',
        },
      });
      if (schema === undefined) throw new Error('no schema was loaded');
      verdicts = group.tests.map((test) => {
        try {
          return (schema.errors(test.data).length === 0) === test.valid;
        } catch {
          return false;
        }
      });
      refused.push(undefined);
    } catch (error) {
      verdicts = group.tests.map(() => false);
      refused.push((error as Error).message);
    }
    passed.push(verdicts);
  }
  return { draft, passed, refused };
}

/** The versions of plain ajv's packages in node_modules. */
export function installedAjvVersions(): Record<string, string> {
  const modules = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules');
  return Object.fromEntries(
    AJV_PACKAGES.map((name) => {
      const manifest = readFileSync(path.join(modules, name, 'package.json'), 'utf8');
      return [name, (JSON.parse(manifest) as { version: string }).version];
    }),
  );
}

/** The record of plain ajv's verdicts: one string of `1` (passed) and `0` per group. */
export interface AjvVerdicts {
  about: string;
  versions: Record<string, string>;
  drafts: Partial<Record<SuiteDraft, { group: string; passed: string }[]>>;
}

/** The record as written to its file: one line for each group. */
export function ajvVerdictsText(verdicts: AjvVerdicts): string {
  const drafts = Object.entries(verdicts.drafts).map(
    ([draft, groups]) =>
      `  ${JSON.stringify(draft)}: [\n${groups.map((group) => `    ${JSON.stringify(group)}`).join(',\n')}\n  ]`,
  );
  return (
    [
      '{',
      `"about": ${JSON.stringify(verdicts.about)},`,
      `"versions": ${JSON.stringify(verdicts.versions)},`,
      `"drafts": {\n${drafts.join(',\n')}\n}`,
      '}',
    ].join('\n') + '\n'
  );
}

/** Reads the record of plain ajv's verdicts. */
export function readAjvVerdicts(): AjvVerdicts {
  return JSON.parse(readFileSync(AJV_VERDICTS, 'utf8')) as AjvVerdicts;
}

/** A group's name in the record: `ref.json › $ref to boolean schema true`. */
function groupName(group: SuiteGroup): string {
  return `${group.file} › ${group.description}`;
}

/** A draft's run as the record holds it. */
export function recordedRun(
  draft: SuiteGroup[],
  run: DraftRun,
): { group: string; passed: string }[] {
  return draft.map((group, index) => ({
    group: groupName(group),
    passed: (run.passed[index] ?? []).map((passed) => (passed ? '1' : '0')).join(''),
  }));
}

/**
 * Plain ajv's run of `draft` from the record. A record of other groups or other tests than the
 * vendored suite's is an error that says to record again.
 */
export function recordedAjvRun(
  verdicts: AjvVerdicts,
  draft: SuiteDraft,
  groups: SuiteGroup[],
): DraftRun {
  const recorded = verdicts.drafts[draft] ?? [];
  const fits =
    recorded.length === groups.length &&
    groups.every(
      (group, index) =>
        recorded[index]?.group === groupName(group) &&
        recorded[index]?.passed.length === group.tests.length,
    );
  if (!fits)
    throw new Error(
      `${AJV_VERDICTS} does not hold ${draft}'s cases as the suite has them: record it again with RECORD_AJV_VERDICTS=1`,
    );
  return {
    draft,
    passed: recorded.map((entry) => [...entry.passed].map((bit) => bit === '1')),
    refused: recorded.map(() => undefined),
  };
}

/** How many cases passed. */
export function passedCount(run: DraftRun): number {
  return run.passed.flat().filter(Boolean).length;
}

/** The cases plain ajv passes and manifest-check does not, by name, and why when refused. */
export function lostCases(
  groups: SuiteGroup[],
  ours: DraftRun,
  ajv: DraftRun,
): { name: string; refused?: string }[] {
  return groups.flatMap((group, index) =>
    group.tests.flatMap((test, at) =>
      ajv.passed[index]?.[at] === true && ours.passed[index]?.[at] !== true
        ? [{ name: caseName(group, test), refused: ours.refused[index] }]
        : [],
    ),
  );
}

/** The cases neither passes: ajv's own gaps, which manifest-check shares. */
export function sharedGaps(groups: SuiteGroup[], ours: DraftRun, ajv: DraftRun): string[] {
  return groups.flatMap((group, index) =>
    group.tests.flatMap((test, at) =>
      ajv.passed[index]?.[at] !== true && ours.passed[index]?.[at] !== true
        ? [caseName(group, test)]
        : [],
    ),
  );
}
