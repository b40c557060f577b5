/**
 * The file itself: not JSON, empty, not an object, keys twice, bytes that
 * are not UTF-8; and sizes a hostile file can reach, which get a positioned problem, not a crash.
 */
import { describe, expect, it } from '@jest/globals';
import { validateConfiguration } from '../../../../src/manifest/configuration/validate-configuration.js';
import {
  MOST_LIST_ITEMS,
  MOST_PROBLEMS_PER_FILE,
} from '../../../../src/manifest/problems/limits.js';
import { cpuMsPerRun, cpuTimed } from '../../../support/cpu-time.js';

const at = (line: number, column: number) => expect.objectContaining({ line, column });

describe('what is not a configuration', () => {
  it('cfg-not-json: `nope` is a positioned json-syntax error', () => {
    const result = validateConfiguration('nope');
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({ rule: 'json-syntax', line: 1, column: 1 }),
    ]);
  });

  it('cfg-trailing-comma: a syntax error at the comma', () => {
    // vcpkg places it at the comma (1:22); the manifest core's syntax errors are at the `}`.
    const result = validateConfiguration('{ "overlay-ports": [], }');
    expect(result.problems).toEqual([
      expect.objectContaining({ rule: 'json-syntax', line: 1, column: 24 }),
    ]);
  });

  it("refuses what vcpkg's own JSON parser refuses, and nothing more: the file is not read", () => {
    const refused = (text: string) =>
      validateConfiguration(text).problems.map(({ rule, message, line, column }) => ({
        rule,
        message,
        line,
        column,
      }));
    expect(refused('{"$v": 1e5, "registries": 5}')).toEqual([
      {
        rule: 'vcpkg-json',
        message: 'Unexpected character; expected property or close brace',
        line: 1,
        column: 9,
      },
    ]);
    expect(refused('{"$v": 9223372036854775808}')).toEqual([
      {
        rule: 'vcpkg-json',
        message: 'Invalid integer constant: 9223372036854775808',
        line: 1,
        column: 8,
      },
    ]);
    expect(refused(`{"$v": ${'['.repeat(200)}0${']'.repeat(200)}}`)).toEqual([
      { rule: 'vcpkg-json', message: 'JSON depth limit of 200 exceeded', line: 1, column: 208 },
    ]);
    expect(refused('{"$v": 9223372036854775807}')).toEqual([]);
  });

  it('cfg-dup-key: a key given twice is an error at the second one, as vcpkg reads JSON', () => {
    const result = validateConfiguration('{ "overlay-ports": [], "overlay-ports": [] }');
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({ rule: 'duplicate-key', severity: 'error', line: 1, column: 24 }),
    ]);
  });

  it('cfg-array: a top level that is not an object is an error on the whole value', () => {
    expect(validateConfiguration('[]').problems).toEqual([
      {
        rule: 'configuration',
        severity: 'error',
        message: 'expected a top-level object: vcpkg ignores a configuration that is not one',
        pointer: '',
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 3,
      },
    ]);
  });

  it('bytes that are not UTF-8 are an encoding error', () => {
    const result = validateConfiguration(new Uint8Array([0x7b, 0xff, 0x7d]));
    expect(result.problems.map((p) => p.rule)).toEqual(['encoding']);
  });

  it('a UTF-8 byte order mark is skipped (json-bom)', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{}')]);
    expect(validateConfiguration(bytes)).toEqual({ valid: true, problems: [] });
  });
});

describe('cfg-empty-file: vcpkg treats an empty configuration as none; so do we', () => {
  // vcpkg's loader returns "no configuration" for a file of no bytes, before it parses; a
  // manifest has no such rule (json-empty-file is a syntax error). We follow vcpkg, so that the
  // verdict is vcpkg's: a file of 0 bytes is valid, with no problem.
  it.each([
    ['empty text', ''],
    ['no bytes', new Uint8Array(0)],
    ['an empty ArrayBuffer', new ArrayBuffer(0)],
  ])('%s is valid, with no problem', (_what, input) => {
    expect(validateConfiguration(input)).toEqual({ valid: true, problems: [] });
  });

  it.each([
    ['white space', ' \n'],
    ['a byte order mark alone', new Uint8Array([0xef, 0xbb, 0xbf])],
  ])('%s is not empty to vcpkg: a syntax error', (_what, input) => {
    expect(validateConfiguration(input).problems.map((p) => p.rule)).toEqual(['json-syntax']);
  });
});

describe('hostile sizes: a positioned problem, never a crash, in work that grows with the file', () => {
  const registry = (count: number, pattern: (i: number) => string) =>
    JSON.stringify({
      'default-registry': null,
      registries: [
        {
          kind: 'filesystem',
          path: 'r',
          packages: Array.from({ length: count }, (_, i) => pattern(i)),
        },
      ],
    });

  it('a registry of 100,000 packages is not checked: one file problem, at line 1, in work like parsing it', () => {
    const text = registry(100_000, (i) => `p${i}`);
    // 100,001 items: the registry and its packages.
    const parsing = cpuTimed((): unknown => JSON.parse(text)).ms;
    const { result, ms } = cpuTimed(() => validateConfiguration(text));
    expect(result).toEqual({
      valid: false,
      problems: [
        expect.objectContaining({
          rule: 'file',
          reason: 'too-many-items',
          message: `the file was not checked: its lists hold more than ${MOST_LIST_ITEMS} items (100001 counted so far)`,
          line: 1,
          column: 1,
        }),
      ],
    });
    // Parsing, counting and one problem: a few parses' worth; a check of every item would be more.
    expect(ms).toBeLessThan(20 * parsing + 50);
  });

  // The registry is an item too: the most a file may have, all patterns but one.
  const MOST_PATTERNS = MOST_LIST_ITEMS - 1;

  it(`${MOST_PATTERNS} bad patterns: the first ${MOST_PROBLEMS_PER_FILE} listed, each placed, and the rest counted`, () => {
    const text = registry(MOST_PATTERNS, (i) => `Bad${i}`);
    const { problems } = validateConfiguration(text);
    expect(problems).toHaveLength(MOST_PROBLEMS_PER_FILE + 1);
    // In document order: the count, at the start of the file, then the first patterns.
    expect(problems.slice(0, 2)).toEqual([
      expect.objectContaining({
        rule: 'problem-limit',
        severity: 'error',
        leftOut: { errors: 3_999, warnings: 0 },
      }),
      expect.objectContaining({ pointer: '/registries/0/packages/0', line: 1, column: 84 }),
    ]);
    expect(problems.at(-1)?.pointer).toBe('/registries/0/packages/999');
  });

  it('duplicate patterns are found in work linear in the patterns: 20 times the patterns, at most 60 times the time', () => {
    // Two registries declaring the same `count` distinct patterns: each of the second is a duplicate.
    const twice = (count: number) => {
      const packages = Array.from({ length: count }, (_, i) => `p${i}`);
      return JSON.stringify({
        'default-registry': null,
        registries: [
          { kind: 'filesystem', path: 'a', packages },
          { kind: 'filesystem', path: 'b', packages },
        ],
      });
    };
    const small = twice(120);
    const large = twice(2_400);
    expect(validateConfiguration(large).problems).toHaveLength(MOST_PROBLEMS_PER_FILE + 1);
    // Warmed up first, so that the baseline is not the compiler's work; the least of a few
    // runs each, as a busy machine only ever adds time.
    for (let run = 0; run < 20; run++) validateConfiguration(small);
    const least = (runs: number, run: () => number) =>
      Math.min(...Array.from({ length: runs }, run));
    const baseline = least(9, () => cpuMsPerRun(() => validateConfiguration(small)));
    const ms = least(3, () => cpuTimed(() => validateConfiguration(large)).ms);
    expect(ms).toBeLessThan(60 * baseline + 20);
  });

  it('40,000 unknown keys of 95 characters in a registry (4 MB): in work like parsing the file', () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `"${'k'.repeat(90)}${i}": 1`);
    const text = `{"default-registry": {"kind": "builtin", "baseline": "x", ${keys.join(', ')}}}`;
    const parsing = cpuTimed((): unknown => JSON.parse(text)).ms;
    const { result, ms } = cpuTimed(() => validateConfiguration(text));
    expect(result.problems).toHaveLength(MOST_PROBLEMS_PER_FILE + 1);
    expect(result.problems[1]?.message).toBe(
      // The key is quoted cut short, as every value is.
      `a registry: unexpected field '${'k'.repeat(57)}…', did you mean 'kind'?`,
    );
    // A "did you mean" for each of them took 190 times the parse; listed ones only, 7 times.
    expect(ms).toBeLessThan(30 * parsing + 200);
  });

  it('a 4 MB file with a key of 4 MB: a warning at its place, its message cut short', () => {
    const key = 'k'.repeat(4_000_000);
    const result = validateConfiguration(`{\n  "${key}": 1\n}`);
    expect(result.valid).toBe(true);
    expect(result.problems).toEqual([
      expect.objectContaining({ rule: 'configuration-unrecognized-field', line: 2, column: 3 }),
    ]);
    expect(result.problems[0]?.message.length).toBeLessThanOrEqual(1_000);
  });

  it("a `$` value nested 100,000 deep: vcpkg's JSON parser stops at level 202, and so do we", () => {
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const text = `{ "$x": ${deep}, "overlay-ports": 5 }`;
    expect(validateConfiguration(text).problems).toEqual([
      expect.objectContaining({
        rule: 'vcpkg-json',
        message: 'JSON depth limit of 200 exceeded',
        line: 1,
        column: 9 + 5 * 200,
      }),
    ]);
  });
});

describe('positions', () => {
  it('a problem is at its value, on its line', () => {
    const text = '{\n  "default-registry": {\n    "kind": "builtin",\n    "baseline": 5\n  }\n}';
    expect(validateConfiguration(text).problems).toEqual([at(4, 17)]);
  });
});
