import { isPlainObject } from './is-plain-object.js';
import { assignOwn } from './own-property.js';

/**
 * `options` over `defaults`: plain objects merge key by key, anything else (arrays too) replaces.
 * Returns new objects where it merges and never writes into either argument.
 */
export function mergeDeep(
  defaults: Record<string, unknown>,
  options: Record<string, unknown>,
): Record<string, unknown> {
  const result = assignOwn({}, defaults, options);
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (!isPlainObject(value) || !Object.hasOwn(defaults, key)) continue;
    const base = defaults[key];
    if (isPlainObject(base)) result[key] = mergeDeep(base, value);
  }
  return result;
}
