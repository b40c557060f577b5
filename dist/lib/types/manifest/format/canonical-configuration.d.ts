import { type JsonObject } from './json-tree.js';
/** The configuration object as vcpkg writes it. */
export declare function canonicalConfiguration(configuration: JsonObject): JsonObject;
