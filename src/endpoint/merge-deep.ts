import { isPlainObject } from './is-plain-object.js';
import { setOwnProperty } from './own-property.js';

/**
 * `options` over `defaults`: plain objects merge key by key, anything else (arrays too) replaces.
 * Returns new objects where it merges and never writes into either argument.
 */
export function mergeDeep(
  defaults: Record<string, unknown>,
  options: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(options)) {
    const value = options[key];
    const base = Object.hasOwn(result, key) ? result[key] : undefined;
    setOwnProperty(
      result,
      key,
      isPlainObject(value) && isPlainObject(base) ? mergeDeep(base, value) : value,
    );
  }
  return result;
}
