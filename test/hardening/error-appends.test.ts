/**
 * The built-in validators gather errors in linear time. ajv's generated code copied every error
 * gathered so far at each failing sub-validator (`vErrors.concat(…)`), so a 2.4 MB manifest of
 * 5,000 dependencies with 60 unknown keys each took 37 s against the built-in schema, and a
 * signal waited for it. The build rewrites those copies into appends in place.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import AjvDraft04Module from 'ajv-draft-04';
import { appendErrorsInPlace } from '../../src/manifest/schema/error-appends.js';
import { validateManifest } from '../../src/manifest/validate.js';

const AjvDraft04 = AjvDraft04Module.default;

/** A manifest whose every dependency fails: `count` of them, with `keys` unknown keys each. */
function failingDependencies(count: number, keys: number): string {
  const dependencies = Array.from({ length: count }, (_, index) => {
    const unknown = Array.from({ length: keys }, (_unused, key) => `"k${key}":0`).join(',');
    return `{"name":"d${index}",${unknown}}`;
  });
  return `{"name":"x","version":"1","dependencies":[${dependencies.join(',')}]}`;
}

/**
 * How many array elements checking `text` copies or appends: each element `concat` copies and each
 * item `push` adds. Counted, not timed, so a busy machine cannot change it.
 */
function elementWork(text: string): number {
  const { concat, push } = Array.prototype;
  let work = 0;
  Array.prototype.concat = function (this: unknown[], ...items: unknown[]) {
    work += this.length;
    for (const item of items) work += Array.isArray(item) ? item.length : 1;
    return concat.apply(this, items) as unknown[];
  };
  Array.prototype.push = function (this: unknown[], ...items: unknown[]) {
    work += items.length;
    return push.apply(this, items);
  };
  try {
    validateManifest(text);
  } finally {
    Array.prototype.concat = concat;
    Array.prototype.push = push;
  }
  return work;
}

describe('errors are gathered by appending, not by copying', () => {
  it('the generated built-in validators copy no error list', () => {
    for (const name of ['built-in', 'strict']) {
      const code = readFileSync(`src/manifest/schema/generated/${name}-validator.js`, 'utf8');
      expect(code).not.toContain('.concat(');
      expect(code).toContain('vErrors.push(e$)');
    }
  });

  it('the rewrite keeps every error, in order, of what ajv generates', () => {
    const schema = {
      type: 'array',
      items: { $ref: '#/definitions/item' },
      definitions: { item: { type: 'object', required: ['a'], additionalProperties: false } },
    };
    // Not inlined: each item is a call of the definition's own function, whose errors are copied.
    const plain = new AjvDraft04({ allErrors: true, inlineRefs: false }).compile(schema);
    let copies = 0;
    const rewritten = new AjvDraft04({
      allErrors: true,
      inlineRefs: false,
      code: {
        process: (code) => {
          copies += code.split('.concat(').length - 1;
          const appended = appendErrorsInPlace(code);
          expect(appended).not.toContain('.concat(');
          return appended;
        },
      },
    }).compile(schema);
    expect(copies).toBeGreaterThan(0);
    const data = [{ b: 1 }, {}, { a: 1 }, { a: 1, c: 2, d: 3 }];
    expect(plain(data)).toBe(false);
    expect(rewritten(data)).toBe(false);
    expect(rewritten.errors).toEqual(plain.errors);
    expect(rewritten.errors).toHaveLength(7);
  });

  it('four times the failing dependencies make about four times the work, not sixteen', () => {
    const ratio =
      elementWork(failingDependencies(1_000, 20)) / elementWork(failingDependencies(250, 20));
    // Linear is 4; the copies made it about 16 (and 0.5 s against 37 s at 5,000 dependencies).
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(6);
  });
});
