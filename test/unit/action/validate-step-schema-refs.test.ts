import { describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readValidateSettings } from '../../../src/action/validate-settings.js';
import { validateStep, type ValidateOutcome } from '../../../src/action/validate-step.js';
import { VCPKG_TOOL_SCHEMA_URL } from '../../../src/manifest/vcpkg/later-forms.js';
import { CORPUS_DIR } from '../../support/corpus.js';
import { cli } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

/** The ports python-jsonschema (Draft7Validator, format checking) finds invalid: URLs with a trailing space. */
const INVALID_PORTS = [
  'kf5archive/vcpkg.json',
  'kf5auth/vcpkg.json',
  'kf5config/vcpkg.json',
  'kf5kio/vcpkg.json',
];

const FIXTURES = 'test/fixtures/schemas';
const SHAPE = `${FIXTURES}/vcpkg-shape`;
const SCHEMA = `${SHAPE}/manifest.schema.json`;
const MANIFESTS = `${FIXTURES}/manifests`;
const MANIFEST_ID = 'https://example.com/manifest-check/docs/manifest.schema.json';

function directory(): string {
  return makeTempDir('schema-refs');
}

/** A copy of the fixture schemas in a new directory, to change one file of. */
function schemaCopy(): string {
  const dir = directory();
  const schemas = path.join(dir, 'schemas');
  mkdirSync(schemas);
  for (const name of ['manifest', 'definitions', 'configuration'])
    copyFileSync(`${SHAPE}/${name}.schema.json`, path.join(schemas, `${name}.schema.json`));
  return dir;
}

/** The fixture's main schema with one `$ref` replaced. */
function withRef(dir: string, ref: string): string {
  const file = path.join(dir, 'schemas', 'manifest.schema.json');
  const text = readFileSync(file, 'utf8').replace(
    'definitions.schema.json#/definitions/identifier',
    ref,
  );
  writeFileSync(file, text);
  return file;
}

/** The JSON report's files with the rule and message of each problem. */
function reported(outcome: ValidateOutcome): { file: string; problems: string[] }[] {
  const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
    files: { file: string; problems: { rule: string; message: string }[] }[];
  };
  return report.files.map(({ file, problems }) => ({
    file,
    // The message up to any detail, whose wording is messages/schema-error.ts's to test.
    problems: problems.map(({ rule, message }) => `[${rule}] ${message.replace(/ \(.*$/, '')}`),
  }));
}

/**
 * Each line of text output as `file:line:column severity [rule]`: the wording of schema messages
 * is messages/schema-error.ts's to test; which file, place and rule is this file's.
 */
function places(stdout: string): string[] {
  return stdout
    .split('\n')
    .map((line) => line.replace(/: (error|warning): .*( \[[a-z-]+\])$/, ' $1$2'));
}

describe('a schema split over files (absolute $id, sibling $refs)', () => {
  it('loads the siblings next to the schema and checks against all of them', async () => {
    const run = await cli(['--schema', SCHEMA, `${MANIFESTS}/good.json`, `${MANIFESTS}/bad.json`]);
    expect({ ...run, stdout: places(run.stdout) }).toEqual({
      status: 1,
      stdout: [
        // The name's pattern is in definitions.schema.json; `kind` is asked by configuration.schema.json.
        `${MANIFESTS}/bad.json:2:11 error [pattern]`,
        `${MANIFESTS}/bad.json:3:42 error [required]`,
        '2 files checked: 1 valid, 1 invalid; 2 errors, 0 warnings',
        '',
      ],
      stderr: '',
    });
  });

  it('follows a $ref under a property named like a data keyword (default, enum)', async () => {
    const dir = directory();
    const id = 'https://example.com/s/';
    writeFileSync(
      path.join(dir, 'main.json'),
      JSON.stringify({
        $id: `${id}main.json`,
        properties: { default: { $ref: 'defs.json' }, enum: { $ref: 'defs.json' } },
      }),
    );
    writeFileSync(
      path.join(dir, 'defs.json'),
      JSON.stringify({ $id: `${id}defs.json`, type: 'string' }),
    );
    writeFileSync(path.join(dir, 'm.json'), '{"default": 1, "enum": "x"}');
    const run = await cli(['--schema', path.join(dir, 'main.json'), path.join(dir, 'm.json')]);
    expect([run.status, places(run.stdout)[0], run.stderr]).toEqual([
      1,
      `${path.join(dir, 'm.json')}:1:13 error [type]`,
      '',
    ]);
  });

  it('a $ref to a name too long for the file system is a usage error, not a crash', async () => {
    const dir = directory();
    const long = `${'a'.repeat(300)}.json`;
    const schema = { $id: 'https://e.com/x/s.json', properties: { name: { $ref: long } } };
    writeFileSync(path.join(dir, 's.json'), JSON.stringify(schema));
    writeFileSync(path.join(dir, 'm.json'), '{"name": "x"}');
    const run = await cli(['--schema', path.join(dir, 's.json'), path.join(dir, 'm.json')]);
    expect([run.status, run.stderr]).toEqual([
      2,
      expect.stringContaining(': the name is too long\n'),
    ]);
  });

  it('names a missing sibling as such, says nothing is fetched, and says how to give it', async () => {
    const schema = `${FIXTURES}/missing-sibling/manifest.schema.json`;
    expect(await cli(['--schema', schema, `${MANIFESTS}/good.json`])).toEqual({
      status: 2,
      stdout: '',
      stderr:
        `manifest-check: $ref "absent.schema.json#/definitions/identifier" in ${schema}: no such file next to the schema, and remote schemas are not fetched; give it with --schema-ref\n` +
        "Run 'manifest-check --help' for usage.\n",
    });
  });

  it('--schema-ref registers a schema file kept elsewhere by its $id', async () => {
    const dir = directory();
    writeFileSync(
      path.join(dir, 'absent.json'),
      JSON.stringify({
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: 'https://example.com/manifest-check/docs/absent.schema.json',
        definitions: { identifier: { type: 'string', maxLength: 3 } },
      }),
    );
    const schema = `${FIXTURES}/missing-sibling/manifest.schema.json`;
    const run = await cli([
      '--schema',
      schema,
      '--schema-ref',
      path.join(dir, 'absent.json'),
      `${MANIFESTS}/good.json`,
    ]);
    expect(places(run.stdout)).toEqual([
      // The registered file's maxLength of 3 is what fails "good-port".
      `${MANIFESTS}/good.json:2:11 error [schema]`,
      '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings',
      '',
    ]);
  });

  it('a --schema-ref file without an absolute $id is a usage error that says so', async () => {
    const dir = directory();
    writeFileSync(path.join(dir, 'nameless.json'), '{"type": "object"}');
    const run = await cli(['--schema', SCHEMA, '--schema-ref', path.join(dir, 'nameless.json')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `manifest-check: the schema ${path.join(dir, 'nameless.json')} given with --schema-ref has no absolute "$id" to be registered by; give the URI it answers to as URI=FILE\n` +
        "Run 'manifest-check --help' for usage.\n",
    );
  });

  describe('--schema-ref URI=FILE registers a file by the URI it answers to as well', () => {
    const missing = `${FIXTURES}/missing-sibling/manifest.schema.json`;
    const ABSENT = 'https://example.com/manifest-check/docs/absent.schema.json';
    /** A file that names itself by `$id` (none when undefined), with a maxLength "good-port" fails. */
    const served = (dir: string, name: string, id: string | undefined) => {
      const file = path.join(dir, name);
      const definitions = { identifier: { type: 'string', maxLength: 3 } };
      writeFileSync(
        file,
        JSON.stringify({ ...(id === undefined ? {} : { $id: id }), definitions }),
      );
      return file;
    };
    /** The registered file's maxLength of 3 is what fails "good-port". */
    const checkedByIt = [
      `${MANIFESTS}/good.json:2:11 error [schema]`,
      '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings',
      '',
    ];

    it('a file whose $id is another URI (a URN), as the $ref names it', async () => {
      const file = served(directory(), 'defs.json', 'urn:example:definitions');
      const byId = await cli(['--schema', missing, '--schema-ref', file, `${MANIFESTS}/good.json`]);
      expect(byId.status).toBe(2);
      const run = await cli([
        '--schema',
        missing,
        '--schema-ref',
        `${ABSENT}=${file}`,
        `${MANIFESTS}/good.json`,
      ]);
      expect(places(run.stdout)).toEqual(checkedByIt);
    });

    it('a file that names no $id', async () => {
      const file = served(directory(), 'nameless.json', undefined);
      const run = await cli([
        '--schema',
        missing,
        '--schema-ref',
        `${ABSENT}=${file}`,
        `${MANIFESTS}/good.json`,
      ]);
      expect(places(run.stdout)).toEqual(checkedByIt);
    });

    it('a path with "=" in it is a path: no URI comes before it', async () => {
      const file = served(directory(), 'a=b.json', ABSENT);
      const run = await cli(['--schema', missing, '--schema-ref', file, `${MANIFESTS}/good.json`]);
      expect(places(run.stdout)).toEqual(checkedByIt);
    });

    it('a URI with no file after it is a usage error', async () => {
      const run = await cli([
        '--schema',
        missing,
        '--schema-ref',
        'urn:x=',
        `${MANIFESTS}/good.json`,
      ]);
      expect(run).toMatchObject({ status: 2, stdout: '' });
      expect(run.stderr).toMatch(/^manifest-check: --schema-ref needs a file name /);
    });

    it('the Action: a schema-refs line URI=FILE, the file inside the workspace', async () => {
      const workspace = directory();
      mkdirSync(path.join(workspace, 'schemas'));
      copyFileSync(missing, path.join(workspace, 'schemas', 'manifest.schema.json'));
      served(workspace, 'defs.json', 'urn:example:definitions');
      copyFileSync(`${MANIFESTS}/good.json`, path.join(workspace, 'vcpkg.json'));
      const settings = readValidateSettings(
        inputs({
          schema: 'schemas/manifest.schema.json',
          'schema-refs': `\n${ABSENT}=defs.json\n`,
          'fail-on': 'never',
        }),
      );
      const outcome = await validateStep(settings, {
        workspace,
        runnerTemp: directory(),
        toolVersion: '0.0.0',
      });
      expect(reported(outcome)).toEqual([
        { file: 'vcpkg.json', problems: [expect.stringMatching(/^\[schema\] /)] },
      ]);
      expect(() => readValidateSettings(inputs({ 'schema-refs': 'urn:x=' }))).toThrow(
        `input 'schema-refs': expected a file after the URI, got "urn:x="`,
      );
    });
  });

  it('a $ref to a path that is not in the schema folder tree is not read', async () => {
    const dir = schemaCopy();
    writeFileSync(path.join(dir, 'outside.json'), '{"definitions": {"identifier": {}}}');
    const schema = withRef(dir, '../outside.json#/definitions/identifier');
    const run = await cli(['--schema', schema, `${MANIFESTS}/good.json`]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `$ref "../outside.json#/definitions/identifier" in ${schema}: no such file next to the schema, and remote schemas are not fetched; give it with --schema-ref`,
    );
  });

  it('only .json files next to the schema are read', async () => {
    const dir = schemaCopy();
    writeFileSync(path.join(dir, 'schemas', 'identifier.txt'), '{}');
    const schema = withRef(dir, 'identifier.txt');
    const run = await cli(['--schema', schema, `${MANIFESTS}/good.json`]);
    expect(run.stderr).toContain(
      `$ref "identifier.txt" in ${schema}: only .json files next to the schema are read; give it with --schema-ref`,
    );
  });

  it('a sibling that is a symbolic link out of the schema folder is not read', async () => {
    const dir = schemaCopy();
    const secret = path.join(dir, 'secret.json');
    writeFileSync(secret, '{"definitions": {"identifier": {}}}');
    symlinkSync(secret, path.join(dir, 'schemas', 'leak.json'));
    const schema = withRef(dir, 'leak.json#/definitions/identifier');
    const run = await cli(['--schema', schema, `${MANIFESTS}/good.json`]);
    expect(run.stderr).toContain(
      `$ref "leak.json#/definitions/identifier" in ${schema}: the schema ${path.join(dir, 'schemas', 'leak.json')} leads outside the schema's folder (to ${secret}); it was not read`,
    );
  });

  it('an unresolvable reference names its real cause, not an invalid schema', async () => {
    const dir = schemaCopy();
    const schema = withRef(dir, 'definitions.schema.json#/definitions/nope');
    const run = await cli(['--schema', schema, `${MANIFESTS}/good.json`]);
    expect(run.stderr).toBe(
      `manifest-check: $ref "definitions.schema.json#/definitions/nope" in ${schema}: nothing is at #/definitions/nope in ${path.join(dir, 'schemas', 'definitions.schema.json')}\n` +
        "Run 'manifest-check --help' for usage.\n",
    );
    expect(run.stderr).not.toContain('not a valid');
  });

  it('the Action names a missing sibling and says to give it with its schema-refs input', async () => {
    const workspace = directory();
    mkdirSync(path.join(workspace, 'schemas'));
    copyFileSync(
      `${FIXTURES}/missing-sibling/manifest.schema.json`,
      path.join(workspace, 'schemas', 'manifest.schema.json'),
    );
    const settings = readValidateSettings(inputs({ schema: 'schemas/manifest.schema.json' }));
    await expect(
      validateStep(settings, { workspace, runnerTemp: directory(), toolVersion: '0.0.0' }),
    ).rejects.toThrow(
      `input 'schema': $ref "absent.schema.json#/definitions/identifier" in schemas/manifest.schema.json: no such file next to the schema, and remote schemas are not fetched; give it with schema-refs`,
    );
  });

  it('the Action reads siblings only inside the workspace and names the schema-refs input', async () => {
    const workspace = schemaCopy();
    const outside = directory();
    writeFileSync(path.join(outside, 'ref.json'), `{"$id": "${MANIFEST_ID}x"}`);
    const settings = readValidateSettings(
      inputs({
        schema: 'schemas/manifest.schema.json',
        'schema-refs': path.join(outside, 'ref.json'),
      }),
    );
    await expect(
      validateStep(settings, { workspace, runnerTemp: directory(), toolVersion: '0.0.0' }),
    ).rejects.toThrow(
      `input 'schema-refs': the schema ${path.join(outside, 'ref.json')} leads outside the workspace`,
    );
  });
});

describe('the recipe for today’s vcpkg in docs/checks.md, on fixtures in the same shape', () => {
  it('CLI: manifest-check --schema vcpkg.schema.json (siblings beside it) PATH', async () => {
    const run = await cli(['validate', '--schema', SCHEMA, `${MANIFESTS}/good.json`]);
    expect(run).toEqual({
      status: 0,
      stdout: '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it('Action: with: schema: …/vcpkg.schema.json', async () => {
    const workspace = schemaCopy();
    mkdirSync(path.join(workspace, 'ports', 'bad'), { recursive: true });
    copyFileSync(`${MANIFESTS}/bad.json`, path.join(workspace, 'ports/bad/vcpkg.json'));
    copyFileSync(`${MANIFESTS}/good.json`, path.join(workspace, 'vcpkg.json'));
    const settings = readValidateSettings(inputs({ schema: 'schemas/manifest.schema.json' }));
    const outcome = await validateStep(settings, {
      workspace,
      runnerTemp: directory(),
      toolVersion: '0.0.0',
    });
    expect(reported(outcome)).toEqual([
      {
        file: 'ports/bad/vcpkg.json',
        problems: [
          '[pattern] "Bad_Port" does not match the pattern',
          '[required] missing required property "kind"',
        ],
      },
      { file: 'vcpkg.json', problems: [] },
    ]);
  });
});

describe('--schema-from-manifest: a manifest\'s "$schema" picks its schema', () => {
  it('a URL given with --manifest-schema picks that schema; an unknown one is a warning', async () => {
    const run = await cli([
      '--schema-from-manifest',
      '--manifest-schema',
      SCHEMA,
      '--schema-ref',
      `${SHAPE}/definitions.schema.json`,
      '--schema-ref',
      `${SHAPE}/configuration.schema.json`,
      `${MANIFESTS}/declared.json`,
      `${MANIFESTS}/unknown.json`,
    ]);
    expect(run.status).toBe(1);
    expect(places(run.stdout)).toEqual([
      // The registered schema's identifier pattern.
      `${MANIFESTS}/declared.json:3:11 error [pattern]`,
      // The built-in schema: the spec asks for a version.
      `${MANIFESTS}/unknown.json:1:1 error [version-one-of]`,
      `${MANIFESTS}/unknown.json:2:14 warning [unregistered-schema]`,
      '2 files checked: 0 valid, 2 invalid; 2 errors, 1 warning',
      '',
    ]);
    expect(run.stdout).toContain(
      `${MANIFESTS}/unknown.json:2:14: warning: "$schema" names "https://example.com/elsewhere/vcpkg.schema.json", which is not a schema given with --manifest-schema (remote schemas are not fetched); checked against the built-in schema instead [unregistered-schema]\n`,
    );
  });

  it('says the --schema file is used for an unknown URL, and the --schema $id counts as registered', async () => {
    const run = await cli([
      '--schema-from-manifest',
      '--schema',
      SCHEMA,
      `${MANIFESTS}/declared.json`,
      `${MANIFESTS}/unknown.json`,
    ]);
    expect(places(run.stdout)).toEqual([
      `${MANIFESTS}/declared.json:3:11 error [pattern]`,
      `${MANIFESTS}/unknown.json:2:14 warning [unregistered-schema]`,
      '2 files checked: 1 valid, 1 invalid; 1 error, 1 warning',
      '',
    ]);
    expect(run.stdout).toContain(
      `warning: "$schema" names "https://example.com/elsewhere/vcpkg.schema.json", which is not a schema given with --manifest-schema (remote schemas are not fetched); checked against the --schema file ${SCHEMA} instead [unregistered-schema]\n`,
    );
  });

  it('the Action takes schema-from-manifest, manifest-schemas and schema-refs (one path per line)', async () => {
    const workspace = schemaCopy();
    mkdirSync(path.join(workspace, 'ports', 'declared'), { recursive: true });
    copyFileSync(`${MANIFESTS}/declared.json`, path.join(workspace, 'ports/declared/vcpkg.json'));
    const settings = readValidateSettings(
      inputs({
        'schema-from-manifest': 'true',
        'manifest-schemas': 'schemas/manifest.schema.json\n',
        'schema-refs': 'schemas/definitions.schema.json\nschemas/configuration.schema.json\n',
      }),
    );
    const outcome = await validateStep(settings, {
      workspace,
      runnerTemp: directory(),
      toolVersion: '0.0.0',
    });
    expect(reported(outcome)).toEqual([
      {
        file: 'ports/declared/vcpkg.json',
        problems: ['[pattern] "Declared_Port" does not match the pattern'],
      },
    ]);
  });
});

describe('a manifest cannot pick a $ref library as its schema', () => {
  // A hostile pull request names a file registered only to serve $refs, which checks nothing at
  // its top level: its invalid manifest once passed without a word.
  const LIBRARY_ID = 'https://example.com/manifest-check/docs/definitions.schema.json';
  const hostile = `{\n  "$schema": "${LIBRARY_ID}",\n  "name": "Bad_Port",\n  "bogus": 1\n}\n`;

  it('CLI: a warning names the library, and the --schema file checks the manifest', async () => {
    const dir = directory();
    writeFileSync(path.join(dir, 'vcpkg.json'), hostile);
    const run = await cli([
      '--schema-from-manifest',
      '--schema',
      SCHEMA,
      '--schema-ref',
      `${SHAPE}/definitions.schema.json`,
      path.join(dir, 'vcpkg.json'),
    ]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `2:14: warning: "$schema" names "https://example.com/manifest-check/docs/definitions.sche…, which --schema-ref registers for $refs only, not as a manifest schema (give it with --manifest-schema to let manifests pick it); checked against the --schema file ${SCHEMA} instead [unregistered-schema]`,
    );
    expect(run.stdout).toContain('3:11: error: "Bad_Port" does not match the pattern');
  });

  it('Action: schema-refs only, no schema: the built-in schema checks the manifest', async () => {
    const workspace = schemaCopy();
    writeFileSync(path.join(workspace, 'vcpkg.json'), hostile);
    const settings = readValidateSettings(
      inputs({
        'schema-from-manifest': 'true',
        'schema-refs': 'schemas/definitions.schema.json\n',
      }),
    );
    const outcome = await validateStep(settings, {
      workspace,
      runnerTemp: directory(),
      toolVersion: '0.0.0',
    });
    expect(outcome.summary.errors).toBeGreaterThan(0);
    const rules = outcome.reports.flatMap((report) => report.problems.map(({ rule }) => rule));
    expect(rules).toEqual(
      expect.arrayContaining(['unregistered-schema', 'additional-property', 'version-one-of']),
    );
  });

  // A hostile pull request names vcpkg-tool's published URL, which once picked the built-in
  // current profile over the workflow's own schema: a manifest the policy refuses passed.
  const policy = JSON.stringify({ type: 'object', required: ['license'] });
  const toolUrl = `{\n  "$schema": "${VCPKG_TOOL_SCHEMA_URL}",\n  "name": "a"\n}\n`;

  it("Action: with schema given, vcpkg-tool's URL is one more unregistered schema", async () => {
    const workspace = directory();
    writeFileSync(path.join(workspace, 'policy.json'), policy);
    writeFileSync(path.join(workspace, 'vcpkg.json'), toolUrl);
    const settings = readValidateSettings(
      inputs({ schema: 'policy.json', 'schema-from-manifest': 'true' }),
    );
    const outcome = await validateStep(settings, {
      workspace,
      runnerTemp: directory(),
      toolVersion: '0.0.0',
    });
    expect(reported(outcome)).toEqual([
      {
        file: 'vcpkg.json',
        problems: [
          '[required] missing required property "license"',
          `[unregistered-schema] "$schema" names "${VCPKG_TOOL_SCHEMA_URL.slice(0, 56)}…, which is not a schema given with manifest-schemas`,
        ],
      },
    ]);
  });

  it("CLI: with a --manifest-schema given, vcpkg-tool's URL picks the built-in schema, not current", async () => {
    const dir = directory();
    writeFileSync(path.join(dir, 'vcpkg.json'), toolUrl);
    const run = await cli([
      '--schema-from-manifest',
      '--manifest-schema',
      SCHEMA,
      '--schema-ref',
      `${SHAPE}/definitions.schema.json`,
      '--schema-ref',
      `${SHAPE}/configuration.schema.json`,
      path.join(dir, 'vcpkg.json'),
    ]);
    expect(places(run.stdout)).toEqual([
      // The spec asks a version, which today's vcpkg does not ask of a project.
      `${path.join(dir, 'vcpkg.json')}:1:1 error [version-one-of]`,
      `${path.join(dir, 'vcpkg.json')}:2:14 warning [unregistered-schema]`,
      '1 file checked: 0 valid, 1 invalid; 1 error, 1 warning',
      '',
    ]);
  });

  it('--manifest-schema without --schema-from-manifest is a usage error', async () => {
    const run = await cli(['--manifest-schema', SCHEMA, MANIFESTS]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `manifest-check: --manifest-schema names the schemas a manifest's "$schema" may pick, so it needs --schema-from-manifest\n`,
    );
  });
});

/** An input reader over a map of inputs, as the runner gives them (trimmed). */
function inputs(values: Record<string, string>) {
  return (name: string) => (values[name] ?? '').trim();
}

describe('today’s vcpkg-tool schema on today’s ports', () => {
  const schemas = path.join(CORPUS_DIR, '../schemas/vcpkg-tool-2026-08');
  const ports = path.join(CORPUS_DIR, 'vcpkg-ports-2026-08');
  const present = existsSync(schemas) && existsSync(ports);
  const title = present
    ? 'loads the three files and finds the 4 ports python-jsonschema finds invalid'
    : 'skipped: no ../shared/corpus or no ../shared/schemas';
  (present ? it : it.skip)(
    title,
    async () => {
      const run = await cli([
        '--schema',
        path.join(schemas, 'vcpkg.schema.json'),
        '--quiet',
        '--format',
        'json',
        ports,
      ]);
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout) as {
        files: { file: string; valid: boolean; problems: { rule: string; message: string }[] }[];
        summary: { files: number };
      };
      const invalid = report.files.filter((file) => !file.valid);
      expect(report.files).toHaveLength(2867);
      expect(invalid.map((file) => path.relative(ports, file.file))).toEqual(INVALID_PORTS);
      // Each for a `homepage` or `documentation` that is no URI: it ends with a space.
      expect(
        new Set(invalid.flatMap((file) => file.problems.map((problem) => problem.rule))),
      ).toEqual(new Set(['format']));
      expect(run.status).toBe(1);
    },
    120_000,
  );
});
