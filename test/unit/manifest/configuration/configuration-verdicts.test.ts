/**
 * Every configuration file of the recorded vcpkg verdicts (test/fixtures/vcpkg-verdicts), as
 * written, gets the verdict the real vcpkg gave it; the cases the other tests build on
 * (configuration-cases.ts) are those files, parsed.
 */
import { describe, expect, it } from '@jest/globals';
import { validateConfiguration } from '../../../../src/manifest/configuration/validate-configuration.js';
import { recordedConfigurations } from '../../../support/vcpkg-verdicts.js';
import { CASES, FILE_CASES } from './configuration-cases.js';

const recorded = recordedConfigurations().filter(({ kind }) => kind === 'config');

describe("vcpkg's verdict on every configuration it judged", () => {
  it.each(recorded.map(({ id, verdict, text }) => [id, verdict, text] as const))(
    '%s is %s',
    (_id, verdict, text) => {
      expect(validateConfiguration(text).valid).toBe(verdict === 'accepted');
    },
  );

  it('are the cases, but for those about the file itself', () => {
    expect(recorded.length).toBeGreaterThan(80);
    expect(CASES.map(([id]) => id)).toEqual(
      recorded.map(({ id }) => id).filter((id) => !FILE_CASES.includes(id)),
    );
    expect(FILE_CASES.filter((id) => !recorded.some((c) => c.id === id))).toEqual([]);
  });
});
