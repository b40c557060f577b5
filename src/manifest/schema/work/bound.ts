import { withThousands } from '../../../util/thousands.js';

/**
 * How much work a user's schema may take on one file, in steps of about 5 ns (costs.ts):
 * a fixed part, for a small file, and a part per character of the file's text, as honest work
 * grows with the file. vcpkg's current schema takes at most 2.8 % of this on a manifest of the
 * corpus, 2.1 % on a 4 MB one built from real features, 16 % on 5,000 dependencies of 40
 * characters (each read by four patterns); a schema whose `$ref`s double at every level needs
 * 2^40 steps for 40 levels, and stops here within about 0.1 s. The built-in schema is not
 * counted: no `$ref` of it recurses or multiplies, so its work is bounded by the size of the file.
 */
export const SCHEMA_WORK = { steps: 10_000_000, stepsPerCharacter: 256 } as const;

/** The most steps a user's schema may take on a file of `characters` characters. */
export function schemaWorkBound(characters: number): number {
  return SCHEMA_WORK.steps + SCHEMA_WORK.stepsPerCharacter * characters;
}

/**
 * Thrown from a user schema's validator (count-schema-work.ts) when checking one file needs more than
 * its bound; validateManifest makes it a `schema-work-limit` problem. No ajv is imported here, so
 * that checking against the built-in schema never loads ajv's compiler.
 */
export class SchemaWorkExceeded extends Error {
  constructor(
    /** JSON Pointer of the value being checked when the bound was reached. */
    readonly pointer: string,
    /** The bound that was reached, in steps. */
    readonly limit: number,
  ) {
    super(`the schema needed more than ${withThousands(limit)} steps of work`);
    this.name = 'SchemaWorkExceeded';
  }
}
