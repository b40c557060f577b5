import { describe, expect, it } from '@jest/globals';
import { compilerKnows, dialectOf, DIALECTS } from '../../../../src/manifest/schema/dialects.js';
import { createAjv } from '../../../../src/manifest/schema/user-schema.js';

describe('dialectOf', () => {
  it('reads the dialect a $schema names, draft-07 when it names none', () => {
    expect(dialectOf({ $schema: 'http://json-schema.org/draft-04/schema#' })).toBe('draft-04');
    expect(dialectOf({ $schema: 'https://json-schema.org/draft/2020-12/schema' })).toBe('2020-12');
    expect(dialectOf({ type: 'object' })).toBe('draft-07');
    expect(dialectOf(true)).toBe('draft-07');
    expect(dialectOf({ $schema: 'https://example.com/mine' })).toBeUndefined();
    expect(dialectOf({ $schema: 7 })).toBeUndefined();
  });
});

describe('compilerKnows', () => {
  it.each(DIALECTS)('knows what the %s compiler holds before it is given a document', (dialect) => {
    const ajv = createAjv(dialect) as unknown as {
      opts: { schemaId?: string };
      schemas: Record<string, unknown>;
      refs: Record<string, unknown>;
    };
    const held = [...Object.keys(ajv.schemas), ...Object.keys(ajv.refs)];
    const knows = compilerKnows(dialect);
    expect(knows.idKeyword).toBe(ajv.opts.schemaId ?? '$id');
    for (const uri of held) expect([uri, knows.has(uri)]).toEqual([uri, true]);
    expect(knows.has('https://example.com/schema')).toBe(false);
  });
});
