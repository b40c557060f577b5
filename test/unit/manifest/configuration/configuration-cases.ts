/**
 * The configurations of the recorded vcpkg verdicts (test/fixtures/vcpkg-verdicts), by case id,
 * each with vcpkg's verdict on it: every `config` case but those about the file itself.
 */
import { recordedConfigurations } from '../../../support/vcpkg-verdicts.js';

/** The baseline the cases name, a valid commit sha. */
export const SHA = '0123456789abcdef0123456789abcdef01234567';

/** A case: its id, the configuration, and vcpkg's verdict. */
export type ConfigurationCase = [
  id: string,
  configuration: unknown,
  verdict: 'accepted' | 'rejected',
];

/**
 * The cases about the file rather than the object it holds, which JSON.parse cannot read, or
 * reads as vcpkg does not (a duplicate key); configuration-file.test.ts has them.
 */
export const FILE_CASES: readonly string[] = [
  'cfg-not-json',
  'cfg-empty-file',
  'cfg-array',
  'cfg-dup-key',
  'cfg-trailing-comma',
];

export const CASES: ConfigurationCase[] = recordedConfigurations()
  .filter(({ kind, id }) => kind === 'config' && !FILE_CASES.includes(id))
  .map(({ id, text, verdict }) => [id, JSON.parse(text), verdict]);
