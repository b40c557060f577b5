/**
 * Keeps the recorded vcpkg verdicts (test/fixtures/vcpkg-verdicts) honest: where the real vcpkg is
 * present (../shared/oracles/vcpkg/vcpkg), every recorded manifest, configuration and value is
 * judged again and must get the verdict recorded for it. The unit tests trust these records;
 * skipped without ../shared.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  VCPKG_ORACLE,
  judgeWithVcpkg,
  type OracleFile,
  type OracleVerdict,
} from '../support/vcpkg-oracle.js';
import {
  VECTOR_PLACES,
  caseContent,
  recordedConfigurations,
  recordedManifests,
  recordedVectors,
  vectorAccepted,
  type RecordedCase,
} from '../support/vcpkg-verdicts.js';

const oracleExists = existsSync(VCPKG_ORACLE);
const describeOracle = oracleExists ? describe : describe.skip;
const title = (name: string) => (oracleExists ? name : `${name} (skipped: no ../shared)`);

/**
 * Cases whose meaning depends on where the file lies, recorded for a project judged at
 * `<root>/proj/vcpkg.json`, as the oracle harness lays them out: it judges such a project in
 * `<root>/proj/f/`.
 */
const PLACED: Record<string, (text: string) => string> = {
  // `../proj` was the manifest's own folder, named from its parent.
  'proj-ovl-parent-self': (text) => text.replace('"../proj"', '"../f"'),
};

/** A recorded case as a file for the oracle. */
function oracleFile(recorded: RecordedCase): OracleFile {
  const place = PLACED[recorded.id];
  return {
    path: recorded.id,
    text: place ? place(recorded.text) : caseContent(recorded),
    kind: recorded.kind === 'config' ? 'configuration' : recorded.kind,
    ...(recorded.configuration === undefined ? {} : { configuration: recorded.configuration }),
  };
}

/** The cases whose verdict vcpkg now gives differently, with what it said then and now. */
function differing(cases: readonly RecordedCase[], verdicts: readonly OracleVerdict[]) {
  return cases.flatMap((recorded, index) => {
    const now = verdicts[index] as OracleVerdict;
    const verdict = now.accepted ? 'accepted' : 'rejected';
    return verdict === recorded.verdict
      ? []
      : [{ id: recorded.id, recorded: recorded.verdict, then: recorded.first, now: now.messages }];
  });
}

describeOracle(title('the recorded vcpkg verdicts, asked again'), () => {
  it('every manifest case, as a port or as a project', () => {
    const cases = recordedManifests();
    const { verdicts } = judgeWithVcpkg(cases.map(oracleFile));
    expect(differing(cases, verdicts)).toEqual([]);
    expect(cases.length).toBeGreaterThan(400);
  });

  it('every configuration case, alone or embedded in a project', () => {
    const cases = recordedConfigurations();
    const { verdicts } = judgeWithVcpkg(cases.map(oracleFile));
    expect(differing(cases, verdicts)).toEqual([]);
    expect(cases.filter(({ kind }) => kind === 'config').length).toBeGreaterThan(80);
  });

  it('every value, each in a manifest of its own', () => {
    const vectors = recordedVectors();
    const files = vectors.map((vector, index): OracleFile => {
      const place = VECTOR_PLACES[vector.set];
      return {
        path: String(index),
        text: JSON.stringify(place.manifest(vector.input)),
        kind: place.kind,
      };
    });
    const { verdicts } = judgeWithVcpkg(files);
    const wrong = vectors.flatMap((vector, index) => {
      const now = verdicts[index] as OracleVerdict;
      return now.accepted === vectorAccepted(vector) ? [] : [{ ...vector, now: now.messages }];
    });
    expect(wrong).toEqual([]);
    expect(vectors.length).toBe(959);
  });
});
