/**
 * What a checked file is read as: under either profile, a file named vcpkg-configuration.json is
 * vcpkg's configuration, checked by validateConfiguration (never judged as a manifest); every
 * other file is a manifest.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkFiles, type CheckOptions } from '../../../src/run/check-files.js';
import { checkedFileNames, documentAt } from '../../../src/run/checked-files.js';
import type { FileReport } from '../../../src/report/file-report.js';
import { makeTempDir } from '../../support/temp-dir.js';
import { EVERY_RULE } from '../../support/every-rule.js';

/** A configuration vcpkg refuses: a git registry needs its repository and baseline. */
const BAD_CONFIGURATION = '{\n  "default-registry": {\n    "kind": "git"\n  }\n}\n';

function write(relative: string, text: string): string {
  const file = path.join(makeTempDir('check-files'), relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

function check(file: string, options: Partial<CheckOptions> = {}): FileReport {
  const reports = [
    ...checkFiles([{ path: file }], { strict: false, errorsOnly: false, ...options }, EVERY_RULE),
  ];
  expect(reports).toHaveLength(1);
  return reports[0] as FileReport;
}

describe('documentAt', () => {
  it('reads vcpkg-configuration.json as a configuration under either profile', () => {
    expect(documentAt('a/vcpkg-configuration.json', 'current')).toBe('configuration');
    expect(documentAt('vcpkg-configuration.json', 'current')).toBe('configuration');
    expect(documentAt('a/vcpkg-configuration.json', 'spec')).toBe('configuration');
    expect(documentAt('a/vcpkg.json', 'current')).toBe('manifest');
    expect(documentAt('a/my-vcpkg-configuration.json', 'current')).toBe('manifest');
  });

  it('names the files each profile searches for', () => {
    expect(checkedFileNames('spec')).toEqual(['vcpkg.json', 'vcpkg-configuration.json']);
    expect(checkedFileNames('current')).toEqual(['vcpkg.json', 'vcpkg-configuration.json']);
  });
});

describe('checkFiles dispatch', () => {
  it('checks a vcpkg-configuration.json under current as vcpkg configuration, with positions', () => {
    const file = write('vcpkg-configuration.json', BAD_CONFIGURATION);
    const at = { pointer: '/default-registry', line: 2, column: 23, endLine: 4, endColumn: 4 };
    expect(check(file, { profile: 'current' })).toEqual({
      file,
      valid: false,
      problems: [
        {
          rule: 'configuration',
          severity: 'error',
          message: "a git registry: missing required field 'baseline' (a baseline)",
          ...at,
        },
        {
          rule: 'configuration',
          severity: 'error',
          message: "a git registry: missing required field 'repository' (a git repository URL)",
          ...at,
        },
      ],
    });
  });

  it('checks the same file as a configuration under spec, the default, too', () => {
    const file = write('vcpkg-configuration.json', BAD_CONFIGURATION);
    const report = check(file, { profile: 'spec' });
    expect(report).toEqual(check(file, { profile: 'current' }));
    expect(check(file)).toEqual(report);
  });

  it('checks a valid configuration as valid under either profile, never as a manifest', () => {
    const file = write('vcpkg-configuration.json', '{"overlay-ports": ["./ports"]}');
    expect(check(file, { profile: 'current' })).toEqual({ file, valid: true, problems: [] });
    expect(check(file, { profile: 'spec' })).toEqual({ file, valid: true, problems: [] });
  });

  it("reads a configuration with its manifest's builtin-baseline under spec too", () => {
    const file = write(
      'vcpkg-configuration.json',
      '{"registries": [{"kind": "git", "repository": "https://example.com/r", "baseline": "0cf34c184ce990471b7ef6bdc2da06dca4fcd5d1", "packages": ["a"]}]}',
    );
    // Registries need a baseline for the default registry: the manifest's builtin-baseline.
    expect(check(file, { profile: 'spec' }).problems[0]?.message).toMatch(
      /^Using registries requires/,
    );
    writeFileSync(
      path.join(path.dirname(file), 'vcpkg.json'),
      '{"builtin-baseline": "0cf34c184ce990471b7ef6bdc2da06dca4fcd5d1"}',
    );
    expect(check(file, { profile: 'spec' })).toEqual({ file, valid: true, problems: [] });
  });

  it('--strict reaches the configuration check', () => {
    const file = write('vcpkg-configuration.json', '{"unknown-field": 1}');
    const lenient = check(file, { profile: 'current' });
    const strict = check(file, { profile: 'current', strict: true });
    expect(lenient.problems.map((problem) => problem.severity)).toEqual(['warning']);
    expect(strict.problems.map((problem) => problem.severity)).toEqual(['error']);
  });

  it('leaves a user schema to manifests: a configuration is checked by its own rules', () => {
    const file = write('vcpkg-configuration.json', '{"overlay-ports": ["./ports"]}');
    const refuseAll = {
      validate: () => {
        throw new Error('a user schema must not see a vcpkg-configuration.json');
      },
    } as unknown as CheckOptions['schema'];
    expect(check(file, { profile: 'current', schema: refuseAll }).valid).toBe(true);
  });
});
