/**
 * A user's schema in any draft, as the JSON Schema Test Suite has them
 * (test/hardening/json-schema-suite.test.ts runs the whole suite): boolean schemas, the drafts'
 * own meta-schemas by `$ref` with no file, draft-04's `id`, a file whose `$id` is not where it
 * was found, and a `$ref` to a registered `$id` that is no `.json` file name. Nothing is fetched.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadSchemaFile } from '../../../support/schema-file.js';
import { makeTempTree } from '../../../support/temp-dir.js';

const DRAFT_04 = 'http://json-schema.org/draft-04/schema#';

/** Loads `main.json` of the files, with `refs` given as --schema-ref; its verdicts or message. */
async function load(
  files: Record<string, unknown>,
  refs: string[] = [],
): Promise<{ message: string } | ((data: unknown) => boolean)> {
  const texts = Object.fromEntries(
    Object.entries(files).map(([name, value]) => [name, JSON.stringify(value)]),
  );
  const folder = makeTempTree('schema-drafts', texts);
  const loaded = await loadSchemaFile(path.join(folder, 'main.json'), {
    shownAs: 'main.json',
    refs: refs.map((name) => ({ path: path.join(folder, name), shownAs: name })),
  });
  if (!loaded.ok) return { message: loaded.message };
  return (data) => loaded.schema.errors(data).length === 0;
}

/** The verdicts of `data`, each in turn; the message when the schema is refused. */
async function verdicts(
  files: Record<string, unknown>,
  data: unknown[],
  refs: string[] = [],
): Promise<boolean[] | string> {
  const loaded = await load(files, refs);
  return typeof loaded === 'function' ? data.map(loaded) : loaded.message;
}

describe('boolean schemas, from draft-06 on', () => {
  it('takes true and false as the whole schema', async () => {
    expect(await verdicts({ 'main.json': true }, [1, 'a', {}])).toEqual([true, true, true]);
    expect(await verdicts({ 'main.json': false }, [1, 'a', {}])).toEqual([false, false, false]);
  });

  it('takes a boolean schema file a $ref names', async () => {
    const files = {
      'main.json': {
        $id: 'https://example.com/s/main.json',
        properties: { a: { $ref: 'no.json' } },
      },
      'no.json': false,
    };
    expect(await verdicts(files, [{}, { a: 1 }])).toEqual([true, false]);
  });

  it('refuses any other value, saying what a schema may be', async () => {
    expect(await verdicts({ 'main.json': 12 }, [])).toBe(
      'main.json: a JSON Schema must be an object, or from draft-06 on true or false',
    );
  });
});

describe("the drafts' own meta-schemas", () => {
  const require = createRequire(import.meta.url);
  const draft07 = JSON.parse(
    readFileSync(require.resolve('ajv/dist/refs/json-schema-draft-07.json'), 'utf8'),
  ) as unknown;

  it.each([
    ['draft-04', DRAFT_04],
    ['draft-06', 'http://json-schema.org/draft-06/schema#'],
    ['draft-07', 'http://json-schema.org/draft-07/schema#'],
    ['2019-09', 'https://json-schema.org/draft/2019-09/schema'],
    ['2020-12', 'https://json-schema.org/draft/2020-12/schema'],
  ])('knows %s by its $ref, with no file', async (_draft, uri) => {
    const files = { 'main.json': { $schema: uri, properties: { schema: { $ref: uri } } } };
    const valid = { schema: { type: 'string' } };
    const invalid = { schema: { type: 12 } };
    expect(await verdicts(files, [valid, invalid])).toEqual([true, false]);
  });

  it('takes the meta-schema given with --schema-ref, as the one it knows', async () => {
    const files = {
      'main.json': { properties: { schema: { $ref: 'http://json-schema.org/draft-07/schema#' } } },
      'draft-07.json': draft07,
    };
    const data = [{ schema: { minLength: 1 } }, { schema: { minLength: -1 } }];
    expect(await verdicts(files, data, ['draft-07.json'])).toEqual([true, false]);
  });
});

describe("draft-04's id", () => {
  it('registers a --schema-ref file by its id', async () => {
    const files = {
      'main.json': { $schema: DRAFT_04, $ref: 'http://example.com/lib/int.json' },
      'int.json': { id: 'http://example.com/lib/int.json', type: 'integer' },
    };
    expect(await verdicts(files, [1, 'a'], ['int.json'])).toEqual([true, false]);
  });

  it('resolves a $ref against the ids of the schemas around it', async () => {
    const files = {
      'main.json': {
        $schema: DRAFT_04,
        id: 'http://example.com/a.json',
        definitions: { x: { id: 'http://example.com/b/c.json', type: 'number' } },
        allOf: [{ $ref: 'http://example.com/b/c.json' }],
      },
    };
    expect(await verdicts(files, [1, 'a'])).toEqual([true, false]);
  });

  it('finds a registered id that is no .json file name', async () => {
    const files = {
      'main.json': { $schema: DRAFT_04, $ref: 'http://example.com/tree' },
      'tree.json': { id: 'http://example.com/tree', type: 'array' },
    };
    expect(await verdicts(files, [[], {}], ['tree.json'])).toEqual([true, false]);
  });
});

describe('a file whose $id is not where it was found', () => {
  it('answers to both the place and its $id', async () => {
    const files = {
      'main.json': {
        $id: 'https://example.com/s/main.json',
        properties: { a: { $ref: 'moved.json' } },
      },
      'moved.json': {
        $id: 'https://example.com/s/real.json',
        definitions: { s: { type: 'string' } },
        $ref: '#/definitions/s',
      },
    };
    expect(await verdicts(files, [{ a: 'x' }, { a: 1 }])).toEqual([true, false]);
  });

  it('also when it is given with --schema-ref by that $id', async () => {
    const files = {
      'main.json': { $ref: 'https://example.com/s/moved.json' },
      'moved.json': { $id: 'https://example.com/s/real.json', type: 'string' },
    };
    expect(await verdicts(files, ['x', 1], ['moved.json'])).toEqual([true, false]);
  });
});

describe('a schema that names no $schema', () => {
  it('is read as draft-07, and refused with a keyword draft-07 would ignore', async () => {
    const files = {
      'main.json': {
        properties: { prefixItems: { type: 'array', prefixItems: [{ type: 'string' }] } },
      },
    };
    expect(await verdicts(files, [])).toBe(
      'main.json: /properties/prefixItems/prefixItems: "prefixItems" is a keyword of 2020-12 and later, but the schema names no "$schema", so it is read as draft-07, where "prefixItems" checks nothing; name its draft with "$schema", such as "https://json-schema.org/draft/2020-12/schema"',
    );
  });

  it('checks that keyword once it names the draft', async () => {
    const files = {
      'main.json': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        prefixItems: [{ type: 'string' }],
      },
    };
    expect(await verdicts(files, [['a'], [1]])).toEqual([true, false]);
  });

  it('says the draft was assumed when the schema is not valid in it', async () => {
    expect(await verdicts({ 'main.json': { exclusiveMinimum: true } }, [])).toBe(
      'main.json: not a valid draft-07 JSON Schema (assumed: it names no "$schema"): schema is invalid: data/exclusiveMinimum must be number',
    );
  });
});

describe('what is still not fetched', () => {
  it("another draft's meta-schema, which that draft's schemas alone know", async () => {
    const files = {
      'main.json': {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $ref: 'http://json-schema.org/draft-04/schema#',
      },
    };
    expect(await verdicts(files, [])).toBe(
      '$ref "http://json-schema.org/draft-04/schema#" in main.json: no such file next to the schema, and remote schemas are not fetched; give it with --schema-ref',
    );
  });
});
