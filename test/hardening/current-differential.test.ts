/**
 * `--profile current` against the real vcpkg: on seeded mutants of today's ports, of project
 * manifests (alone, or with a configuration file beside them) and of configuration files, the
 * file-level verdict (any error?) is vcpkg's.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { validateConfiguration } from '../../src/manifest/configuration/validate-configuration.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { configurationBeside, manifestBeside } from '../../src/manifest/beside.js';
import type { Problem } from '../../src/manifest/problems/problem.js';
import {
  generateCurrentMutants,
  oracleFilesOf,
  type CurrentMutant,
} from '../support/current-mutants.js';
import { judgeWithVcpkg, VCPKG_ORACLE } from '../support/vcpkg-oracle.js';

const oracleExists = existsSync(VCPKG_ORACLE);
const describeOracle = oracleExists ? describe : describe.skip;
const title = oracleExists
  ? 'the current profile and vcpkg'
  : 'the current profile and vcpkg (skipped: no ../shared)';

describeOracle(title, () => {
  it('give the same verdict on every mutant', () => {
    const mutants = generateCurrentMutants({ ports: 250, projects: 250, configurations: 100 }, 1);
    const { verdicts } = judgeWithVcpkg(oracleFilesOf(mutants));
    const disagreements = mutants.flatMap((mutant, index) => {
      const vcpkg = verdicts[index];
      const problems = ourProblems(mutant);
      const valid = !problems.some((problem) => problem.severity === 'error');
      if (valid === vcpkg?.accepted) return [];
      return [
        {
          id: mutant.id,
          mutation: mutant.mutation,
          vcpkg: vcpkg?.accepted ? 'accepted' : (vcpkg?.messages[0] ?? 'rejected'),
          ours: valid ? 'valid' : problems.find((problem) => problem.severity === 'error')?.message,
        },
      ];
    });
    expect(mutants.filter((mutant) => mutant.configuration !== undefined).length).toBeGreaterThan(
      10,
    );
    expect(disagreements).toEqual([]);
  });
});

/**
 * Our problems with a mutant, where the oracle puts it (the folder an overlay port may not be);
 * a project with a configuration file beside it is judged as a pair, as vcpkg reads them.
 */
function ourProblems(mutant: CurrentMutant): Problem[] {
  const directory = `/root/${mutant.kind === 'port' ? 'ports' : 'proj'}/f`;
  if (mutant.kind === 'configuration')
    return validateConfiguration(mutant.text, { beside: { directory } }).problems;
  const options = { profile: 'current', kind: mutant.kind } as const;
  if (mutant.configuration === undefined)
    return validateManifest(mutant.text, { ...options, beside: { directory } }).problems;
  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  return [
    ...validateManifest(mutant.text, {
      ...options,
      beside: { directory, configuration: configurationBeside(parsed(mutant.configuration)) },
    }).problems,
    ...validateConfiguration(mutant.configuration, {
      beside: { directory, manifest: manifestBeside(parsed(mutant.text)) },
    }).problems,
  ];
}
