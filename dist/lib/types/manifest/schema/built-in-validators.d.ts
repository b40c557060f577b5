import { type ManifestSchema } from './manifest-schema.js';
/**
 * The spec's schema; `strict` is what vcpkg itself enforces. Both were compiled at build time
 * (scripts/compile-schemas.ts), so using them costs no compilation. A module of their own: only
 * the spec profile's rules load them, not a user's schema nor another profile.
 */
export declare function builtInSchema(strict?: boolean): ManifestSchema;
