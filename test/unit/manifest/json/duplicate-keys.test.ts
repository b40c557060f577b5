/**
 * Duplicate keys: a warning at the second occurrence, an error under --strict.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers). The scan is one pass without recursion, so it runs at
 * any nesting depth; test/hardening/duplicate-keys-scan.test.ts shows that it finds what
 * jsonc-parser's recursive visit found, never throws, and does work linear in the text.
 */
import { describe, expect, it } from '@jest/globals';
import { findDuplicateKeys } from '../../../../src/manifest/json/find-duplicate-keys.js';
import { LONGEST_PROBLEM_TEXT } from '../../../../src/manifest/problems/problem-cap.js';
import { validateManifest } from '../../../../src/manifest/validate.js';
import { ACCEPTED, STRICT } from '../../../support/manifests.js';

describe('duplicate keys', () => {
  const lines = (...text: string[]) => text.join('\n');

  it('a manifest without duplicate keys has no duplicate-key problem', () => {
    const text = lines('{', '  "name": "zlib",', '  "version": "1.2.13"', '}');
    expect(validateManifest(text)).toEqual(ACCEPTED);
  });

  it('are a warning at the second occurrence; the manifest stays valid', () => {
    const text = lines(
      '{',
      '  "name": "zlib",',
      '  "version": "1.2.13",',
      '  "name": "zlib2"',
      '}',
    );
    expect(validateManifest(text)).toEqual({
      valid: true,
      problems: [
        {
          rule: 'duplicate-key',
          key: 'name',
          severity: 'warning',
          message: 'duplicate key "name": the value at line 2 is ignored, only the last one counts',
          pointer: '/name',
          line: 4,
          column: 3,
          endLine: 4,
          endColumn: 9,
        },
      ],
    });
  });

  it('are found in nested objects too', () => {
    const text = lines(
      '{',
      '  "name": "app",',
      '  "version": "1",',
      '  "dependencies": [{ "name": "zlib", "name": "bzip2" }]',
      '}',
    );
    expect(validateManifest(text).valid).toBe(true);
    expect(validateManifest(text).problems.map((p) => [p.rule, p.pointer, p.line])).toEqual([
      ['duplicate-key', '/dependencies/0/name', 4],
    ]);
  });

  it('only the last value is checked', () => {
    const firstBad = lines(
      '{',
      '  "name": "Bad_Name",',
      '  "name": "zlib",',
      '  "version": "1"',
      '}',
    );
    expect(validateManifest(firstBad).problems.map((p) => [p.severity, p.rule, p.line])).toEqual([
      ['warning', 'duplicate-key', 3],
    ]);
    const lastBad = lines(
      '{',
      '  "name": "zlib",',
      '  "name": "Bad_Name",',
      '  "version": "1"',
      '}',
    );
    // Problems come in document order: the duplicate key (column 3) before its value (column 11).
    const located = validateManifest(lastBad).problems.map((p) => [p.rule, p.line, p.column]);
    expect(located).toEqual([
      ['duplicate-key', 3, 3],
      ['pattern', 3, 11],
    ]);
    expect(validateManifest(lastBad).valid).toBe(false);
  });

  it('are an error under --strict', () => {
    const text = lines(
      '{',
      '  "name": "zlib",',
      '  "version": "1.2.13",',
      '  "name": "zlib2"',
      '}',
    );
    const { valid, problems } = validateManifest(text, STRICT);
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer, p.line])).toEqual([
      ['error', 'duplicate-key', '/name', 4],
    ]);
  });
});

describe('duplicate keys in a file nested deeper than a recursive parser can go', () => {
  // jsonc-parser's recursive visit overflows the stack at about 8,000 levels; JSON.parse does not.
  // Objects, not arrays: nested lists count as list items, and 5,000 of them are refused unchecked.
  const DEPTH = 100_000;
  const nested = (inner: string) => `${'{"d":'.repeat(DEPTH)}${inner}${'}'.repeat(DEPTH)}`;
  const DEEP_POINTER = `/$x${'/d'.repeat(DEPTH)}`;
  const shortened = (pointer: string) => pointer.replace(DEEP_POINTER, '/$x/d…/d (100,000 times)');

  it('a duplicate name beside the deep nesting is still an error under --strict', () => {
    const text = [
      '{',
      '  "name": "zlib",',
      '  "version": "1.2.13",',
      '  "name": "zlib2",',
      `  "$x": ${nested('0')}`,
      '}',
    ].join('\n');
    expect(validateManifest(text, STRICT)).toEqual({
      valid: false,
      problems: [
        {
          rule: 'duplicate-key',
          key: 'name',
          severity: 'error',
          message: 'duplicate key "name": the value at line 2 is ignored, only the last one counts',
          pointer: '/name',
          line: 4,
          column: 3,
          endLine: 4,
          endColumn: 9,
        },
      ],
    });
  });

  it('a duplicate key at the bottom of the nesting is found, with its whole pointer', () => {
    const text = `{"name": "zlib", "version": "1",\n"$x": ${nested('{"k": 1,\n"k": 2}')}}`;
    const { valid, problems } = validateManifest(text);
    expect(valid).toBe(true);
    const [found] = findDuplicateKeys(text, 'warning').drafts;
    expect(shortened(found?.pointer ?? '')).toBe('/$x/d…/d (100,000 times)/k');
    // A problem keeps the first LONGEST_PROBLEM_TEXT characters of so long a pointer.
    expect(problems).toEqual([
      {
        rule: 'duplicate-key',
        key: 'k',
        severity: 'warning',
        message: 'duplicate key "k": the value at line 2 is ignored, only the last one counts',
        pointer: `/$x${'/d'.repeat((LONGEST_PROBLEM_TEXT - 4) / 2)}…`,
        line: 3,
        column: 1,
        endLine: 3,
        endColumn: 4,
      },
    ]);
  });
});
