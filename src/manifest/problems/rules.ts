import type { RuleId, Severity } from './problem.js';
import { withThousands } from '../../util/thousands.js';
import { MOST_LIST_ITEMS, MOST_PROBLEMS_PER_FILE, SCHEMA_WORK } from './limits.js';

/** The per-file limit as the help text writes it: `1,000`. */
const MOST_LISTED = withThousands(MOST_PROBLEMS_PER_FILE);

/**
 * One rule: how severe its problems are and what a reader of a report needs to know about it, in
 * the words of docs/checks.md's rules table. The checks that make problems, SARIF and the docs test
 * all read it here.
 */
export interface Rule {
  /** The severity of its problems without `--strict`. */
  severity: Severity;
  /** With `--strict`, when not `error`: a rule about the run, not about what vcpkg enforces. */
  strictSeverity?: Severity;
  /** One sentence: what a problem of this rule is. */
  shortDescription: string;
  /** What the rule checks, in one or two sentences. */
  fullDescription: string;
  /** How to fix a problem of this rule, in one sentence. */
  fix: string;
}

/** The command that writes a registry's missing version entries. */
const FIX = '`manifest-check versions --fix`';

/**
 * Every rule, in the order of docs/checks.md's table; a `Record` so that no rule can be left out.
 * A rule is an error unless its entry gives another `severity`.
 */
export const RULES: Readonly<Record<RuleId, Readonly<Rule>>> = errorsUnlessSaid({
  'json-syntax': {
    shortDescription: 'The file is not JSON (also an empty file).',
    fullDescription:
      'The file must be one JSON document; an empty file, a trailing comma, a comment or an unquoted key is not JSON.',
    fix: 'Correct the offending character the problem points at.',
  },
  encoding: {
    shortDescription: 'The file is not UTF-8 (invalid bytes, UTF-16).',
    fullDescription:
      'The file must be UTF-8 text; invalid bytes and UTF-16 are rejected, a UTF-8 byte order mark is accepted.',
    fix: 'Save the file as UTF-8.',
  },
  file: {
    shortDescription:
      'The file cannot be read or checked, or a directory below a given one cannot be read.',
    fullDescription: `Every file given, and every directory searched below a directory given, must be readable: a regular file, not over max-file-size, not a symbolic link out of the searched directory or workspace, and small enough to check (at most ${withThousands(MOST_LIST_ITEMS)} list items, no value too long or nested too deeply).`,
    fix: 'Check that the path exists and may be read, and that the manifest is of a reasonable size.',
  },
  'additional-property': {
    shortDescription: 'A key the spec does not allow.',
    fullDescription:
      'An object may have only the keys the manifest spec lists for it; keys starting with `$` are always allowed.',
    fix: 'Remove the key, or correct its spelling to one the message lists.',
  },
  required: {
    shortDescription: 'A required key is missing.',
    fullDescription:
      'Every key the spec requires must be there, such as `name` in a manifest or `name` in a dependency object.',
    fix: 'Add the missing key to the object the problem points at.',
  },
  'version-one-of': {
    shortDescription:
      'Not exactly one of `version`, `version-string`, `version-semver`, `version-date`.',
    fullDescription:
      'A version is given in exactly one of `version`, `version-string`, `version-semver` or `version-date`.',
    fix: 'Keep one of these keys and remove the others, or add one when there is none.',
  },
  type: {
    shortDescription: 'A value of the wrong type.',
    fullDescription:
      'Every value must have the JSON type the spec gives it; a dependency, for example, is a name or an object.',
    fix: 'Change the value to the type the message expects.',
  },
  pattern: {
    shortDescription: 'A name or version that does not match its pattern.',
    fullDescription:
      'Names and versions must match the patterns of the spec, such as lowercase letters and digits in dash-separated groups for an identifier.',
    fix: 'Rewrite the value as the message describes.',
  },
  'reserved-name': {
    shortDescription: 'A reserved name, or one the unanchored pattern finds inside an identifier.',
    fullDescription:
      "Names such as `core`, `default`, `con` or `lpt1` are reserved; the spec's unanchored pattern also rejects names that merely contain one, such as `iconv`, unless `--strict` is given.",
    fix: 'Choose another name.',
  },
  minimum: {
    shortDescription: 'A negative `port-version`.',
    fullDescription: '`port-version` counts the revisions of a port and must be 0 or more.',
    fix: 'Use a whole number of 0 or more.',
  },
  format: {
    shortDescription: 'A `homepage` or `documentation` that is not a URI.',
    fullDescription: '`homepage` and `documentation` must be URIs.',
    fix: 'Give a full URI, such as `https://example.org/`.',
  },
  schema: {
    shortDescription: 'A value that breaks any other keyword of your own `--schema`.',
    fullDescription:
      'A schema given with `--schema` may use keywords that no other rule covers, such as `enum` or `maxLength`.',
    fix: 'Change the value as the message says, or the schema.',
  },
  'duplicate-key': {
    shortDescription: 'A key given twice in one object (`JSON.parse` keeps only the last).',
    fullDescription:
      'An object must not have the same key twice: `JSON.parse` keeps only the last value, so the first is silently lost.',
    fix: 'Remove one of the two keys, or merge their values.',
    severity: 'warning',
  },
  'platform-expression': {
    shortDescription: 'A `supports` or `platform` that is not a platform expression.',
    fullDescription:
      "`supports` and `platform` follow vcpkg's grammar: names, `!`, `&`, `|`, `,` and parentheses, with `&` and `|` not mixed without parentheses.",
    fix: 'Correct the offending token the problem points at.',
    severity: 'warning',
  },
  spdx: {
    shortDescription: 'A `license` that is not an SPDX expression.',
    fullDescription:
      '`license` must be an SPDX license expression, such as `MIT` or `Apache-2.0 OR MIT`, with identifiers from the current SPDX license list.',
    fix: 'Use SPDX identifiers joined by upper-case `AND`, `OR` or `WITH`.',
    severity: 'warning',
  },
  'unanchored-identifier': {
    shortDescription: 'An identifier accepted only because the pattern is unanchored (`Foo_Bar`).',
    fullDescription:
      "The spec's identifier pattern is unanchored, so it accepts names such as `Foo_Bar` that vcpkg rejects; `--strict` makes this an error.",
    fix: 'Use lowercase letters and digits in dash-separated groups.',
    severity: 'warning',
  },
  'problem-limit': {
    shortDescription: `The file has more problems than are listed for one file (${MOST_LISTED}).`,
    fullDescription: `At most ${MOST_LISTED} problems are listed for a file, errors first; this problem counts the rest. It is a warning when every problem left out is a warning, and an error when any of them is an error.`,
    fix: 'Fix the problems listed and check the file again.',
    severity: 'warning',
  },
  'feature-name': {
    shortDescription: 'A feature name that vcpkg refuses (with a vcpkg schema of your own).',
    fullDescription:
      "With your own vcpkg manifest schema, the keys of `features` (today's object form) must be identifiers that are not reserved, as vcpkg reads them; today's schema does not check them.",
    fix: 'Use lowercase letters and digits in dash-separated groups, and no reserved name.',
    severity: 'warning',
  },
  'unregistered-schema': {
    shortDescription:
      'With schemas from manifests: a `$schema` that names no schema given, so the fallback schema is used.',
    fullDescription:
      "With schemas from manifests (`--schema-from-manifest`, the `schema-from-manifest` input), a manifest is checked against the schema its `$schema` names; one that names neither the main schema (`--schema`, `schema`) nor a manifest schema (`--manifest-schema`, `manifest-schemas`) is checked against the main schema, else the built-in one (remote schemas are not fetched). vcpkg-tool's published URL (`https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg.schema.json`) picks the built-in `current` profile when no manifest schema is given (`--schema`, `--manifest-schema`); otherwise it is one more schema not given. A schema registered for `$ref`s only (`--schema-ref`, `schema-refs`) cannot be picked.",
    fix: 'Give the schema as a manifest schema (`--manifest-schema`, `manifest-schemas`), or correct the `$schema` URI.',
    severity: 'warning',
    strictSeverity: 'warning',
  },
  'skipped-directory': {
    shortDescription:
      'A `node_modules` folder, which searches skip, holds files the search would have checked.',
    fullDescription:
      'A directory search (a PATH, the `files` patterns) skips every `node_modules` folder unless a PATH or a pattern names it, as it can be huge; one that holds files the search would have picked, in it or in the folders directly in it, is reported on its path.',
    fix: 'Give the folder as a PATH or name it in a `files` pattern to check its files, or exclude it with a `!` pattern.',
    severity: 'warning',
    strictSeverity: 'warning',
  },
  'case-variant': {
    shortDescription:
      'A file whose name is a checked name but for case, which vcpkg reads on Windows and macOS; it was not checked.',
    fullDescription:
      'A directory search (a PATH, the `files` patterns) picks files by their exact names (`vcpkg.json`, and `vcpkg-configuration.json` under `current`); a file whose name differs from one only by case (`VCPKG.json`) is the one vcpkg reads on a file system that ignores case (Windows, macOS), so it is reported on its path instead of being skipped. A file named as a PATH is checked whatever its name.',
    fix: 'Rename the file to the checked name (`git mv VCPKG.json vcpkg.json`), or give it as a PATH.',
    severity: 'warning',
    strictSeverity: 'warning',
  },
  'schema-work-limit': {
    shortDescription:
      'Your own schema needed more work for the file than a file may take; it was not fully checked.',
    fullDescription: `Checking one file against your own schema may take at most ${withThousands(SCHEMA_WORK.steps)} steps of work and ${SCHEMA_WORK.stepsPerCharacter} more for each character of the file (a step is about a keyword applied to a value); more usually means \`$ref\`s that multiply, such as a definition that applies the one before it twice, at every level. The file is then an error, reported at the value being checked when the bound was reached.`,
    fix: 'Change the schema so that it applies each definition to a value a bounded number of times.',
  },
  configuration: {
    shortDescription:
      'A `vcpkg-configuration.json` (or an embedded configuration) that vcpkg refuses.',
    fullDescription:
      "A configuration must be what vcpkg reads: `default-registry` and `registries` of kind `builtin`, `git`, `filesystem` or `artifact` with the fields of their kind, `packages` patterns with at most one `*`, last, overlay paths as arrays of strings (`overlay-ports` never the manifest's own directory), and a baseline for the default registry when other registries are used.",
    fix: "Correct the value as the message says, in vcpkg's words.",
  },
  'configuration-unrecognized-field': {
    shortDescription: 'A configuration field vcpkg does not know (vcpkg warns and ignores it).',
    fullDescription:
      'vcpkg knows `default-registry`, `registries`, `overlay-ports`, `overlay-triplets`, `message`, `warning`, `error`, `settings`, `apply`, `requires` and `demands` (and any key starting with `$`); it warns about any other and ignores it.',
    fix: 'Remove the field, or correct its spelling.',
    severity: 'warning',
  },
  'configuration-duplicate-pattern': {
    shortDescription: 'A package pattern that an earlier registry already declares.',
    fullDescription:
      'Each package pattern belongs to one registry; vcpkg warns about a pattern declared again and uses the first declaration.',
    fix: 'Remove the pattern from all registries but the one that should provide the packages.',
    severity: 'warning',
  },
  'configuration-git-baseline': {
    shortDescription: 'A git registry whose `baseline` is not a commit SHA.',
    fullDescription:
      "A git registry's `baseline` must be a commit SHA, 40 lower-case hexadecimal digits; vcpkg reads another string but fails when it resolves versions from that registry.",
    fix: 'Give the full commit SHA of the registry, such as `git rev-parse HEAD` prints it.',
    severity: 'warning',
  },
  'vcpkg-json': {
    shortDescription:
      "JSON that vcpkg's own parser refuses (an exponent, a huge integer, deep nesting).",
    fullDescription:
      'vcpkg reads JSON more narrowly than JSON.parse: no exponents (`1e2`), integers within 64 bits, at most 200 levels of nesting below the top-level object.',
    fix: 'Write the number as a plain integer or decimal, or nest less deeply.',
  },
  'vcpkg-value': {
    shortDescription:
      "A value that today's vcpkg refuses (a version, name, license or platform expression).",
    fullDescription:
      "Today's vcpkg parses version texts by their scheme, names as lowercase identifiers that are not reserved, `port-version` as a plain integer, a project's `builtin-baseline` as a commit id, licenses as SPDX expressions and `supports`/`platform` as platform expressions; the message gives vcpkg's words.",
    fix: "Correct the value as vcpkg's words in the message say.",
  },
  'unknown-license-id': {
    shortDescription: "A license or exception id that is not on vcpkg's SPDX list (vcpkg warns).",
    fullDescription:
      'vcpkg knows the ids of the SPDX license and exception lists (any case) and `LicenseRef-` ids; it warns about any other id.',
    fix: 'Use an id from https://spdx.org/licenses/, or a `LicenseRef-` id.',
    severity: 'warning',
  },
  'replaced-builtin-baseline': {
    shortDescription:
      "A project's `builtin-baseline` that the `default-registry` of the `vcpkg-configuration.json` beside it replaces (vcpkg warns).",
    fullDescription:
      "A project's `builtin-baseline` is the baseline of the builtin default registry. When the `vcpkg-configuration.json` beside the manifest sets a `default-registry`, vcpkg uses that registry instead, and warns that the `builtin-baseline` is not used.",
    fix: 'Remove `builtin-baseline`, or the `default-registry` of the configuration file.',
    severity: 'warning',
  },
  'canonical-form': {
    shortDescription: "A manifest not written in vcpkg's canonical form.",
    fullDescription:
      'vcpkg accepts a manifest into a registry only as `vcpkg format-manifest` writes it: its key order, sorted lists, two-space indents, LF line ends and a final newline. The problem is where the file first differs from that form.',
    fix: 'Run `manifest-check format` on the file (or the `manifest-format` pre-commit hook), which rewrites it in canonical form.',
  },
  'versions-shape': {
    shortDescription: 'A versions file or `versions/baseline.json` that vcpkg cannot read.',
    fullDescription:
      'A versions file is an object with a `versions` array of entries, each with exactly one of `version`, `version-semver`, `version-date` or `version-string`, an optional non-negative integer `port-version`, and a 40-hex `git-tree` (a git registry) or a `$/` `path` (a filesystem registry); the baseline is an object whose `default` maps each port to its `baseline` and `port-version`. vcpkg refuses the whole file for any mistake in it.',
    fix: 'Correct the value as the message says, or restore the file from git and run `manifest-check versions --fix`.',
  },
  'versions-file-location': {
    shortDescription: 'A versions file that is not at `versions/<first letter>-/<port>.json`.',
    fullDescription:
      "vcpkg looks for a port's versions file only at `versions/<first letter of the port>-/<port>.json`, with a name that is a port name; a file anywhere else is never read.",
    fix: 'Move the file to the path the message names (`git mv`).',
  },
  'versions-order': {
    shortDescription:
      'A version listed twice in a versions file, its port-versions not newest first, or its newest entry out of the port-version sequence.',
    fullDescription:
      "Each version (its text and port-version, whatever its scheme) is in a versions file once, and the entries of one version are newest first: higher port-versions before lower ones, as `x-add-version` writes them. The newest entry (the port's current version) follows the entries below it as `x-add-version` adds it: no `port-version` for a new version text, else one more than the highest listed (only `--skip-version-format-check` writes another). vcpkg reads such a file and uses the first entry of a version, and microsoft/vcpkg keeps 33 files of old entries out of order and 13 whose newest entry is out of sequence, so it is a warning.",
    fix: 'Remove the repeated entry, or put the entries of the version in descending port-version order; for a newest entry out of sequence, correct `port-version` in the port and the entry while it is unpublished, else leave it.',
    severity: 'warning',
    strictSeverity: 'warning',
  },
  'versions-port-manifest': {
    shortDescription: 'A folder of `ports/` without a `vcpkg.json`.',
    fullDescription:
      "Every folder directly in `ports/` is a port, and vcpkg reads its manifest; a folder without one (or with only a `CONTROL` file, which this check does not read) fails vcpkg's check.",
    fix: "Add the port's `vcpkg.json` (`vcpkg format-manifest --convert-control` converts a `CONTROL` file), or remove the folder.",
  },
  'versions-port-name': {
    shortDescription: "A port's `name` that is not the name of its folder.",
    fullDescription:
      "A port's `vcpkg.json` in `ports/<name>/` must declare that `name`; vcpkg refuses to load it otherwise (and its checker only reports a tree mismatch, which is reported too, on the versions file).",
    fix: "Make `name` the folder's name, or rename the folder (`git mv`).",
  },
  'versions-missing': {
    shortDescription:
      'A port whose version, or whose versions file, is not in the version database.',
    fullDescription:
      "Every port's version must have its entry in the port's versions file (`versions/<letter>-/<port>.json`), with the git tree of the port's folder.",
    fix: `Run ${FIX}, which adds the entry (as \`vcpkg x-add-version\` does), and commit it with the port.`,
  },
  'versions-git-tree': {
    shortDescription:
      'A port changed without a version bump: its git tree is not the one its version names.',
    fullDescription:
      "The entry of a port's version names the git tree of `ports/<port>/` at that version, as git hashes the working tree; a port whose files changed since needs a new version or port-version (a published version never changes).",
    fix: `Raise the port's \`version\` or \`port-version\` and run ${FIX}; if the version is not yet published, overwrite the entry's \`git-tree\` with the one the message names.`,
  },
  'versions-scheme': {
    shortDescription: 'A version entry declared with another scheme than the port declares.',
    fullDescription:
      'Versions must be unique, even if they are declared with different schemes: an entry and the port (or the git tree it names) must use the same version field (`version`, `version-semver`, `version-date` or `version-string`).',
    fix: 'Declare the version with the same field in the port and in the versions file.',
  },
  'versions-baseline': {
    shortDescription:
      "A port without its entry in `versions/baseline.json`, or whose entry is not the port's version.",
    fullDescription:
      '`versions/baseline.json` gives the version each port resolves to by default; every port needs an entry there, equal to the version of its `vcpkg.json`.',
    fix: `Run ${FIX}, which writes the port's baseline entry.`,
  },
  'versions-stale-baseline': {
    shortDescription:
      "A baseline entry for a port that is not in `ports/` (vcpkg's checker misses it).",
    fullDescription:
      "A baseline entry names a port to resolve by default; one for a port that was deleted resolves to a port that no longer exists. vcpkg's `x-ci-verify-versions` does not report it.",
    fix: 'Remove the entry from `versions/baseline.json` (or restore the port).',
  },
  'versions-port-version': {
    shortDescription:
      "A port's new version that `x-add-version` refuses: its `port-version`, or a `version-string` that is a date or relaxed version.",
    fullDescription:
      'A version new to the database starts without `port-version`; a new revision of a version already there takes the `port-version` after the highest one listed; a new `version-string` that reads as a date or a relaxed version must use `version-date` or `version`. `vcpkg x-add-version` refuses any other (unless given `--skip-version-format-check`).',
    fix: 'Set `port-version` or the version field as the message says, then run `manifest-check versions --fix`.',
  },
  'versions-dependency': {
    shortDescription:
      'A dependency, `version>=` or override naming a port or version the database does not have.',
    fullDescription:
      'Every dependency and override of a port must name a port with a versions file, and every `version>=` constraint and override a version listed in it: vcpkg cannot resolve any other.',
    fix: 'Correct the name or version to one the version database has, or remove the constraint.',
  },
  'versions-deep': {
    shortDescription: 'With `--deep`: an entry whose git tree is missing or holds another version.',
    fullDescription:
      "With `--deep` (what `x-ci-verify-versions --verify-git-trees` checks), every entry's `git-tree` must be a tree of the repository whose `vcpkg.json` (or old `CONTROL`) declares the port, the version and the scheme of the entry.",
    fix: "Correct the entry's `git-tree` to the tree of the port at that version (`git rev-parse <commit>:ports/<port>`).",
  },
  'versions-one-version-per-change': {
    shortDescription:
      'With `--base`: a versions file that gains more than one entry in one change.',
    fullDescription:
      "A change adds one version of a port: the port as it is now. An entry for a state of the port between two commits of the change names a git tree that no commit of the registry holds once the change is squashed; microsoft/vcpkg's pull-request workflow refuses it.",
    fix: 'Remove the extra entries, keeping the one of the port as it is now (`vcpkg x-add-version <port>` writes it).',
  },
  'versions-published-entry': {
    shortDescription:
      'With `--base`: an entry published at the base changed (`git-tree`, version) or removed.',
    fullDescription:
      "A published version is one some baseline or override may name: its entry's `git-tree` and version must never change, and it must never be removed; microsoft/vcpkg's pull-request workflow refuses a change to one. vcpkg's own checks pass an overwritten entry.",
    fix: 'Put the entry back as it was at the base, and publish the change as a new version or `port-version`.',
  },
  'versions-deleted-versions-file': {
    shortDescription:
      "With `--base`: a port's versions file deleted (often with the port), removing its published versions.",
    fullDescription:
      "A deleted port leaves the baseline, but its versions file stays: older baselines and overrides still resolve its published versions from it. microsoft/vcpkg's pull-request workflow refuses the deletion; vcpkg's own checks pass it.",
    fix: 'Restore the versions file as it was at the base (`git restore --source=<base> -- <file>`); remove only the baseline entry.',
  },
  'versions-not-fixed': {
    shortDescription: 'With `--fix`: a port `x-add-version` stops at, so nothing was written.',
    fullDescription:
      '`--fix` writes what `vcpkg x-add-version --all` writes, and, as vcpkg, nothing when one port stops it: a published version whose git tree changed, a port-version that does not follow, a version its field does not accept, a manifest not in canonical form, a versions file that cannot be read.',
    fix: 'Do what the message says for that port, then run `manifest-check versions --fix` again.',
  },
});

/** Every rule id, in the order of `RULES`. */
export const RULE_IDS = Object.keys(RULES) as RuleId[];

/**
 * The severity of a problem of `rule`: the rule's own, and with `--strict` (what vcpkg itself
 * enforces) an error, but for a rule that says otherwise.
 */
export function severityOf(rule: RuleId, strict = false): Severity {
  const { severity, strictSeverity = 'error' } = RULES[rule];
  return strict ? strictSeverity : severity;
}

function errorsUnlessSaid(entries: Record<RuleId, Omit<Rule, 'severity'> & Partial<Rule>>) {
  const rules = {} as Record<RuleId, Rule>;
  for (const [id, entry] of Object.entries(entries) as [RuleId, Partial<Rule>][])
    rules[id] = { ...entry, severity: entry.severity ?? 'error' } as Rule;
  return rules;
}
