import { withThousands } from '../../../util/thousands.js';
import { SCHEMA_WORK } from '../../problems/limits.js';

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
