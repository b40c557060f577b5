/**
 * A message quotes at most 60 characters of any value from a file (`cutQuoted`), as the other
 * messages cut them. A warning for each duplicate package pattern quoted both registries' URLs
 * whole: a 4 MB `vcpkg-configuration.json` of two 2 MB URLs and 2,490 duplicate patterns took
 * 4 GB and 16 s, and ran Node's default heap out on a 7 GB runner.
 */
import { describe, expect, it } from '@jest/globals';
import { validateConfiguration } from '../../src/manifest/configuration/validate-configuration.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { LONGEST_QUOTED } from '../../src/util/cut-short.js';
import { duplicatePatternsConfiguration } from '../support/hostile-big.js';

/** A value far longer than any message may quote. */
const LONG = 'x'.repeat(100_000);
/** Any run of the value longer than a message may quote. */
const TOO_MUCH = 'x'.repeat(LONGEST_QUOTED + 1);
const SHA = '0'.repeat(40);

describe('a warning for each duplicate pattern quotes the registries cut short', () => {
  const text = duplicatePatternsConfiguration();

  it('the 4 MB configuration fits the default max-file-size', () =>
    expect(text.length).toBeLessThanOrEqual(4 * 1024 * 1024));

  it('each message quotes 57 characters of each URL', () => {
    const { problems } = validateConfiguration(text);
    expect(problems).toHaveLength(1_001);
    const cut = (host: string) => `https://${host}.example/${'r'.repeat(57 - 18)}…`;
    const first = problems.find(({ rule }) => rule === 'configuration-duplicate-pattern');
    expect(first?.message).toBe(
      `Package "p0" is duplicated. First declared in: location: /registries/0/packages/0, registry: ${cut('a')}; this redeclaration (registry: ${cut('b')}) will be ignored`,
    );
    for (const { message } of problems) expect(message.length).toBeLessThan(300);
  });
});

describe('every value a message quotes is cut short', () => {
  const configurations: [string, unknown][] = [
    ['a registry kind', { registries: [{ kind: LONG }] }],
    [
      'an artifact registry name',
      { registries: [{ kind: 'artifact', name: `X${LONG}`, location: 'l' }] },
    ],
    [
      'a package pattern',
      { registries: [{ kind: 'git', repository: 'r', baseline: SHA, packages: [`${LONG}*x`] }] },
    ],
    ['a registry field', { registries: [{ kind: 'builtin', baseline: SHA, [LONG]: 1 }] }],
    ['a top-level field', { [LONG]: 1 }],
    ['a demand with demands', { demands: { [LONG]: { demands: {} } } }],
    [
      'a git baseline and repository',
      { registries: [{ kind: 'git', repository: LONG, baseline: LONG, packages: [] }] },
    ],
  ];

  it.each(configurations)('a configuration: %s', (_, configuration) => {
    const { problems } = validateConfiguration(JSON.stringify(configuration));
    expect(problems.length).toBeGreaterThan(0);
    for (const { message } of problems) expect(message).not.toContain(TOO_MUCH);
  });

  const manifests: [string, unknown][] = [
    ['a name', { name: `${LONG}A`, version: '1' }],
    ['a version', { name: 'a', version: `${LONG}!` }],
    ['a version with a port version', { name: 'a', version: `1#${LONG}` }],
    ['a builtin-baseline', { name: 'a', 'builtin-baseline': LONG }],
    ['a feature name', { name: 'a', version: '1', 'default-features': [`${LONG}A`] }],
    [
      'an overrides name given twice',
      {
        name: 'a',
        overrides: [
          { name: `a-${LONG}`, version: '1' },
          { name: `a-${LONG}`, version: '1' },
        ],
      },
    ],
    ['a license identifier', { name: 'a', version: '1', license: `${LONG}-x` }],
    ['a license name where an operator goes', { name: 'a', version: '1', license: `MIT ${LONG}` }],
    [
      'an overlay port',
      { name: 'a', 'vcpkg-configuration': { 'overlay-ports': [`./${LONG}/..`] } },
    ],
  ];

  it.each(manifests)('a manifest under the current profile: %s', (_, manifest) => {
    const { problems } = validateManifest(JSON.stringify(manifest), { profile: 'current' });
    expect(problems.length).toBeGreaterThan(0);
    for (const { message } of problems) expect(message).not.toContain(TOO_MUCH);
  });

  it('an integer too large for vcpkg', () => {
    const digits = '9'.repeat(10_000);
    const { problems } = validateManifest(`{"name":"a","version":"1","port-version":${digits}}`, {
      profile: 'current',
    });
    expect(problems.map(({ message }) => message)).toContain(
      `Invalid integer constant: ${'9'.repeat(57)}…`,
    );
  });

  it('a key given twice', () => {
    const { problems } = validateManifest(`{"name":"a","${LONG}":1,"${LONG}":2}`, {
      profile: 'current',
    });
    expect(problems.map(({ message }) => message)).toContain(
      `Duplicated key "${'x'.repeat(57)}…" in an object`,
    );
  });
});
