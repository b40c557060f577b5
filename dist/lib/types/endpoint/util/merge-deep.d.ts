/**
 * `options` over `defaults`: plain objects merge key by key, anything else (arrays too) replaces.
 * Returns new objects where it merges and never writes into either argument.
 */
export declare function mergeDeep(defaults: Record<string, unknown>, options: Record<string, unknown>): Record<string, unknown>;
