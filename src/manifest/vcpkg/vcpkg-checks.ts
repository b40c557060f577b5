import { draftOf, type Anchor, type ProblemDraft } from '../problems/draft.js';
import { quoteValue } from '../json/describe.js';
import { memoize } from '../../util/memoize.js';
import { checkPlatformExpression } from './platform-expression/parser.js';
import { childPointer } from '../json/pointer.js';
import {
  IDENTIFIER_PATTERN,
  isWholeIdentifier,
  isWholeReservedName,
  reservedMatch,
  WHOLE_IDENTIFIER_PATTERN,
} from './identifiers.js';
import { checkSpdxExpression } from './license/spdx.js';
import { checkVcpkgLicense } from './license/vcpkg-license.js';
import { isJsonObject } from '../json/is-json-object.js';

/** How the checks that a schema cannot state report what they find. */
export interface VcpkgRuleOptions {
  /** What vcpkg enforces: every problem is an error; `license` is read as vcpkg-tool reads it. */
  strict: boolean;
  /**
   * The 2020 spec's schema: without --strict, identifiers that only its unanchored pattern accepts
   * are warned about. Else a user's vcpkg schema (whose patterns are its own), and today's shapes
   * are walked too: `features` as a map keyed by feature name, whose names are checked here (a
   * schema's `patternProperties` does not), `{name, platform}` feature items, and a feature's own
   * `supports` and `license`.
   */
  builtIn: boolean;
}

const unanchoredIdentifier = new RegExp(IDENTIFIER_PATTERN, 'u');
const platformExpressionError = memoize(checkPlatformExpression);
const spdxError = memoize(checkSpdxExpression);
const vcpkgLicenseError = memoize(checkVcpkgLicense);

/**
 * The vcpkg rules beyond the schema: platform expressions, SPDX licenses, identifiers that
 * the spec's unanchored pattern lets through, and (today's shapes) feature names used as keys.
 * Values of the wrong type are left to the schema.
 */
export function vcpkgRuleDrafts(data: unknown, options: VcpkgRuleOptions): ProblemDraft[] {
  if (!isJsonObject(data)) return [];
  const drafts: ProblemDraft[] = [];
  // Pointers are made only for a problem: most values have none, and naming each costs.
  const platform = (value: unknown, at: () => string) => {
    if (typeof value !== 'string') return;
    const error = platformExpressionError(value);
    if (!error) return;
    const pointer = at();
    const inString = { offset: error.offset, length: error.length };
    const message = `${quoteValue(value)} is not a platform expression: ${error.message}`;
    const anchor: Anchor = { kind: 'value', inString };
    drafts.push(draftOf('platform-expression', { message, pointer, anchor }, options.strict));
  };
  const identifier = (value: unknown, at: () => string) => {
    if (!options.builtIn || options.strict || typeof value !== 'string') return;
    if (isWholeIdentifier(value) || !unanchoredIdentifier.test(value) || reservedMatch(value))
      return;
    const pointer = at();
    const message = `${quoteValue(value)} is accepted only because the spec's identifier pattern ${IDENTIFIER_PATTERN} is unanchored; an identifier is lowercase letters and digits in dash-separated groups (--strict rejects it)`;
    const anchor: Anchor = { kind: 'value' };
    drafts.push(draftOf('unanchored-identifier', { message, pointer, anchor }, options.strict));
  };
  // Feature names, or (today) `{name, platform}` objects under a user's schema.
  const featureItems = (list: unknown, at: () => string) =>
    eachOf(list, (item, index) => {
      const here = () => childPointer(at(), index);
      if (!options.builtIn && isJsonObject(item))
        platform(item.platform, () => childPointer(here(), 'platform'));
      else identifier(item, here);
    });
  const dependencies = (list: unknown, at: () => string) =>
    eachOf(list, (dependency, index) => {
      if (!isJsonObject(dependency)) return;
      const here = () => childPointer(at(), index);
      platform(dependency.platform, () => childPointer(here(), 'platform'));
      featureItems(dependency.features, () => childPointer(here(), 'features'));
    });

  const license = (value: unknown, pointer: string) => {
    if (typeof value !== 'string') return;
    const error = (options.strict ? vcpkgLicenseError : spdxError)(value);
    if (!error) return;
    const message = `${quoteValue(value)} is not an SPDX license expression: ${error.message}`;
    const anchor: Anchor = { kind: 'value', inString: error.at };
    drafts.push(draftOf('spdx', { message, pointer, anchor }, options.strict));
  };

  platform(data.supports, () => '/supports');
  license(data.license, '/license');
  dependencies(data.dependencies, () => '/dependencies');
  dependencies(data['dev-dependencies'], () => '/dev-dependencies');
  featureItems(data['default-features'], () => '/default-features');
  eachOf(data.features, (feature, index) => {
    if (!isJsonObject(feature)) return;
    const here = () => childPointer('/features', index);
    identifier(feature.name, () => childPointer(here(), 'name'));
    dependencies(feature.dependencies, () => childPointer(here(), 'dependencies'));
  });
  if (!options.builtIn && isJsonObject(data.features))
    for (const [name, feature] of Object.entries(data.features)) {
      const here = childPointer('/features', name);
      const message = featureNameError(name);
      const anchor: Anchor = { kind: 'key' };
      if (message)
        drafts.push(draftOf('feature-name', { message, pointer: here, anchor }, options.strict));
      if (!isJsonObject(feature)) continue;
      dependencies(feature.dependencies, () => childPointer(here, 'dependencies'));
      platform(feature.supports, () => childPointer(here, 'supports'));
      license(feature.license, childPointer(here, 'license'));
    }
  eachOf(data.overrides, (override, index) => {
    if (isJsonObject(override))
      identifier(override.name, () => childPointer(childPointer('/overrides', index), 'name'));
  });
  return drafts;
}

/** Why vcpkg-tool refuses a key of today's `features` map as a feature name, if it does. */
function featureNameError(name: string): string | undefined {
  const shown = `feature name ${quoteValue(name)}`;
  if (!isWholeIdentifier(name))
    return `${shown} is not an identifier: vcpkg reads a feature name as lowercase letters and digits in dash-separated groups (${WHOLE_IDENTIFIER_PATTERN})`;
  if (isWholeReservedName(name))
    return `${shown} is reserved: vcpkg rejects a feature named core, default, con, prn, aux, nul, comN or lptN`;
  return undefined;
}

function eachOf(list: unknown, visit: (value: unknown, index: number) => void): void {
  if (Array.isArray(list)) list.forEach(visit);
}
