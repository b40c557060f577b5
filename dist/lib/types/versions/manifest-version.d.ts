import type { PortVersion } from './database.js';
/** A port manifest's version: its first versioning field that is text, and its `port-version`. */
export declare function manifestVersionOf(data: Record<string, unknown>): PortVersion | undefined;
