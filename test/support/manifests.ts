/**
 * Manifests written as objects and the shapes the rule tests compare the validator's answer in.
 * The rule tests show each rule of the manifest spec from both sides: a manifest that passes and
 * one that breaks the rule, with the problems the validator reports for it.
 */
import { validateManifest, type ValidateOptions } from '../../src/manifest/validate.js';

type Manifest = Record<string, unknown>;

/** The smallest valid manifest: a package name and one version. */
const BASE: Manifest = { name: 'my-app', version: '1.0.0' };

export const ACCEPTED = { valid: true, problems: [] };
export const STRICT: ValidateOptions = { strict: true };

/** The reserved-name pattern exactly as the spec writes it (unanchored in the middle). */
export const RESERVED = '^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$';
export const RESERVED_NAMES = 'prn, aux, nul, con, lpt1-lpt9, com1-com9, core, default';

/** Validates a manifest written as an object, pretty-printed as a person would write it. */
export function check(manifest: unknown, options?: ValidateOptions) {
  return validateManifest(JSON.stringify(manifest, null, 2), options);
}

/** `valid` and each problem as `[severity, rule, pointer]`: the shape most tests compare. */
export function outcome(manifest: unknown, options?: ValidateOptions) {
  const { valid, problems } = check(manifest, options);
  return { valid, problems: problems.map((p) => [p.severity, p.rule, p.pointer]) };
}

/** Each problem as `[rule, pointer, message]`, for tests whose message is the lesson. */
export function messages(manifest: unknown, options?: ValidateOptions) {
  return check(manifest, options).problems.map((p) => [p.rule, p.pointer, p.message]);
}

/** BASE with more fields. */
export function manifest(fields: Manifest): Manifest {
  return { ...BASE, ...fields };
}
