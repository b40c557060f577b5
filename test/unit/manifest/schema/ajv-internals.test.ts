/**
 * What the work bound relies on in ajv beyond its public API (src/manifest/schema/ajv-internals.ts).
 * An ajv release that changes any of it fails here, before the bound silently stops counting.
 */
import { describe, expect, it } from '@jest/globals';
import AjvModule, { _, Name } from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  checkDataTypes,
  DataType,
  getSchemaTypes,
  keywordError,
  resolveRef,
  strConcat,
} from '../../../../src/manifest/schema/ajv-internals.js';
import { compileSchema } from '../../../../src/manifest/schema/user-schema.js';
import { SchemaWorkExceeded } from '../../../../src/manifest/schema/work/bound.js';

const Ajv = AjvModule.default;
const require = createRequire(import.meta.url);
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('ajv, as the work bound uses it', () => {
  it('is pinned to the minor version the bound was written against, and that one is installed', () => {
    const range = packageJson.dependencies.ajv as string;
    expect(range).toMatch(/^~8\.\d+\.\d+$/);
    const installed = (require('ajv/package.json') as { version: string }).version;
    expect(installed.split('.').slice(0, 2)).toEqual(range.slice(1).split('.').slice(0, 2));
  });

  it('is reached beyond its public API only through ajv-internals.ts', () => {
    const deep = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('generated'))
      .filter((file) =>
        /from 'ajv\/dist\/(compile|types)\//.test(readFileSync(path.join('src', file), 'utf8')),
      )
      .map((file) => file.split(path.sep).join('/'));
    expect(deep).toEqual(['manifest/schema/ajv-internals.ts']);
  });

  it('has the code generator helpers: strConcat joins code, checkDataTypes tests types', () => {
    const joined = strConcat(new Name('instancePath'), _`${'/name'}`);
    expect(joined.toString()).toBe('instancePath+"/name"');
    expect(checkDataTypes(['string'], new Name('data'), undefined, DataType.Wrong).toString()).toBe(
      'typeof data !== "string"',
    );
    expect(_`${new Name('a')}.b`.toString()).toBe('a.b');
  });

  it('reads a schema type as a list, and has a default keyword error', () => {
    expect(getSchemaTypes({ type: ['string', 'null'] })).toEqual(['string', 'null']);
    expect(getSchemaTypes({ type: 'integer' })).toEqual(['integer']);
    expect(getSchemaTypes({})).toEqual([]);
    expect(keywordError).toEqual(expect.objectContaining({ message: expect.any(Function) }));
  });

  it('keeps its rules in RULES, each with its keyword and a code definition to wrap', () => {
    const ajv = new Ajv();
    const rules = [...ajv.RULES.rules, ajv.RULES.post].flatMap((group) => group.rules);
    const keywords = rules.map((rule) => rule.keyword);
    expect(keywords).toEqual(expect.arrayContaining(['type', 'properties', 'anyOf', '$ref']));
    for (const rule of rules) expect(typeof rule.definition).toBe('object');
    const properties = rules.find((rule) => rule.keyword === 'properties');
    expect(properties?.definition).toHaveProperty('code', expect.any(Function));
  });

  it('resolves a $ref to false as false', () => {
    const ajv = new Ajv();
    let resolved: unknown;
    ajv.addKeyword({
      keyword: 'resolvesTo',
      code(cxt) {
        const { it } = cxt;
        resolved = resolveRef.call(it.self, it.schemaEnv.root, it.baseId, cxt.schema as string);
      },
    });
    ajv.compile({ definitions: { never: false }, resolvesTo: '#/definitions/never' });
    expect(resolved).toBe(false);
  });

  it('still lets a compiled user schema count its work, and stop past the bound', () => {
    const compiled = compileSchema(
      '{ "type": "object", "properties": { "name": { "type": "string", "pattern": "^[a-z]+$" } } }',
      'tiny.schema.json',
    );
    if (!compiled.ok) throw new Error(compiled.message);
    const { schema } = compiled;
    expect(schema.errors({ name: 'zlib' })).toEqual([]);
    const few = schema.stepsTaken?.() ?? 0;
    expect(few).toBeGreaterThan(0);
    expect(schema.errors({ name: 'Zlib' })).toHaveLength(1);
    expect(schema.stepsTaken?.()).toBeGreaterThan(few);

    const ports = (count: number) => Array.from({ length: count }, (_, index) => ({ n: index }));
    const list = compileSchema(
      '{ "items": { "$ref": "#/$defs/port" }, "$defs": { "port": { "properties": { "n": { "type": "integer" } } } } }',
      'list.schema.json',
    );
    if (!list.ok) throw new Error(list.message);
    const steps = (count: number) => {
      list.schema.errors(ports(count));
      return list.schema.stepsTaken?.() ?? 0;
    };
    const none = steps(0);
    expect(steps(1000) - none).toBe(10 * (steps(100) - none));
    expect(steps(100)).toBeGreaterThan(none + 100);

    const unique = compileSchema('{ "uniqueItems": true }', 'unique.schema.json');
    if (!unique.ok) throw new Error(unique.message);
    expect(() => unique.schema.errors(ports(1000))).toThrow(SchemaWorkExceeded);
  });
});
