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
 * Copies the sources' own keys into `target`, later sources winning. `Object.assign` when it is
 * safe, because it is much faster than spreading objects of many shapes; key by key when a source
 * has a `__proto__` key, which `Object.assign` would turn into a prototype.
 */
export function assignOwn(
  target: Record<string, unknown>,
  ...sources: Record<string, unknown>[]
): Record<string, unknown> {
  if (!sources.some((source) => Object.hasOwn(source, '__proto__')))
    return Object.assign(target, ...sources);
  for (const source of sources)
    for (const key of Object.keys(source)) setOwnProperty(target, key, source[key]);
  return target;
}
