/** Sets an own property, also for the key `__proto__`, which plain assignment would not create. */
export function setOwnProperty(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  else object[key] = value;
}
