/** validateManifest under `profile: 'current'`: today's vcpkg, port or project, built in. */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { validateManifest } from '../../../src/manifest/validate.js';
import { listCorpus } from '../../support/corpus.js';

const current = (text: string, kind: 'port' | 'project') =>
  validateManifest(text, { profile: 'current', kind });

describe('the current profile', () => {
  it('takes a project manifest without name or version, not a port without them', () => {
    const text =
      '{"dependencies": ["zlib", {"name": "fmt", "host": true}], "builtin-baseline": "3426db05b996481ca31e95fff3734cf23e0f51bc"}';
    expect(current(text, 'project')).toEqual({ valid: true, problems: [] });
    expect(current(text, 'port').valid).toBe(false);
  });

  it('takes what the spec calls invalid and vcpkg reads: features by name, license null', () => {
    const text =
      '{"name": "a", "version": "1", "license": null, "features": {"x": {"description": "y"}}}';
    expect(current(text, 'port')).toEqual({ valid: true, problems: [] });
    expect(validateManifest(text).valid).toBe(false);
  });

  it("says once, in vcpkg's words, that a features key is no feature name", () => {
    const text = '{"name": "a", "version": "1", "features": {"b_required": {"description": "x"}}}';
    expect(current(text, 'port').problems).toEqual([
      expect.objectContaining({
        rule: 'vcpkg-value',
        message:
          'features must be lowercase alphanumeric+hyphens, and not one of the reserved names',
        pointer: '/features/b_required',
      }),
    ]);
  });

  it('refuses what vcpkg refuses, in its words: an embedded default-registry with a baseline', () => {
    const text =
      '{"builtin-baseline": "3426db05b996481ca31e95fff3734cf23e0f51bc", "vcpkg-configuration": {"default-registry": null}}';
    expect(current(text, 'project').problems).toMatchObject([
      {
        rule: 'configuration',
        severity: 'error',
        pointer: '/vcpkg-configuration/default-registry',
        message:
          'Specifying vcpkg-configuration.default-registry in a manifest file conflicts with built-in baseline. Please remove one of these conflicting settings.',
      },
    ]);
  });
});

const corpus = listCorpus();
(corpus.length > 0 ? describe : describe.skip)(
  corpus.length > 0 ? 'the corpus' : 'the corpus (skipped: no ../shared)',
  () => {
    it('is valid under the current profile, each port read as a port and as a project', () => {
      const invalid = corpus.filter(({ file }) => {
        const text = readFileSync(file, 'utf8');
        return !current(text, 'port').valid || !current(text, 'project').valid;
      });
      expect(corpus.length).toBeGreaterThan(2_900);
      expect(invalid).toEqual([]);
    });
  },
);
