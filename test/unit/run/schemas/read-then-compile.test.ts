/**
 * A schema is read whole before it compiles: its file, its --schema-ref files and every file
 * beside them that its `$ref`s lead to are read by withReferenced, and compiling reads nothing.
 */
import { describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { compileSchemaFile } from '../../../../src/manifest/schema/compile-schema-files.js';
import { readSchemaJson, withReferenced } from '../../../../src/run/schemas/load-schema-file.js';
import { makeTempTree } from '../../../support/temp-dir.js';

/** Reads main.json of the files, then removes them all, then compiles what was read. */
async function readRemoveCompile(files: Record<string, unknown>) {
  const texts = Object.fromEntries(
    Object.entries(files).map(([name, value]) => [name, JSON.stringify(value)]),
  );
  const folder = makeTempTree('read-then-compile', texts);
  const read = readSchemaJson(path.join(folder, 'main.json'), 'main.json', {});
  if (!read.ok) throw new Error(read.message);
  const file = withReferenced(read, 'main.json', {
    registered: [],
    folders: [],
    read: (at, shownAs) => readSchemaJson(at, shownAs, {}),
    refOption: '--schema-ref',
  });
  rmSync(folder, { recursive: true });
  return compileSchemaFile(file);
}

describe('a schema file and the files its $refs name', () => {
  it('are all read before the schema compiles, through $refs of $refs', async () => {
    const compiled = await readRemoveCompile({
      'main.json': { properties: { name: { $ref: 'defs/name.json' } } },
      'defs/name.json': { allOf: [{ $ref: 'text.json' }], pattern: '^[a-z]+$' },
      'defs/text.json': { type: 'string' },
    });
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.schema.errors({ name: 'zlib' })).toEqual([]);
    const keywords = (name: unknown) =>
      compiled.schema.errors({ name }).map((error) => error.keyword);
    expect(keywords(7)).toEqual(['type']);
    expect(keywords('Zlib')).toEqual(['pattern']);
  });

  it('follow a $ref under a pattern that is named like a keyword', async () => {
    const compiled = await readRemoveCompile({
      'main.json': {
        patternProperties: { default: { $ref: 'text.json' }, enum: { $ref: 'text.json' } },
      },
      'text.json': { type: 'string' },
    });
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.schema.errors({ default: 'x', enum: 'y' })).toEqual([]);
    expect(compiled.schema.errors({ default: 7 }).map((error) => error.keyword)).toEqual(['type']);
  });

  it('keep a file that could not be read as why, said when the schema compiles', async () => {
    const compiled = await readRemoveCompile({
      'main.json': { properties: { name: { $ref: 'missing.json' } } },
    });
    expect(compiled).toEqual({
      ok: false,
      message:
        '$ref "missing.json" in main.json: no such file next to the schema, and remote schemas are not fetched; give it with --schema-ref',
    });
  });

  it("need no file for the dialect's own meta-schema", async () => {
    const compiled = await readRemoveCompile({
      'main.json': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        properties: { schema: { $ref: 'https://json-schema.org/draft/2020-12/schema' } },
      },
    });
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.schema.errors({ schema: { type: 'object' } })).toEqual([]);
    expect(compiled.schema.errors({ schema: { type: 7 } })).not.toEqual([]);
  });
});
