import type { ErrorObject, ValidateFunction } from 'ajv';
import type { SchemaWork } from './work/count-schema-work.js';
/** A compiled schema that manifests are checked against. */
export interface ManifestSchema {
    /** `built-in` is the spec's schema, whose integer places are known (integer spelling is checked). */
    readonly kind: 'built-in' | 'custom';
    /**
     * Also run vcpkg's own checks (platform expressions, SPDX licenses, feature names): always for
     * the built-in schema; for a user's schema when it is a vcpkg manifest schema, or when asked.
     */
    readonly vcpkgChecks: boolean;
    /**
     * Checks parsed JSON; returns every error ajv finds (none when valid). A user's schema may take
     * at most `schemaWorkBound(characters)` steps of work, `characters` being the length of the
     * text the data was parsed from (of its JSON when not given).
     * @throws SchemaWorkExceeded when a user's schema needs more (validateManifest makes that a
     * `schema-work-limit` problem).
     */
    errors(data: unknown, characters?: number): ErrorObject[];
    /** For a user's schema: the steps of work its last check took (see schemaWorkBound). */
    stepsTaken?(): number;
}
/** A user's schema that compiled, or what is wrong with it. */
export type CompiledSchema = {
    ok: true;
    schema: ManifestSchema;
} | {
    ok: false;
    message: string;
};
/** A compiled ajv validator as a ManifestSchema; with `work`, each check is bounded by it. */
export declare function wrapValidator(kind: ManifestSchema['kind'], validate: ValidateFunction, vcpkgChecks?: boolean, work?: SchemaWork): ManifestSchema;
/** The same schema, with vcpkg's own checks run too (`--vcpkg-checks`). */
export declare function withVcpkgChecks(schema: ManifestSchema): ManifestSchema;
