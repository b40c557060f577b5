/**
 * manifest-check as a library: check vcpkg.json manifests and get every problem with its place,
 * write them in vcpkg's canonical form with `formatManifest`, and build request options from a
 * route and parameters with `endpoint` (exactly octokit's), checking them first, if you wish,
 * against GitHub's REST description with `checkRequest`; check a vcpkg registry's version
 * database over plain data with `checkVersionDatabase`.
 * @packageDocumentation
 */
export { validateManifest, type ValidateOptions } from './manifest/validate.js';
export {
  formatManifest,
  type FormatOptions,
  type FormatResult,
} from './manifest/format/format-manifest.js';
export type { Beside } from './manifest/beside.js';
export type { ManifestInput } from './manifest/json/decode.js';
export { PROFILES, type Profile } from './manifest/profiles.js';
export { MANIFEST_KINDS, manifestKindAt, type ManifestKind } from './manifest/manifest-kind.js';
export { builtInSchema } from './manifest/schema/built-in-validators.js';
export type { CompiledSchema, ManifestSchema } from './manifest/schema/manifest-schema.js';
export { compileSchema } from './manifest/schema/user-schema.js';
export type {
  LoadedDocument,
  SchemaDocument,
  SchemaDocuments,
} from './manifest/schema/documents.js';
export type { DeclaredSchemas } from './manifest/schema/declared-schema.js';
export { BUILT_IN_SCHEMA } from './manifest/schema/built-in-schema.js';
export type * from './manifest/problems/problem.js';
export { RULE_IDS, RULES, severityOf, type Rule } from './manifest/problems/rules.js';
export {
  endpoint,
  RequestOptionsError,
  type Endpoint,
  type EndpointOptions,
  type HeaderValue,
  type MediaType,
  type MergedOptions,
  type RequestHeaders,
  type RequestMeta,
  type RequestOptions,
  type Route,
} from './endpoint/index.js';
export {
  apiNames,
  checkRequest,
  operationRoute,
  routeCatalogue,
  type ApiDescription,
  type OperationRoute,
  type OperationSettings,
  type RequestTarget,
  type RouteCatalogue,
  type RouteCheckSettings,
} from './endpoint/routes/index.js';
export type * from './endpoint/routes/route-problem.js';
export {
  checkVersionDatabase,
  type VersionDatabaseBase,
  type VersionDatabaseCheck,
  type VersionDatabaseInput,
} from './versions/library.js';
export type { RegistryFile, RegistryPort } from './versions/check-registry.js';
export type { DatabaseWrite } from './versions/add-versions.js';
export type { JsonType } from './endpoint/routes/route-parameter.js';
