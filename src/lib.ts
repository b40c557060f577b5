/**
 * manifest-check as a library: check vcpkg.json manifests and get every problem with its place.
 * @packageDocumentation
 */
export { validateManifest, type ValidateOptions } from './manifest/validate.js';
export {
  builtInSchema,
  compileSchema,
  type CompiledSchema,
  type ManifestSchema,
} from './manifest/compile.js';
export { BUILT_IN_SCHEMA } from './manifest/built-in-schema.js';
export type * from './manifest/problem.js';
