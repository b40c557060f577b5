import { describe, expect, it } from '@jest/globals';
import { compileSchema, validateManifest } from '../../src/lib.js';

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
      message: 'mine.json: a JSON Schema must be an object',
    });
  });
});
