import { type JsonValue } from './json-tree.js';
/** A string as vcpkg writes it, quotes included. */
export declare function quotedString(text: string): string;
/** A whole document: `value` as vcpkg writes it, with the final newline. */
export declare function writeJson(value: JsonValue): string;
