/**
 * A manifest's embedded configuration: `configurationDrafts` checks the object at
 * its pointer, with the same rules as the file, and the problems are placed in the manifest.
 */
import { describe, expect, it } from '@jest/globals';
import { configurationDrafts } from '../../../../src/manifest/configuration/configuration-drafts.js';
import { locateProblems } from '../../../../src/manifest/json/locate.js';
import { SHA } from './configuration-cases.js';

const git = { kind: 'git', repository: 'https://example.com/r.git', baseline: SHA };

/** The problems of the configuration embedded under `key`, placed in the manifest's text. */
function embedded(manifest: Record<string, unknown>, options = {}) {
  const text = JSON.stringify(manifest, null, 2);
  const key = 'configuration' in manifest ? 'configuration' : 'vcpkg-configuration';
  const drafts = configurationDrafts(manifest[key], `/${key}`, options);
  return locateProblems(text, drafts).map(({ rule, severity, pointer, line, column }) => ({
    rule,
    severity,
    pointer,
    line,
    column,
  }));
}

describe('the embedded configuration, as vcpkg format-manifest reads it', () => {
  it('emb-empty: `{}` has no problem', () => {
    expect(embedded({ 'vcpkg-configuration': {} })).toEqual([]);
  });

  it('emb-unknown: an unknown key is a warning at the key, in the manifest', () => {
    expect(embedded({ 'vcpkg-configuration': { foo: 1 } })).toEqual([
      {
        rule: 'configuration-unrecognized-field',
        severity: 'warning',
        pointer: '/vcpkg-configuration/foo',
        line: 3,
        column: 5,
      },
    ]);
  });

  it.each([
    [
      'emb-dr-builtin-no-baseline',
      { 'default-registry': { kind: 'builtin' } },
      '/vcpkg-configuration/default-registry',
    ],
    ['emb-reg-no-default', { registries: [{ ...git, packages: ['a'] }] }, '/vcpkg-configuration'],
    ['emb-ovl-dot', { 'overlay-ports': ['.'] }, '/vcpkg-configuration/overlay-ports/0'],
    [
      'emb-pattern-upper',
      { 'default-registry': null, registries: [{ ...git, packages: ['Boost'] }] },
      '/vcpkg-configuration/registries/0/packages/0',
    ],
  ])('%s: an error at %s', (_id, configuration, pointer) => {
    expect(embedded({ 'vcpkg-configuration': configuration })).toEqual([
      expect.objectContaining({ rule: 'configuration', severity: 'error', pointer }),
    ]);
  });

  it('emb-cfg-key: the `configuration` key is read the same way', () => {
    expect(embedded({ configuration: { registries: 5 } })).toEqual([
      {
        rule: 'configuration',
        severity: 'error',
        pointer: '/configuration/registries',
        line: 3,
        column: 19,
      },
    ]);
  });

  it('emb-dup-pattern: a duplicated pattern is a warning at the redeclaration', () => {
    const configuration = {
      'default-registry': null,
      registries: [
        { ...git, packages: ['a'] },
        { ...git, packages: ['a'] },
      ],
    };
    expect(embedded({ 'vcpkg-configuration': configuration })).toEqual([
      expect.objectContaining({
        rule: 'configuration-duplicate-pattern',
        severity: 'warning',
        pointer: '/vcpkg-configuration/registries/1/packages/0',
      }),
    ]);
  });

  it('proj-bb-with-registries: the manifest`s builtin-baseline gives the default registry its baseline', () => {
    const configuration = { registries: [{ ...git, packages: ['a'] }] };
    expect(embedded({ 'vcpkg-configuration': configuration }, { builtinBaseline: true })).toEqual(
      [],
    );
    expect(embedded({ 'vcpkg-configuration': configuration })).toHaveLength(1);
  });

  it('a value that is not an object: mismatched type, at the value', () => {
    expect(
      configurationDrafts([], '/vcpkg-configuration').map(({ pointer, message }) => ({
        pointer,
        message,
      })),
    ).toEqual([
      {
        pointer: '/vcpkg-configuration',
        message: 'mismatched type: expected a configuration object',
      },
    ]);
  });

  it('--strict makes the warnings errors', () => {
    const drafts = configurationDrafts({ foo: 1 }, '/vcpkg-configuration', { strict: true });
    expect(drafts.map((draft) => draft.severity)).toEqual(['error']);
  });
});
