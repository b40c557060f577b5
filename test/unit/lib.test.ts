import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import {
  apiNames,
  checkRequest,
  checkVersionDatabase,
  compileSchema,
  endpoint,
  formatManifest,
  operationRoute,
  routeCatalogue,
  validateManifest,
} from '../../src/lib.js';

describe('the route check, an opt-in beside endpoint', () => {
  it('checks a call before endpoint builds it; endpoint itself builds whatever it is given', () => {
    const route = 'GET /repos/{owner}/{repo}/isues';
    const [problem] = checkRequest(route, { owner: 'o', repo: 'r' });
    expect(problem?.rule === 'unknown-route' && problem.suggestions[0]).toBe(
      'GET /repos/{owner}/{repo}/issues',
    );
    expect(endpoint(route, { owner: 'o', repo: 'r' }).url).toBe(
      'https://api.github.com/repos/o/r/isues',
    );
  });

  it("finds an operation's route, and says which description and APIs it knows", () => {
    const found = operationRoute('issues.create');
    expect('route' in found && found.route).toBe('POST /repos/{owner}/{repo}/issues');
    expect(apiNames()).toContain('ghec');
    expect(routeCatalogue()).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
  });
});

describe('the library entry', () => {
  it('checks bytes or text and never throws', () => {
    const text = '{ "name": "zlib", "version": "1.2.11" }';
    expect(validateManifest(text)).toEqual({ valid: true, problems: [] });
    expect(validateManifest(new TextEncoder().encode(text))).toEqual({ valid: true, problems: [] });
  });

  it('gives typed problems, narrowed by rule', () => {
    const [problem] = validateManifest('{ "version": "1" }').problems;
    expect(problem?.rule === 'required' && problem.missingProperty).toBe('name');
  });

  it('compiles a user schema, or says what is wrong with it', () => {
    const compiled = compileSchema('{"type": "object", "required": ["id"]}', 'mine.json');
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    expect(
      validateManifest('{}', { schema: compiled.schema }).problems.map((p) => p.message),
    ).toEqual(['missing required property "id"']);
    expect(compileSchema('[]', 'mine.json')).toEqual({
      ok: false,
      message: 'mine.json: a JSON Schema must be an object, or from draft-06 on true or false',
    });
  });

  it("says how to give a document a $ref names, in compileSchema's third argument", () => {
    const main = '{ "properties": { "name": { "$ref": "definitions.json#/definitions/id" } } }';
    const definitions = { definitions: { id: { type: 'string', pattern: '^[a-z]+$' } } };
    expect(compileSchema(main, 'manifest.schema.json')).toEqual({
      ok: false,
      message:
        '$ref "definitions.json#/definitions/id" in manifest.schema.json: no such schema, and remote schemas are not fetched; ' +
        `give it in compileSchema's third argument: { registered: [{ uri: "file:///manifest-check/definitions.json", schema, source }] }`,
    });
    // Given as the message says, under the URI it names; or under a base of one's own choosing.
    const asSaid = compileSchema(main, 'manifest.schema.json', {
      registered: [
        {
          uri: 'file:///manifest-check/definitions.json',
          schema: definitions,
          source: 'definitions.json',
        },
      ],
    });
    const withBase = compileSchema(main, 'manifest.schema.json', {
      base: 'https://example.com/schemas/manifest.schema.json',
      registered: [
        {
          uri: 'https://example.com/schemas/definitions.json',
          schema: definitions,
          source: 'definitions.json',
        },
      ],
    });
    for (const compiled of [asSaid, withBase]) {
      expect(compiled.ok).toBe(true);
      if (!compiled.ok) continue;
      const { problems } = validateManifest('{ "name": "Bad" }', { schema: compiled.schema });
      expect(problems.map((problem) => [problem.rule, problem.line, problem.column])).toEqual([
        ['pattern', 1, 11],
      ]);
    }
  });

  it('takes a document under the URI a $ref names it by, whatever its own $id (URI=FILE)', () => {
    const main = '{ "properties": { "name": { "$ref": "https://example.com/d.json#/$defs/id" } } }';
    const compiled = compileSchema(main, 'manifest.schema.json', {
      registered: [
        {
          uri: 'https://example.com/d.json',
          schema: { $id: 'urn:example:d', $defs: { id: { type: 'string', maxLength: 2 } } },
          source: 'd.json',
        },
      ],
    });
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const { problems } = validateManifest('{ "name": "abc" }', { schema: compiled.schema });
    expect(problems.map((problem) => problem.pointer)).toEqual(['/name']);
  });

  it('documents the third argument with the names the command line and the Action give it', () => {
    const source = readFileSync('src/manifest/schema/user-schema.ts', 'utf8');
    const doc = source.slice(0, source.indexOf('export function compileSchema('));
    const param = /@param documents - ([^@]*)/.exec(doc.slice(doc.lastIndexOf('/**')))?.[1] ?? '';
    expect([param.includes('`--schema-ref`'), param.includes('`schema-refs`')]).toEqual([
      true,
      true,
    ]);
    const inputs = (parseYaml(readFileSync('action.yml', 'utf8')) as { inputs: object }).inputs;
    expect(Object.keys(inputs)).toContain('schema-refs');
    expect(readFileSync('src/cli/args.ts', 'utf8')).toContain('  --schema-ref FILE ');
  });

  it("formats a manifest in vcpkg's canonical form: docs/cli.md's example, before and after", () => {
    const page = readFileSync('docs/cli.md', 'utf8');
    const section = page.slice(page.indexOf('## Canonical form'));
    const [, before, after] = [...section.matchAll(/```(?:text|json)\n([^`]*)```/g)].map(
      (match) => match[1] as string,
    );
    expect(before).toContain('    "version": "2.2.4",\n    "name": "zlib-ng"');
    expect(formatManifest(before as string, { kind: 'port' })).toEqual({ ok: true, text: after });
    expect(formatManifest(after as string)).toEqual({ ok: true, text: after });
  });

  it('does not format a manifest vcpkg would reject, and says why', () => {
    const result = formatManifest('{"name": "Bad", "version": "1"}', { kind: 'port' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => [p.rule, p.line, p.column])).toEqual([
      ['vcpkg-value', 1, 10],
    ]);
  });
});

describe('the version database, over plain data', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const TREE = 'a'.repeat(40);
  const input = {
    ports: [
      {
        name: 'zlib',
        manifest: {
          path: 'ports/zlib/vcpkg.json',
          bytes: bytes('{\n  "name": "zlib",\n  "version": "1.3"\n}\n'),
        },
      },
    ],
    versionsFiles: [],
    baseline: undefined,
    treeIds: new Map([['zlib', TREE]]),
  };

  it('reports a port missing from the database, and gives what --fix writes', () => {
    const { problems, fixes } = checkVersionDatabase(input);
    expect(problems.get('ports/zlib/vcpkg.json')?.map((problem) => problem.rule)).toEqual([
      'versions-missing',
    ]);
    expect(fixes.map((write) => write.path)).toEqual([
      'versions/z-/zlib.json',
      'versions/baseline.json',
    ]);
    expect(fixes[0]?.text).toBe(
      `{\n  "versions": [\n    {\n      "git-tree": "${TREE}",\n      "version": "1.3",\n      "port-version": 0\n    }\n  ]\n}\n`,
    );
  });

  it('with a base, reports a published entry rewritten', () => {
    const { fixes } = checkVersionDatabase(input);
    const fixed = {
      ...input,
      versionsFiles: [{ path: 'versions/z-/zlib.json', bytes: bytes(fixes[0]?.text ?? '') }],
      baseline: { path: 'versions/baseline.json', bytes: bytes(fixes[1]?.text ?? '') },
    };
    const published = fixes[0]?.text.replace(TREE, 'b'.repeat(40)) ?? '';
    const base = {
      ref: 'main',
      ports: ['zlib'],
      versionsFiles: [{ path: 'versions/z-/zlib.json', bytes: bytes(published) }],
      baseline: fixed.baseline,
    };
    const { problems } = checkVersionDatabase(fixed, base);
    expect(problems.get('versions/z-/zlib.json')?.map((problem) => problem.rule)).toEqual([
      'versions-published-entry',
    ]);
  });
});
