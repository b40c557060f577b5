import { DATA_KEYWORDS, SCHEMA_MAPS } from './keywords.js';
import { isJsonObject } from '../json/is-json-object.js';

/** A `$ref` of a schema document that names another document. */
export interface ExternalReference {
  /** The `$ref` as the schema writes it: `defs.json#/definitions/id`. */
  readonly ref: string;
  /** What it names, resolved against the `$id`s around it: `https://x/defs.json#/definitions/id`. */
  readonly uri: string;
  /** The document it names: `uri` without its fragment. */
  readonly document: string;
}

/** Every `$ref` of a document and where it leads, or a `$ref` that is no URI reference. */
export type DocumentReferences =
  { ok: true; references: ExternalReference[]; ids: Set<string> } | { ok: false; ref: string };

/**
 * The `$ref`s of a schema document, each resolved against `base` (the document's own URI) and
 * the `$id`s above it. `ids` holds every URI the document itself answers to, so that a `$ref`
 * into it is not taken for another document.
 */
export function documentReferences(schema: unknown, base: string): DocumentReferences {
  const references: ExternalReference[] = [];
  const ids = new Set<string>([withoutFragment(base)]);
  // A stack, not recursion: the schema may nest deeper than the call stack goes.
  // `isMap`: the value's keys are names (`properties: {default: …}`), never keywords.
  const pending: { value: unknown; base: string; isMap?: boolean }[] = [{ value: schema, base }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value } = next;
    if (typeof value !== 'object' || value === null) continue;
    let here = next.base;
    if (isJsonObject(value)) {
      const { $id, $ref } = value;
      if (typeof $id === 'string') {
        const resolved = resolve($id, here);
        if (resolved === undefined) return { ok: false, ref: $id };
        here = resolved;
        ids.add(withoutFragment(here));
      }
      if (typeof $ref === 'string') {
        const uri = resolve($ref, here);
        if (uri === undefined) return { ok: false, ref: $ref };
        references.push({ ref: $ref, uri, document: withoutFragment(uri) });
      }
    }
    for (const [key, child] of Object.entries(value))
      if (Array.isArray(value) || next.isMap) pending.push({ value: child, base: here });
      else if (!DATA_KEYWORDS.has(key))
        pending.push({ value: child, base: here, isMap: SCHEMA_MAPS.has(key) });
  }
  return { ok: true, references: references.filter(({ document }) => !ids.has(document)), ids };
}

/** `ref` resolved against `base`; undefined when either is no URI. */
export function resolve(ref: string, base: string): string | undefined {
  try {
    return new URL(ref, base).href;
  } catch {
    return undefined;
  }
}

/** A URI without its `#fragment`. */
export function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}
