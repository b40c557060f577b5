/**
 * Duplicate keys: a warning at the second occurrence, an error under --strict.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers).
 */
import { describe, expect, it } from '@jest/globals';
import { validateManifest } from '../src/manifest/validate.js';
import { ACCEPTED, STRICT } from './support/manifests.js';

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
