/**
 * The formatter against the real vcpkg: on seeded variants of the corpus
 * (test/support/format-variants.ts), the text formatManifest writes is, byte for byte, the text
 * `vcpkg format-manifest` writes, and a variant vcpkg refuses to write we refuse too.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { formatManifest } from '../../src/manifest/format/format-manifest.js';
import { formatVariants } from '../support/format-variants.js';
import { VCPKG_ORACLE } from '../support/vcpkg-oracle.js';
import { formatWithVcpkg } from '../support/vcpkg-format-oracle.js';

const oracleExists = existsSync(VCPKG_ORACLE);
const describeOracle = oracleExists ? describe : describe.skip;
const title = oracleExists
  ? 'formatManifest and vcpkg format-manifest'
  : 'formatManifest and vcpkg format-manifest (skipped: no ../shared)';

/** Manifests vcpkg does not write: a syntax error, a rejected name, ties it cannot write back. */
const REFUSED = [
  { id: 'syntax error', text: '{"name": "a", "version": "1",}' },
  { id: 'bad name', text: '{"name": "Bad", "version": "1"}' },
  {
    id: 'unstable ties',
    text: JSON.stringify({
      name: 'a',
      version: '1',
      dependencies: [
        ...Array.from({ length: 17 }, (_, i) => (i === 5 ? { name: 't', host: true } : 't')),
        'b',
      ],
    }),
  },
].map((manifest) => ({ ...manifest, kind: 'port' as const, changes: [] as string[] }));

describeOracle(title, () => {
  it('write the same bytes for every variant', () => {
    const variants = [...formatVariants(800, 9), ...REFUSED];
    const { results } = formatWithVcpkg(variants);
    const disagreements = variants.flatMap((variant, index) => {
      const vcpkg = results[index];
      const ours = formatManifest(variant.text, { kind: variant.kind });
      const oursText = ours.ok ? ours.text : undefined;
      const vcpkgText = vcpkg?.accepted ? vcpkg.text : undefined;
      if (oursText === vcpkgText) return [];
      return [
        {
          id: variant.id,
          changes: variant.changes.join(', '),
          vcpkg: vcpkgText === undefined ? `refused: ${vcpkg?.messages[0]}` : 'wrote',
          ours:
            oursText === undefined
              ? `refused: ${ours.ok ? '' : ours.problems[0]?.message}`
              : 'wrote',
          firstDifference:
            oursText !== undefined && vcpkgText !== undefined
              ? firstDifference(vcpkgText, oursText)
              : undefined,
        },
      ];
    });
    expect(variants.length).toBe(800 + REFUSED.length);
    expect(results.filter((result) => result.accepted).length).toBeGreaterThan(780);
    expect(results.slice(800).map((result) => result.accepted)).toEqual(REFUSED.map(() => false));
    expect(disagreements).toEqual([]);
  });
});

/** Where two texts first differ, `line:column`, and the two lines there. */
function firstDifference(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const before = expected.slice(0, at).split('\n');
  const line = before.length;
  return `${line}:${(before.at(-1)?.length ?? 0) + 1} vcpkg ${JSON.stringify(expected.split('\n')[line - 1])} ours ${JSON.stringify(actual.split('\n')[line - 1])}`;
}
