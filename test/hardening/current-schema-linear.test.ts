/**
 * The validators of today's vcpkg.json (src/manifest/schema/current/) stay linear on hostile
 * manifests: errors are appended in place, as in the built-in validators (see
 * error-appends.test.ts), and the schema's patterns have no capturing group that repeats, so
 * V8 keeps no backtracking state for each repetition of a long name or version.
 */
import { describe, expect, it } from '@jest/globals';
import type { ValidateFunction } from 'ajv';
import AjvDraft04Module from 'ajv-draft-04';
import { readFileSync } from 'node:fs';
import { BUILT_IN_OPTIONS } from '../../src/manifest/schema/built-in-schema.js';
import { portSchema } from '../../src/manifest/schema/current/current-schema.js';
import { VALIDATORS } from '../support/current-schema-verdict.js';

/** A port whose every dependency fails: `count` of them, with `keys` unknown keys each. */
function failingDependencies(count: number, keys: number) {
  const dependencies = Array.from({ length: count }, (_, index) => {
    const unknown = Object.fromEntries(Array.from({ length: keys }, (_u, key) => [`k${key}`, 0]));
    return { name: `d${index}`, ...unknown };
  });
  return { name: 'x', version: '1', dependencies };
}

/** How many array elements `validate` copies or appends on `data`: counted, not timed. */
function elementWork(validate: ValidateFunction, data: unknown): number {
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
    validate(data);
  } finally {
    Array.prototype.concat = concat;
    Array.prototype.push = push;
  }
  return work;
}

const growth = (validate: ValidateFunction) =>
  elementWork(validate, failingDependencies(1_000, 20)) /
  elementWork(validate, failingDependencies(250, 20));

describe("today's vcpkg.json validators on hostile manifests", () => {
  it.each(['port', 'project'] as const)('the %s validator copies no error list', (kind) => {
    const code = readFileSync(`src/manifest/schema/generated/current-${kind}-validator.js`, 'utf8');
    expect(code).not.toContain('.concat(');
    expect(code).toContain('vErrors.push(e$)');
  });

  it('four times the failing dependencies make about four times the work, not sixteen', () => {
    const ratio = growth(VALIDATORS.port);
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(6);
    // ajv's own code for the same schema copies its error list at each dependency.
    const copying = new AjvDraft04Module.default({ ...BUILT_IN_OPTIONS, inlineRefs: false });
    expect(growth(copying.compile(portSchema()))).toBeGreaterThan(10);
  });

  // 2,000,000 groups: a 4 MB text, the largest file by default. With capturing groups V8 ran out
  // of stack there (as the built-in schema's patterns do at twice that).
  it('a name or a version of two million groups is judged, not a stack overflow', () => {
    const groups = 2_000_000;
    const manifests = [
      { name: 'p', version: `1${'.1'.repeat(groups)}!` },
      { name: 'p', version: `1.0-${'0a.'.repeat(groups)}!` },
      { name: 'p', version: `1.0+${'a.'.repeat(groups)}!` },
      { name: 'p', 'version-semver': `1.2.3-${'1a.'.repeat(groups)}!` },
      { name: 'p', 'version-date': `2020-01-01${'.1'.repeat(groups)}!` },
      { name: `a${'-a'.repeat(groups)}-`, version: '1' },
    ];
    for (const manifest of manifests) expect(() => VALIDATORS.port(manifest)).not.toThrow();
    expect(VALIDATORS.port({ name: 'p', version: `1${'.1'.repeat(groups)}` })).toBe(true);
  });
});
