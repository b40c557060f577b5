import { Validator, type Schema } from '@cfworker/json-schema';
import schema from '../../src/manifest/schema/manifest.schema.json' with { type: 'json' };

// An independent draft-04 validator; its own copy, since it annotates the schema it is given.
export const reference = new Validator(structuredClone(schema) as Schema, '4', true);

/** The independent verdict on a manifest's text; text that is not JSON is invalid. */
export function referenceVerdict(text: string): boolean {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
  return reference.validate(data).valid;
}
