/*
 * What `vcpkg x-add-version` demands of a version new to a port's versions file (without
 * --skip-version-format-check), in its words: the port-version sequence and the advice against a
 * `version-string` another scheme reads. The state checks, the fixer's refusals and the reader's
 * check of a file's newest entry all ask here.
 */
import { versionSchemeError } from '../manifest/vcpkg/current/versions.js';
import type { PortVersion } from './database.js';
import { portWords, versionWords } from './words.js';

/** A port-version that does not follow the entries before it: the one expected, and why. */
export interface PortVersionBreak {
  /** The highest port-version already listed for the version's text; undefined for a new text. */
  highest: number | undefined;
  /** The port-version x-add-version expects: 0 for a new text, else `highest + 1`. */
  expected: number;
}

/**
 * Whether `portVersion` breaks the sequence after `highest` (the highest port-version listed for
 * the same version text, undefined when none is): a new text starts without a port-version, a
 * bump is one more than the highest.
 */
export function portVersionBreak(
  portVersion: number,
  highest: number | undefined,
): PortVersionBreak | undefined {
  if (portVersion === 0) return undefined;
  const expected = highest === undefined ? 0 : highest + 1;
  return portVersion === expected ? undefined : { highest, expected };
}

/**
 * vcpkg's words for a break, as the problem and its fix (the caller says what to run after):
 * `declares` names what holds the port-version (`the port declares`).
 */
export function portVersionBreakWords(
  port: string,
  version: { text: string; portVersion: number },
  { highest, expected }: PortVersionBreak,
  declares = 'the port declares',
): { problem: string; fix: string } {
  const text = versionWords({ text: version.text, portVersion: 0 });
  if (highest === undefined)
    return {
      problem: `In ${portWords(port)}, ${text} is a completely new version, so there should be no "port-version"`,
      fix: 'Remove "port-version"',
    };
  return {
    problem: `In ${portWords(port)}, the current "port-version" for ${text} is ${highest}, so the expected new "port-version" is ${expected}, but ${declares} "port-version" ${version.portVersion}`,
    fix: `Change "port-version" to ${expected}`,
  };
}

/** The scheme vcpkg advises for a `version-string` another scheme reads: a date, then relaxed. */
export function stringSchemeAdvice(version: PortVersion): 'version-date' | 'version' | undefined {
  if (version.scheme !== 'version-string') return undefined;
  if (versionSchemeError('version-date', version.text) === undefined) return 'version-date';
  if (versionSchemeError('version', version.text) === undefined) return 'version';
  return undefined;
}

/** vcpkg's advice for a `version-string` that reads as `as`, ending with `rerun` (`run …`). */
export function stringSchemeAdviceWords(
  port: string,
  as: 'version-date' | 'version',
  rerun: string,
): string {
  const start = `The version format of "${portWords(port)}" uses "version-string", but the format is acceptable as a "${as}".`;
  return as === 'version-date'
    ? `${start} If this format is actually intended to be an ISO 8601 date, change the format to "version-date", and ${rerun}.`
    : `${start} If the versions for this port are orderable using relaxed-version rules, change the format to "version", and ${rerun}. Relaxed-version rules order versions by each numeric component. Then, versions with dash suffixes are sorted lexicographically before. Plus'd build tags are ignored.`;
}
