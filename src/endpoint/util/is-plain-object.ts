/**
 * An object literal or `Object.create(null)`, from any realm: what options deep-merge into.
 * Arrays, class instances, dates and the like are values.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Another realm's Object.prototype (a vm context, structuredClone under jest) is a root too.
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
