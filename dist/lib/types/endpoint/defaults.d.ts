import type { MergedOptions } from './types.js';
/** The defaults of `endpoint`: the upstream interface's address, version 3, and who asks. */
export declare const DEFAULTS: MergedOptions;
