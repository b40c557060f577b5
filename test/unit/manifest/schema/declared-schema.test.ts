import type { DeclaredSchemas } from '../../../../src/manifest/schema/declared-schema.js';
import type { ManifestSchema } from '../../../../src/manifest/schema/manifest-schema.js';
import { compileSchema } from '../../../../src/manifest/schema/user-schema.js';
import { validateManifest } from '../../../../src/manifest/validate.js';

const MINE = 'https://example.com/mine.schema.json';
/** A `$ref` library: it checks nothing at its top level. */
const LIBRARY = 'https://example.com/definitions.schema.json';

function schema(text: string): ManifestSchema {
  const compiled = compileSchema(text, 'mine.json');
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.schema;
}

const declared: DeclaredSchemas = {
  byUri: new Map([[MINE, schema('{"type": "object", "required": ["id"]}')]]),
  fallbackName: 'the built-in schema',
  refOption: '--schema-ref',
  refsOnly: new Set([LIBRARY]),
  manifestOption: '--manifest-schema',
};

const problems = (text: string) =>
  validateManifest(text, { declared }).problems.map((problem) => [
    `${problem.line}:${problem.column}`,
    problem.severity,
    problem.rule,
  ]);

describe('validateManifest with declared schemas: a manifest\'s "$schema" picks its schema', () => {
  it('checks against the schema its "$schema" names, a fragment ignored', () => {
    expect(problems(`{"$schema": "${MINE}#"}`)).toEqual([['1:1', 'error', 'required']]);
  });

  it('checks against the fallback, the built-in schema here, when it names none', () => {
    expect(problems('{"name": "x"}')).toEqual([['1:1', 'error', 'version-one-of']]);
  });

  it('warns at the "$schema" value that names a schema not registered, and uses the fallback', () => {
    const text =
      '{\n  "$schema": "https://example.com/other.json",\n  "name": "x",\n  "version": "1"\n}';
    const result = validateManifest(text, { declared });
    expect(result.valid).toBe(true);
    expect(result.problems).toEqual([
      {
        rule: 'unregistered-schema',
        uri: 'https://example.com/other.json',
        severity: 'warning',
        message:
          '"$schema" names "https://example.com/other.json", which is not a schema given with --manifest-schema (remote schemas are not fetched); checked against the built-in schema instead',
        pointer: '/$schema',
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 46,
      },
    ]);
  });

  it('a $ref library cannot be picked: a warning, and the fallback checks the manifest', () => {
    const text = `{"$schema": "${LIBRARY}#", "name": "x"}`;
    const result = validateManifest(text, { declared });
    expect(result.valid).toBe(false);
    expect(result.problems.map((problem) => [problem.rule, problem.message])).toEqual([
      ['version-one-of', expect.any(String)],
      [
        'unregistered-schema',
        `"$schema" names "${LIBRARY}#", which --schema-ref registers for $refs only, not as a manifest schema (give it with --manifest-schema to let manifests pick it); checked against the built-in schema instead`,
      ],
    ]);
  });

  it('takes the last of two "$schema" keys, as JSON.parse does', () => {
    const text = `{"$schema": "https://example.com/other.json", "$schema": "${MINE}"}`;
    expect(problems(text)).toEqual([
      ['1:1', 'error', 'required'],
      ['1:47', 'warning', 'duplicate-key'],
    ]);
  });
});
