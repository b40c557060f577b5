/**
 * vcpkg's own checks (platform expressions, SPDX licenses, feature names) under a user's schema:
 * they run when the schema is a vcpkg manifest schema (its `$id` or `title` says so) or when
 * `--vcpkg-checks` (the Action's `vcpkg-checks: true`) asks, as warnings, or errors in `--strict`.
 * They walk today's shapes: `features` as a map keyed by name, `{name, platform}` feature items,
 * `host` dependencies, `license: null`.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readValidateSettings } from '../../../../src/action/validate-settings.js';
import { USAGE } from '../../../../src/cli/args.js';
import { loadSchemaFile } from '../../../support/schema-file.js';
import {
  withVcpkgChecks,
  type ManifestSchema,
} from '../../../../src/manifest/schema/manifest-schema.js';
import { compileSchema } from '../../../../src/manifest/schema/user-schema.js';
import { validateManifest } from '../../../../src/manifest/validate.js';
import { CORPUS_DIR, listCorpus } from '../../../support/corpus.js';
import { cli } from '../../../support/run-cli.js';
import { makeTempDir } from '../../../support/temp-dir.js';

const VCPKG_ID =
  'https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg.schema.json';

/** A small schema of today's vcpkg shape: draft-07, features as a map, `license` may be null. */
const TODAYS_SHAPE = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    name: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    version: { type: 'string' },
    license: { type: ['string', 'null'] },
    supports: { type: 'string' },
    dependencies: { type: 'array' },
    'default-features': { type: 'array' },
    features: { type: 'object' },
  },
};

function compiled(extra: object): ManifestSchema {
  const result = compileSchema(JSON.stringify({ ...TODAYS_SHAPE, ...extra }), 'vcpkg.schema.json');
  if (!result.ok) throw new Error(result.message);
  return result.schema;
}

const vcpkgSchema = compiled({ $id: VCPKG_ID });
const otherSchema = compiled({ $id: 'https://example.org/schemas/my-manifest.json' });

/** `rule severity pointer` of each problem, in document order. */
function found(manifest: object, schema: ManifestSchema, strict = false): string[] {
  const text = JSON.stringify(manifest, null, 2);
  return validateManifest(text, { schema, strict }).problems.map(
    (problem) => `${problem.rule} ${problem.severity} ${problem.pointer}`,
  );
}

const BROKEN = {
  name: 'demo',
  version: '1.0',
  license: 'MIT OR',
  supports: 'windows &',
};

describe('a vcpkg manifest schema is known by its $id or title', () => {
  it('runs the platform-expression and SPDX checks as warnings', () => {
    expect(found(BROKEN, vcpkgSchema)).toEqual([
      'spdx warning /license',
      'platform-expression warning /supports',
    ]);
  });

  it('makes them errors with --strict', () => {
    expect(found(BROKEN, vcpkgSchema, true)).toEqual([
      'spdx error /license',
      'platform-expression error /supports',
    ]);
  });

  it.each([
    ['the $id of vcpkg-tool today', { $id: VCPKG_ID }],
    [
      'the $id of vcpkg in 2020',
      { $id: 'https://raw.githubusercontent.com/microsoft/vcpkg/master/scripts/vcpkg.schema.json' },
    ],
    ['a title naming a vcpkg manifest', { title: 'vcpkg manifest (vcpkg.json)' }],
  ])('%s', (_name, extra) => {
    expect(compiled(extra).vcpkgChecks).toBe(true);
  });

  it.each([
    ['an $id elsewhere', { $id: 'https://example.org/schemas/my-manifest.json' }],
    [
      'an $id that only contains the name',
      { $id: 'https://example.org/not-vcpkg.schema.json.bak' },
    ],
    ['a title about something else', { title: 'vcpkg-configuration.json' }],
    ['no $id or title', {}],
  ])('but not by %s', (_name, extra) => {
    expect(compiled(extra).vcpkgChecks).toBe(false);
  });

  it('any other schema runs only the duplicate-key scan', () => {
    expect(found(BROKEN, otherSchema)).toEqual([]);
    const text = '{ "name": "demo", "name": "demo" }';
    expect(validateManifest(text, { schema: otherSchema }).problems.map((p) => p.rule)).toEqual([
      'duplicate-key',
    ]);
  });

  it('withVcpkgChecks (--vcpkg-checks) runs them under any schema', () => {
    expect(found(BROKEN, withVcpkgChecks(otherSchema))).toEqual([
      'spdx warning /license',
      'platform-expression warning /supports',
    ]);
  });
});

describe("today's vcpkg grammar and shapes", () => {
  it('accepts not, and and , in platform expressions, and license null', () => {
    const manifest = {
      name: 'demo',
      version: '1.0',
      license: null,
      supports: 'not uwp and (windows | linux), osx',
      dependencies: [{ name: 'zlib', host: true, platform: '!windows & x64' }],
    };
    expect(found(manifest, vcpkgSchema, true)).toEqual([]);
  });

  it('reads `or` as vcpkg-tool does: a reserved word, not an operator', () => {
    const text = '{ "name": "demo", "version": "1.0", "supports": "windows or linux" }';
    expect(validateManifest(text, { schema: vcpkgSchema }).problems).toEqual([
      expect.objectContaining({
        rule: 'platform-expression',
        severity: 'warning',
        message: `"windows or linux" is not a platform expression: 'or' is not an operator; use '|'`,
      }),
    ]);
  });

  it('walks features keyed by name: their supports, license and dependencies', () => {
    const manifest = {
      name: 'demo',
      version: '1.0',
      features: {
        tools: {
          description: 'tools',
          supports: 'windows |',
          license: 'GPL-2.0+ AND',
          dependencies: [{ name: 'zlib', host: true, platform: '&' }],
        },
      },
    };
    expect(found(manifest, vcpkgSchema)).toEqual([
      'platform-expression warning /features/tools/supports',
      'spdx warning /features/tools/license',
      'platform-expression warning /features/tools/dependencies/0/platform',
    ]);
  });

  it('checks the platform of {name, platform} items in default-features and dependency features', () => {
    const manifest = {
      name: 'demo',
      version: '1.0',
      'default-features': ['fast', { name: 'tools', platform: 'windows &' }],
      dependencies: [{ name: 'curl', features: ['ssl', { name: 'http2', platform: '(' }] }],
    };
    expect(found(manifest, vcpkgSchema)).toEqual([
      'platform-expression warning /default-features/1/platform',
      'platform-expression warning /dependencies/0/features/1/platform',
    ]);
  });

  it('reports a feature name that vcpkg-tool rejects, at its key', () => {
    const text = JSON.stringify(
      {
        name: 'demo',
        version: '1.0',
        features: {
          Foo_Bar: { description: 'x' },
          core: { description: 'y' },
          ok: { description: 'z' },
        },
      },
      null,
      2,
    );
    expect(validateManifest(text, { schema: vcpkgSchema })).toEqual({
      valid: true,
      problems: [
        {
          rule: 'feature-name',
          severity: 'warning',
          message:
            'feature name "Foo_Bar" is not an identifier: vcpkg reads a feature name as lowercase letters and digits in dash-separated groups (^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$)',
          pointer: '/features/Foo_Bar',
          line: 5,
          column: 5,
          endLine: 5,
          endColumn: 14,
        },
        {
          rule: 'feature-name',
          severity: 'warning',
          message:
            'feature name "core" is reserved: vcpkg rejects a feature named core, default, con, prn, aux, nul, comN or lptN',
          pointer: '/features/core',
          line: 8,
          column: 5,
          endLine: 8,
          endColumn: 11,
        },
      ],
    });
  });

  it('does not give the unanchored-identifier warning, which is about the 2020 pattern', () => {
    const manifest = {
      name: 'demo',
      version: '1.0',
      dependencies: [{ name: 'zlib', features: ['Foo_Bar'] }],
      features: [{ name: 'Foo_Bar', description: 'x' }],
    };
    expect(found(manifest, withVcpkgChecks(compiled({ properties: {} })))).toEqual([]);
  });

  it('never throws on values of other types where the checks look', () => {
    const odd = [null, 1, 'x', [1, null], { a: null }, true];
    for (const value of odd) {
      const manifest = {
        supports: value,
        license: value,
        dependencies: [value, { features: value, platform: value }],
        'default-features': [value],
        features: { x: value, y: { dependencies: value, supports: value } },
        overrides: [value],
      };
      expect(() => found(manifest, withVcpkgChecks(compiled({ properties: {} })))).not.toThrow();
    }
  });
});

describe('--vcpkg-checks and the vcpkg-checks input', () => {
  const root = makeTempDir('vcpkg-checks');
  const schemaFile = path.join(root, 'mine.schema.json');
  writeFileSync(
    schemaFile,
    JSON.stringify({ ...TODAYS_SHAPE, $id: 'https://example.org/mine.json' }),
  );
  const manifest = path.join(root, 'vcpkg.json');
  writeFileSync(
    manifest,
    '{\n  "name": "demo",\n  "version": "1.0",\n  "supports": "windows &"\n}\n',
  );

  it('is in the usage', () => {
    expect(USAGE).toMatch(/\n {2}--vcpkg-checks +with --schema, also check/);
  });

  it("runs vcpkg's checks under a schema that does not say it is vcpkg's", async () => {
    expect((await cli(['--schema', schemaFile, manifest])).stdout).toBe(
      '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n',
    );
    const run = await cli(['--schema', schemaFile, '--vcpkg-checks', '--strict', manifest]);
    expect(run).toEqual({
      status: 1,
      stdout:
        `${manifest}:4:25: error: "windows &" is not a platform expression: expected a platform name after '&', found the end of the expression [platform-expression]\n` +
        '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings\n',
      stderr: '',
    });
  });

  it('is read by the Action as true or false, false by default', () => {
    const read = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';
    expect(readValidateSettings(read({})).vcpkgChecks).toBe(false);
    expect(readValidateSettings(read({ 'vcpkg-checks': 'true' })).vcpkgChecks).toBe(true);
    expect(() => readValidateSettings(read({ 'vcpkg-checks': 'yes' }))).toThrow(
      `input 'vcpkg-checks': expected true or false, got "yes"`,
    );
  });
});

const TODAYS_SCHEMA = path.join(CORPUS_DIR, '../schemas/vcpkg-tool-2026-08/vcpkg.schema.json');
const haveBoth = existsSync(CORPUS_DIR) && existsSync(TODAYS_SCHEMA);
const describeToday = haveBoth ? describe : describe.skip;

describeToday(
  haveBoth
    ? "today's ports under today's vcpkg-tool schema"
    : "today's ports under today's vcpkg-tool schema (skipped: no ../shared/corpus or ../shared/schemas)",
  () => {
    it("is known as vcpkg's, and its checks add no problem to the 2,867 ports, even with --strict", async () => {
      const loaded = await loadSchemaFile(TODAYS_SCHEMA);
      if (!loaded.ok) throw new Error(loaded.message);
      expect(loaded.schema.vcpkgChecks).toBe(true);
      const without = { ...loaded.schema, vcpkgChecks: false };
      const ports = listCorpus().filter((port) => port.set === 'vcpkg-ports-2026-08');
      expect(ports).toHaveLength(2867);
      const added: string[] = [];
      for (const port of ports) {
        const bytes = readFileSync(port.file);
        for (const strict of [false, true]) {
          const rules = (schema: ManifestSchema) =>
            validateManifest(bytes, { schema, strict }).problems.map(
              (p) => `${p.rule} ${p.pointer}`,
            );
          const schemaOnly = rules(without);
          const extra = rules(loaded.schema).filter((problem) => !schemaOnly.includes(problem));
          added.push(...extra.map((problem) => `${port.path} ${problem}`));
        }
      }
      expect(added).toEqual([]);
    }, 120_000);
  },
);
