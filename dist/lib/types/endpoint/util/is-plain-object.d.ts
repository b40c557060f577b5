/**
 * An object literal or `Object.create(null)`, from any realm: what options deep-merge into.
 * Arrays, class instances, dates and the like are values.
 */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
