import { cutQuoted } from '../../../util/cut-short.js';
import { draftOf, type Anchor, type ProblemDraft } from '../../problems/draft.js';
import { duplicateKeyDrafts } from '../../json/duplicate-keys.js';
import { countValues } from '../../json/value-counts.js';
import { MOST_PROBLEMS_PER_FILE } from '../../problems/limits.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { childPointer } from '../../json/pointer.js';
import { memoize } from '../../../util/memoize.js';
import { checkCurrentLicense } from './current-license.js';
import { checkCurrentPlatform } from './current-platform.js';
import {
  defaultFeatureError,
  dependencyFeatureError,
  featureKeyError,
  packageNameError,
} from './names.js';
import { scanVcpkgJson } from './vcpkg-json.js';
import {
  builtinBaselineError,
  minimumVersionError,
  overrideVersionCheck,
  topLevelVersionError,
  VERSION_FIELDS,
} from './versions.js';

/** How a manifest is read: as a port (in `ports/<dir>/`) or as a project, and with --strict. */
export interface CurrentCheckOptions {
  /** A project's `builtin-baseline` must be a commit id; a port's may be any string. */
  kind: 'port' | 'project';
  /** --strict: vcpkg's warnings (unknown license ids) become errors. */
  strict: boolean;
  /** How many keys `data` holds at every depth (countValues), when the caller knows already. */
  keys?: number;
}

const NOT_AN_INTEGER = 'mismatched type: expected a nonnegative integer';
// Manifests repeat a few license and platform strings (`windows`, `MIT`) again and again.
const platformFinding = memoize(checkCurrentPlatform);
const licenseFindings = memoize(checkCurrentLicense);

/**
 * Everything today's vcpkg-tool checks in a manifest that a JSON Schema cannot, as drafts in
 * vcpkg's words: its JSON layer (also duplicate keys, which it calls errors), version texts, names,
 * `port-version` spelled `1.0` or `-0`, licenses, platform expressions. Values of the wrong type
 * are left to the schema. `text` is the text `data` was parsed from.
 */
export function currentVcpkgDrafts(
  data: unknown,
  text: string,
  options: CurrentCheckOptions,
): ProblemDraft[] {
  const scan = scanVcpkgJson(text);
  const keys = options.keys ?? countValues(data, Number.POSITIVE_INFINITY).keys;
  const drafts: ProblemDraft[] = [...scan.drafts, ...duplicateKeyErrors(text, keys)];
  if (!isJsonObject(data)) return drafts;
  // Pointers are made only for a problem: most values have none, and naming each costs.
  const problem = (message: string, at: At, anchor: Anchor = { kind: 'value' }) =>
    drafts.push(draftOf('vcpkg-value', { message, pointer: at(), anchor }, options.strict));
  const checkString = (value: unknown, at: At, check: (text: string) => string | undefined) => {
    if (typeof value !== 'string') return;
    const message = check(value);
    if (message !== undefined) problem(message, at);
  };
  const portVersion = (value: unknown, at: At) => {
    if (typeof value === 'number' && scan.wholeNonIntegers.has(at())) problem(NOT_AN_INTEGER, at);
  };
  const platform = (value: unknown, at: At) => {
    if (typeof value !== 'string') return;
    const finding = platformFinding(value);
    if (finding) problem(finding.message, at, { kind: 'value', inString: finding.at });
  };
  const license = (value: unknown, at: At) => {
    if (typeof value !== 'string') return;
    for (const { severity, message, at: inString } of licenseFindings(value)) {
      const anchor: Anchor = inString ? { kind: 'value', inString } : { kind: 'value' };
      const rule = severity === 'warning' ? 'unknown-license-id' : 'vcpkg-value';
      drafts.push(draftOf(rule, { message, pointer: at(), anchor }, options.strict));
    }
  };
  const featureItems = (list: unknown, at: At, check: (name: string) => string | undefined) =>
    eachOf(list, (item, index) => {
      const here = child(at, index);
      if (!isJsonObject(item)) return checkString(item, here, check);
      checkString(item.name, child(here, 'name'), check);
      platform(item.platform, child(here, 'platform'));
    });
  const dependencies = (list: unknown, at: At) =>
    eachOf(list, (dependency, index) => {
      const here = child(at, index);
      if (!isJsonObject(dependency)) return checkString(dependency, here, packageNameError);
      checkString(dependency.name, child(here, 'name'), packageNameError);
      platform(dependency.platform, child(here, 'platform'));
      featureItems(dependency.features, child(here, 'features'), dependencyFeatureError);
      // vcpkg reports a bad `#` in `version>=` at the dependency.
      checkString(dependency['version>='], here, minimumVersionError);
    });

  for (const field of VERSION_FIELDS)
    checkString(data[field], top(field), (version) => topLevelVersionError(field, version));
  portVersion(data['port-version'], top('port-version'));
  checkString(data.name, top('name'), packageNameError);
  if (options.kind === 'project')
    checkString(data['builtin-baseline'], top('builtin-baseline'), builtinBaselineError);
  platform(data.supports, top('supports'));
  license(data.license, top('license'));
  featureItems(data['default-features'], top('default-features'), defaultFeatureError);
  dependencies(data.dependencies, top('dependencies'));
  if (isJsonObject(data.features))
    for (const [name, feature] of Object.entries(data.features)) {
      if (name.startsWith('$')) continue;
      const here = child(top('features'), name);
      const keyError = featureKeyError(name);
      if (keyError !== undefined) problem(keyError, here, { kind: 'key' });
      if (!isJsonObject(feature)) continue;
      dependencies(feature.dependencies, child(here, 'dependencies'));
      platform(feature.supports, child(here, 'supports'));
      license(feature.license, child(here, 'license'));
    }
  // Overrides: names, each once; a version of any scheme with an optional `#N`, not with `port-version` too.
  const overridden = new Set<string>();
  eachOf(data.overrides, (override, index) => {
    if (!isJsonObject(override)) return;
    const here = child(top('overrides'), index);
    if (typeof override.name === 'string') {
      const nameError = packageNameError(override.name);
      if (nameError !== undefined) problem(nameError, child(here, 'name'));
      else if (overridden.has(override.name))
        problem(`${cutQuoted(override.name)} already has an override`, here);
      overridden.add(override.name);
    }
    for (const field of VERSION_FIELDS) {
      const version = override[field];
      if (typeof version !== 'string') continue;
      const { error, sharp } = overrideVersionCheck(field, version);
      if (error) problem(error.message, error.at === 'field' ? child(here, field) : here);
      else if (sharp && override['port-version'] !== undefined)
        problem('"port_version" cannot be combined with an embedded \'#\' in the version', here);
    }
    portVersion(override['port-version'], child(here, 'port-version'));
  });
  return drafts;
}

/** A pointer, made when asked for. */
type At = () => string;

function top(key: string): At {
  return () => childPointer('', key);
}

function child(at: At, key: string | number): At {
  return () => childPointer(at(), key);
}

/** Duplicate keys, which vcpkg's JSON parser refuses: errors (as --strict has them), in its words. */
function duplicateKeyErrors(text: string, keys: number): ProblemDraft[] {
  return duplicateKeyDrafts(text, keys, true, MOST_PROBLEMS_PER_FILE).drafts.map((draft) =>
    draft.rule === 'duplicate-key'
      ? { ...draft, message: `Duplicated key ${JSON.stringify(cutQuoted(draft.key))} in an object` }
      : draft,
  );
}

function eachOf(list: unknown, visit: (value: unknown, index: number) => void): void {
  if (Array.isArray(list)) list.forEach(visit);
}
