/**
 * The file modules the hardening suites of paths and file safety test (src/files/, the Action's
 * validate step, the CLI), with what those suites share. The suites mock a node module under
 * them (test/hardening/files-safety.test.ts node:fs, test/hardening/hostile-paths.test.ts
 * src/util/node-crypto.ts), so the modules are imported here only when importFilesUnderTest is called: call
 * it after jest.unstable_mockModule, and the modules see the mock.
 */
import { makeTempTree } from './temp-dir.js';
import type { FileToCheck } from '../../src/files/file-to-check.js';
import type { CheckOptions } from '../../src/run/check-files.js';

/** The modules, imported now: after the calling suite's jest.unstable_mockModule. */
export async function importFilesUnderTest() {
  const checked = await import('../../src/run/check-files.js');
  const { EVERY_RULE } = await import('./every-rule.js');
  // Every rule at hand, as a run that needs them all would load them.
  const checkFiles = (files: readonly FileToCheck[], options: CheckOptions) =>
    checked.checkFiles(files, options, EVERY_RULE);
  const { findManifests } = await import('../../src/files/find-manifests.js');
  const { globFiles } = await import('../../src/files/glob-files.js');
  const { outsideRoot } = await import('../../src/files/outside-root.js');
  const { validateStep } = await import('../../src/action/validate-step.js');
  const { cli } = await import('./run-cli.js');
  const { DEFAULT_SETTINGS } = await import('./validate-settings.js');
  return { checkFiles, findManifests, globFiles, outsideRoot, validateStep, cli, DEFAULT_SETTINGS };
}

/** A valid manifest, on one line. */
export const VALID = '{ "name": "ok", "version": "1.0" }\n';

/** A new directory in `parent` with these files in it. */
export function directoryIn(parent: string, files: Record<string, string> = {}): string {
  return makeTempTree('d', files, parent);
}

/** `path:1:1: error: message [file]`, as the text format prints a path that was not read. */
export function refusedLine(file: string, message: string): string {
  return `${file}:1:1: error: ${message} [file]\n`;
}
