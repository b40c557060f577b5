/** Sets an own property, also for the key `__proto__`, which plain assignment would not create. */
export function setOwnProperty(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key !== '__proto__') object[key] = value;
  else
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
}

/**
 * Copies the own keys of `first`, then of `second`, into `target`: `Object.assign` when safe,
 * as a key loop cost 9 % of a search-query call. Two fixed parameters, as it runs often.
 */
export function assignOwn(
  target: Record<string, unknown>,
  first: Record<string, unknown>,
  second?: Record<string, unknown>,
): Record<string, unknown> {
  copyOwn(target, first);
  if (second !== undefined) copyOwn(target, second);
  return target;
}

/** Key by key when the source has its own `__proto__` key, which `Object.assign` would make a prototype. */
function copyOwn(target: Record<string, unknown>, source: Record<string, unknown>): void {
  if (!Object.hasOwn(source, '__proto__')) Object.assign(target, source);
  else for (const key of Object.keys(source)) setOwnProperty(target, key, source[key]);
}
