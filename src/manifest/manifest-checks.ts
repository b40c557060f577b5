import type { ProblemDraft } from './draft.js';
import { quoteValue } from './describe.js';
import { memoize } from './memoize.js';
import { checkPlatformExpression } from './platform-expression.js';
import { childPointer } from './pointer.js';
import type { Severity } from './problem.js';
import { IDENTIFIER_PATTERN, isWholeIdentifier, reservedMatch } from './reserved.js';
import { checkSpdxExpression } from './spdx.js';
import { checkVcpkgLicense } from './vcpkg-license.js';

/** How the checks that a schema cannot state report what they find. */
export interface ManifestCheckOptions {
  severity: Severity;
  /** Warn about identifiers that only the unanchored pattern accepts (the strict schema rejects them). */
  unanchoredIdentifiers: boolean;
  /** Read `license` as today's vcpkg-tool does (--strict) rather than by the SPDX grammar alone. */
  vcpkgLicenses: boolean;
}

type Json = Record<string, unknown>;

const unanchoredIdentifier = new RegExp(IDENTIFIER_PATTERN, 'u');
const platformExpressionError = memoize(checkPlatformExpression);
const spdxError = memoize(checkSpdxExpression);
const vcpkgLicenseError = memoize(checkVcpkgLicense);

/**
 * The vcpkg rules beyond the schema: platform expressions, SPDX licenses and identifiers that
 * the spec's unanchored pattern lets through. Values of the wrong type are left to the schema.
 */
export function manifestCheckDrafts(data: unknown, options: ManifestCheckOptions): ProblemDraft[] {
  if (!isObject(data)) return [];
  const drafts: ProblemDraft[] = [];
  // Pointers are made only for a problem: most values have none, and naming each costs.
  const platform = (value: unknown, at: () => string) => {
    if (typeof value !== 'string') return;
    const error = platformExpressionError(value);
    if (!error) return;
    const pointer = at();
    const inString = { offset: error.offset, length: error.length };
    const message = `${quoteValue(value)} is not a platform expression: ${error.message}`;
    drafts.push({
      rule: 'platform-expression',
      severity: options.severity,
      message,
      pointer,
      anchor: { kind: 'value', inString },
    });
  };
  const identifier = (value: unknown, at: () => string) => {
    if (!options.unanchoredIdentifiers || typeof value !== 'string') return;
    if (isWholeIdentifier(value) || !unanchoredIdentifier.test(value) || reservedMatch(value))
      return;
    const pointer = at();
    const message = `${quoteValue(value)} is accepted only because the spec's identifier pattern ${IDENTIFIER_PATTERN} is unanchored; an identifier is lowercase letters and digits in dash-separated groups (--strict rejects it)`;
    drafts.push({
      rule: 'unanchored-identifier',
      severity: options.severity,
      message,
      pointer,
      anchor: { kind: 'value' },
    });
  };
  const identifiers = (list: unknown, at: () => string) =>
    eachOf(list, (value, index) => identifier(value, () => childPointer(at(), index)));
  const dependencies = (list: unknown, at: () => string) =>
    eachOf(list, (dependency, index) => {
      if (!isObject(dependency)) return;
      const here = () => childPointer(at(), index);
      platform(dependency.platform, () => childPointer(here(), 'platform'));
      identifiers(dependency.features, () => childPointer(here(), 'features'));
    });

  platform(data.supports, () => '/supports');
  if (typeof data.license === 'string') {
    const error = (options.vcpkgLicenses ? vcpkgLicenseError : spdxError)(data.license);
    if (error) {
      const message = `${quoteValue(data.license)} is not an SPDX license expression: ${error.message}`;
      drafts.push({
        rule: 'spdx',
        severity: options.severity,
        message,
        pointer: '/license',
        anchor: { kind: 'value', inString: error.at },
      });
    }
  }
  dependencies(data.dependencies, () => '/dependencies');
  dependencies(data['dev-dependencies'], () => '/dev-dependencies');
  identifiers(data['default-features'], () => '/default-features');
  eachOf(data.features, (feature, index) => {
    if (!isObject(feature)) return;
    const here = () => childPointer('/features', index);
    identifier(feature.name, () => childPointer(here(), 'name'));
    dependencies(feature.dependencies, () => childPointer(here(), 'dependencies'));
  });
  eachOf(data.overrides, (override, index) => {
    if (isObject(override))
      identifier(override.name, () => childPointer(childPointer('/overrides', index), 'name'));
  });
  return drafts;
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function eachOf(list: unknown, visit: (value: unknown, index: number) => void): void {
  if (Array.isArray(list)) list.forEach(visit);
}
