/**
 * The current profile's schema errors in vcpkg's words: version fields and unknown keys. The
 * recorded vcpkg verdicts (test/fixtures/vcpkg-verdicts) hold vcpkg's first message of each case;
 * where that is one of these, ours says it too, after vcpkg's name for the object.
 */
import { describe, expect, it } from '@jest/globals';
import { validateManifest } from '../../../src/manifest/validate.js';
import type { Problem } from '../../../src/manifest/problems/problem.js';
import { recordedManifests } from '../../support/vcpkg-verdicts.js';

const current = (text: string, kind: 'port' | 'project'): Problem[] =>
  validateManifest(text, { profile: 'current', kind }).problems;

/** vcpkg's `error: $.dependencies[0] (a dependency): words` as ours: `a dependency: words`. */
const VCPKG_FIRST = /^error: \$\S* \(([^)]+)\): (.*)$/;

describe("the current profile's schema errors, in vcpkg's words", () => {
  const cases = recordedManifests().filter(({ first }) =>
    /unexpected field|versioning field/.test(first ?? ''),
  );

  it('say what vcpkg says first of each recorded case of version fields or unknown keys', () => {
    expect(cases.length).toBeGreaterThan(20);
    const unsaid = cases.flatMap(({ id, kind, text, first }) => {
      const [, owner, words] = VCPKG_FIRST.exec(first as string) ?? [];
      const expected = `${owner}: ${words}`;
      const messages = current(text, kind as 'port' | 'project').map(({ message }) => message);
      return messages.some((message) => message.startsWith(expected))
        ? []
        : [{ id, expected, messages }];
    });
    expect(unsaid).toEqual([]);
  });

  it('say two version fields once, at the second, with what was found', () => {
    const text = '{\n  "name": "a",\n  "version": "1",\n  "version-date": "2020-01-01"\n}';
    for (const kind of ['port', 'project'] as const)
      expect(current(text, kind)).toEqual([
        expect.objectContaining({
          rule: 'version-one-of',
          severity: 'error',
          message: 'a manifest: expected only one versioning field; found version and version-date',
          pointer: '/version-date',
          found: ['version', 'version-date'],
          line: 4,
          column: 3,
          endColumn: 17,
        }),
      ]);
  });

  it('count a port with port-version and no version once, at port-version', () => {
    const text = '{\n  "name": "a",\n  "port-version": 1\n}';
    for (const kind of ['port', 'project'] as const)
      expect(current(text, kind)).toEqual([
        expect.objectContaining({
          rule: 'version-one-of',
          message: 'a manifest: unexpected "port-version" without a versioning field',
          pointer: '/port-version',
          line: 3,
        }),
      ]);
  });

  it('say a port without a version field once, at the object', () => {
    expect(current('{"name": "a"}', 'port')).toEqual([
      expect.objectContaining({
        rule: 'version-one-of',
        message:
          'a manifest: expected a versioning field (one of version, version-date, version-semver, or version-string)',
        pointer: '',
      }),
    ]);
  });

  it('name the nearest field of an unknown key, with no schema description after it', () => {
    const text =
      '{"name": "a", "version": "1", "default-feature": [], "dependencies": [{"name": "b", "feature": []}]}';
    expect(current(text, 'port')).toEqual([
      expect.objectContaining({
        rule: 'additional-property',
        property: 'default-feature',
        message: "a manifest: unexpected field 'default-feature', did you mean 'default-features'?",
        pointer: '/default-feature',
      }),
      expect.objectContaining({
        rule: 'additional-property',
        property: 'feature',
        message: "a dependency: unexpected field 'feature', did you mean 'features'?",
        pointer: '/dependencies/0/feature',
      }),
    ]);
  });

  it('quote a long unknown key cut short, as every message quotes a value', () => {
    const key = 'x'.repeat(100);
    const [problem] = current(`{"${key}": 1}`, 'project');
    expect(problem).toMatchObject({ rule: 'additional-property', property: key });
    expect(problem?.message).toBe(
      `a manifest: unexpected field '${'x'.repeat(57)}…', did you mean 'version'?`,
    );
  });

  it('leave the spec profile as it was', () => {
    expect(
      validateManifest('{"name": "a", "version": "1", "version-date": "2020-01-01"}').problems,
    ).toEqual([
      expect.objectContaining({
        rule: 'version-one-of',
        message:
          'exactly one of version, version-string, version-semver, version-date is required; found version and version-date',
      }),
    ]);
  });
});
