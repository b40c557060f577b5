/**
 * A run loads the rules its profile, files and options need, and no others (the bundle's chunks:
 * test/bundle/chunk-loads.test.ts); a file whose rules were not loaded is an internal error of
 * that file, never a crash.
 */
import { describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadRules } from '../../../src/run/load-rules.js';
import { checkFiles } from '../../../src/run/check-files.js';
import { specRules } from '../../../src/manifest/validate-spec.js';
import { builtInSchema } from '../../../src/manifest/schema/built-in-validators.js';
import { currentRules } from '../../../src/manifest/validate-current.js';
import { validateConfiguration } from '../../../src/manifest/configuration/validate-configuration.js';
import { canonicalFormStep } from '../../../src/run/canonical-form.js';
import { checkManifest } from '../../../src/manifest/check-manifest.js';
import type { DeclaredSchemas } from '../../../src/manifest/schema/declared-schema.js';
import { makeTempDir } from '../../support/temp-dir.js';

const MANIFEST = { path: 'p/vcpkg.json' };
const CONFIGURATION = { path: 'p/vcpkg-configuration.json' };

describe('loadRules', () => {
  it('gives a spec run of manifests the spec rules only', async () => {
    expect(await loadRules([MANIFEST, { path: 'other.json' }], {})).toEqual({
      manifest: { spec: specRules },
    });
  });

  it('gives the current profile its rules only, and schemas from manifests both', async () => {
    expect(await loadRules([MANIFEST], { profile: 'current' })).toEqual({
      manifest: { current: currentRules },
    });
    // Whatever they are: a manifest among the files may declare vcpkg-tool's schema.
    const declared = {} as DeclaredSchemas;
    expect(await loadRules([MANIFEST], { profile: 'current', declared })).toEqual({
      manifest: { spec: specRules, current: currentRules },
    });
  });

  it("gives a user's schema the spec rules, whichever the profile", async () => {
    const schema = builtInSchema();
    for (const profile of ['spec', 'current'] as const)
      expect(await loadRules([MANIFEST], { profile, schema })).toEqual({
        manifest: { spec: specRules },
      });
  });

  it("adds vcpkg's configuration rules for a configuration, whichever the profile", async () => {
    for (const profile of ['spec', 'current'] as const)
      expect(await loadRules([MANIFEST, CONFIGURATION], { profile })).toMatchObject({
        configuration: validateConfiguration,
      });
  });

  it('adds the canonical form when a run asks for it', async () => {
    const canonicalForm = { mode: 'check', keepTexts: false } as const;
    expect(await loadRules([MANIFEST], { profile: 'current', canonicalForm })).toMatchObject({
      canonicalForm: canonicalFormStep,
    });
  });
});

describe('rules a run did not load', () => {
  it('make an internal error of the file that needs them, and the others are checked', () => {
    const root = makeTempDir('load-rules');
    const files = ['vcpkg-configuration.json', 'vcpkg.json'].map((name) => {
      writeFileSync(path.join(root, name), '{ "name": "a", "version": "1" }');
      return { path: path.join(root, name), shownAs: name };
    });
    const reports = [
      ...checkFiles(files, { strict: false, errorsOnly: false }, { manifest: { spec: specRules } }),
    ];
    expect(reports.map(({ file, valid, problems }) => [file, valid, problems.length])).toEqual([
      ['vcpkg-configuration.json', false, 1],
      ['vcpkg.json', true, 0],
    ]);
    expect(reports[0]?.problems[0]?.message).toMatch(/^internal error while checking the file: /);
  });

  it('are a caller error of checkManifest', () => {
    expect(() => checkManifest('{}', { profile: 'current' }, { spec: specRules })).toThrow(
      "the current profile's rules were not loaded",
    );
  });
});
