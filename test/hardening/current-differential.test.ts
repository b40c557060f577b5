/**
 * `--profile current` against the real vcpkg: on seeded mutants of today's ports, of project
 * manifests and of configuration files, the file-level verdict (any error?) is vcpkg's.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { validateConfiguration } from '../../src/manifest/configuration/validate-configuration.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { generateCurrentMutants, oracleFilesOf } from '../support/current-mutants.js';
import { judgeWithVcpkg, VCPKG_ORACLE } from '../support/vcpkg-oracle.js';

const oracleExists = existsSync(VCPKG_ORACLE);
const describeOracle = oracleExists ? describe : describe.skip;
const title = oracleExists
  ? 'the current profile and vcpkg'
  : 'the current profile and vcpkg (skipped: no ../shared)';

describeOracle(title, () => {
  it('give the same verdict on every mutant', () => {
    const mutants = generateCurrentMutants({ ports: 250, projects: 250, configurations: 100 }, 1)
      // A configuration beside a project is a run's matter, not one file's.
      .filter((mutant) => mutant.configuration === undefined);
    const { verdicts } = judgeWithVcpkg(oracleFilesOf(mutants));
    const disagreements = mutants.flatMap((mutant, index) => {
      const vcpkg = verdicts[index];
      // Where the oracle puts the file: the folder an overlay port may not be.
      const directory = `/root/${mutant.kind === 'port' ? 'ports' : 'proj'}/f`;
      const ours =
        mutant.kind === 'configuration'
          ? validateConfiguration(mutant.text, { directory })
          : validateManifest(mutant.text, { profile: 'current', kind: mutant.kind, directory });
      if (ours.valid === vcpkg?.accepted) return [];
      return [
        {
          id: mutant.id,
          mutation: mutant.mutation,
          vcpkg: vcpkg?.accepted ? 'accepted' : (vcpkg?.messages[0] ?? 'rejected'),
          ours: ours.valid
            ? 'valid'
            : ours.problems.filter((p) => p.severity === 'error').map((p) => p.message)[0],
        },
      ];
    });
    expect(disagreements).toEqual([]);
  });
});
