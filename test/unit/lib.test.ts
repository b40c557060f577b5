import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { compileSchema, formatManifest, validateManifest } from '../../src/lib.js';

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

  it("formats a manifest in vcpkg's canonical form: the README's example, before and after", () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Canonical form'));
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
