/*
 * Version texts as today's vcpkg-tool reads them: the relaxed, semantic and date schemes, `#` in
 * a version, and `version>=` constraints.
 */
import { cutQuoted } from '../../../util/cut-short.js';

/** The four version fields, each with its scheme. */
export const VERSION_FIELDS = [
  'version',
  'version-semver',
  'version-date',
  'version-string',
] as const;
export type VersionField = (typeof VERSION_FIELDS)[number];

const NUMBER = '(?:0|[1-9][0-9]*)';
const PRERELEASE_ID = '(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)';
const TAIL = `(?:-${PRERELEASE_ID}(?:\\.${PRERELEASE_ID})*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?`;
const RELAXED = new RegExp(`^${NUMBER}(?:\\.${NUMBER})*${TAIL}$`);
const SEMVER = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}${TAIL}$`);
const DATE = new RegExp(`^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.${NUMBER})*$`);
// vcpkg keeps each dotted number in 64 bits, but its overflow check stops short of the largest:
// run on it, vcpkg reads 18446744073709551610 and stops with an internal error from ...611 on.
const LARGEST_ELEMENT = 18_446_744_073_709_551_610n;
const NON_NEGATIVE_INTEGER = /^[0-9]+$/;

const SCHEME_ERRORS: Record<Exclude<VersionField, 'version-string'>, (text: string) => string> = {
  version: (text) =>
    `\`${cutQuoted(text)}\` is not a valid relaxed version (semver with arbitrary numeric element count).`,
  'version-semver': (text) =>
    `\`${cutQuoted(text)}\` is not a valid semantic version, consult <https://semver.org>.`,
  'version-date': (text) =>
    `\`${cutQuoted(text)}\` is not a valid date version. Dates must follow the format YYYY-MM-DD and disambiguators must be dot-separated positive integer values without leading zeroes.`,
};

/** vcpkg's words for a version text its scheme refuses (no `#` in it), if it does. */
export function versionSchemeError(field: VersionField, text: string): string | undefined {
  if (field === 'version-string') return undefined;
  const pattern = field === 'version' ? RELAXED : field === 'version-semver' ? SEMVER : DATE;
  if (pattern.test(text) && numbersFit(field, text)) return undefined;
  return SCHEME_ERRORS[field](text);
}

/** Whether every dotted number (the date's own digits aside) fits vcpkg's 64 bits. */
function numbersFit(field: VersionField, text: string): boolean {
  const numbers = field === 'version-date' ? text.slice(10) : (text.split(/[-+]/, 1)[0] ?? '');
  return numbers
    .split('.')
    .every((element) => element.length < 20 || BigInt(element) <= LARGEST_ELEMENT);
}

/** vcpkg's words for a top-level version field's text, if it refuses it. */
export function topLevelVersionError(field: VersionField, text: string): string | undefined {
  const sharp = text.indexOf('#');
  if (sharp < 0) return versionSchemeError(field, text);
  const after = text.slice(sharp + 1);
  const error = "invalid character '#' in version text";
  return after === '' ? error : `${error}. Did you mean "port-version": ${cutQuoted(after)}?`;
}

/** What is wrong with an override's version text, and whether it has a `#N` port version. */
export interface OverrideVersionCheck {
  /** vcpkg's words, at the version field itself (a bad `#`) or at the override (the scheme). */
  error?: { message: string; at: 'field' | 'override' };
  /** Whether the text ends in `#N`, which `port-version` cannot join. */
  sharp: boolean;
}

/** An override's version: any scheme's text, optionally followed by `#N`. */
export function overrideVersionCheck(field: VersionField, text: string): OverrideVersionCheck {
  const sharp = text.indexOf('#');
  const version = sharp < 0 ? text : text.slice(0, sharp);
  if (sharp >= 0) {
    const portVersion = text.slice(sharp + 1);
    const must = "'#' in version text must be followed by a port version";
    if (portVersion === '') return { error: { message: must, at: 'field' }, sharp: true };
    if (!NON_NEGATIVE_INTEGER.test(portVersion))
      return { error: { message: `${must} (a non-negative integer)`, at: 'field' }, sharp: true };
  }
  // An override's `version`, like `version-string`, may be any text.
  const scheme = field === 'version' ? undefined : versionSchemeError(field, version);
  return { sharp: sharp >= 0, ...(scheme ? { error: { message: scheme, at: 'override' } } : {}) };
}

/** vcpkg's words for a `version>=` whose `#` part is not a non-negative integer, if it is not. */
export function minimumVersionError(text: string): string | undefined {
  const sharp = text.indexOf('#');
  if (sharp < 0 || NON_NEGATIVE_INTEGER.test(text.slice(sharp + 1))) return undefined;
  return 'port-version (after the \'#\') in "version>=" must be a non-negative integer';
}

/** vcpkg's words for a project's `builtin-baseline` that is not a commit id, if it is not. */
export function builtinBaselineError(text: string): string | undefined {
  if (/^[0-9a-f]{40}$/.test(text)) return undefined;
  return `the top-level builtin-baseline (${cutQuoted(text)}) was not a valid commit sha: expected 40 hexadecimal characters.`;
}
