import { childPointer } from '../../json/pointer.js';
import { DATA_KEYWORDS, SCHEMA_MAPS } from '../keywords.js';
import { isJsonObject } from '../../json/is-json-object.js';

/** A regular expression in a schema: a `pattern` value or a `patternProperties` key. */
export interface SchemaPattern {
  /** JSON Pointer to the `pattern` value, or to the `patternProperties` entry. */
  readonly pointer: string;
  /** The pattern as the schema holds it. */
  readonly pattern: string;
}

/**
 * Every pattern of a JSON Schema, in document order. Unknown keywords are searched as schemas
 * (a `$ref` can make one so); only data keywords are skipped.
 */
export function schemaPatterns(schema: unknown): SchemaPattern[] {
  const found: SchemaPattern[] = [];
  // A stack, not recursion: the schema may nest deeper than the call stack goes.
  const pending: Pending[] = [{ value: schema, pointer: '', isMap: false }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if ('pattern' in next) {
      found.push(next);
      continue;
    }
    const { value, pointer, isMap } = next;
    if (typeof value !== 'object' || value === null) continue;
    const children: Pending[] = [];
    for (const [key, child] of Object.entries(value)) {
      const at = childPointer(pointer, key);
      if (Array.isArray(value) || isMap) {
        children.push({ value: child, pointer: at, isMap: false });
      } else if (DATA_KEYWORDS.has(key)) {
        continue;
      } else if (key === 'pattern' && typeof child === 'string') {
        children.push({ pointer: at, pattern: child });
      } else if (key === 'patternProperties' && isJsonObject(child)) {
        for (const [pattern, subschema] of Object.entries(child)) {
          children.push({ pointer: childPointer(at, pattern), pattern });
          children.push({ value: subschema, pointer: childPointer(at, pattern), isMap: false });
        }
      } else {
        children.push({ value: child, pointer: at, isMap: SCHEMA_MAPS.has(key) });
      }
    }
    // Reversed onto the stack, so they come off in document order.
    for (let index = children.length - 1; index >= 0; index--)
      pending.push(children[index] as Pending);
  }
  return found;
}

/** A value still to search (`isMap`: its keys are names, its values schemas), or a pattern found. */
type Pending = { value: unknown; pointer: string; isMap: boolean } | SchemaPattern;
