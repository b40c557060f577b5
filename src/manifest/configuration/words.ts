/**
 * vcpkg's words for a configuration (vcpkg-tool's messages.json), so that a problem reads as
 * vcpkg prints it, without vcpkg's `$.path` prefix: the problem's place and pointer say where.
 */
import { closestWord } from '../../util/closest-word.js';
import { cutQuoted } from '../../util/cut-short.js';

/** The documentation vcpkg points at from a configuration's problems. */
export const REGISTRIES_DOCUMENTATION =
  'https://learn.microsoft.com/vcpkg/users/registries?WT.mc_id=vcpkg_inproduct_cli';

/** A project's configuration given twice: embedded in its manifest and as a file beside it. */
export const AMBIGUOUS_CONFIGURATION =
  'Ambiguous vcpkg configuration provided by both manifest and configuration file.';

/** `mismatched type: expected a registry`. */
export function mismatchedType(expected: string): string {
  return `mismatched type: expected ${expected}`;
}

/** `a builtin registry: missing required field 'baseline' (a baseline)`. */
export function missingField(owner: string, field: string, type: string): string {
  return `${owner}: missing required field '${field}' (${type})`;
}

/**
 * `a git registry: unexpected field 'path', did you mean 'kind'?`, the known field nearest to it
 * (the first on a tie, as vcpkg suggests one); without `suggest`, the message stops after the
 * field (for a problem that is never listed: see ConfigurationSink).
 */
export function unexpectedField(
  owner: string,
  field: string,
  known: readonly string[],
  suggest = true,
): string {
  const message = `${owner}: unexpected field '${cutQuoted(field)}'`;
  if (!suggest) return message;
  return `${message}, did you mean '${closestWord(field, known, COMPARED_LENGTH)?.word ?? ''}'?`;
}

/**
 * Longest start of an unknown key that is compared: every known field is at most 10 characters,
 * so a longer key is near none of them, and a hostile file of long keys costs no more than this.
 */
const COMPARED_LENGTH = 32;
