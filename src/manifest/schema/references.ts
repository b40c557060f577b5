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

/** The keyword that gives a schema its URI: `$id`, or `id` in draft-04. */
export type IdKeyword = '$id' | 'id';

/**
 * The `$ref`s of a schema document, each resolved against `base` (the document's own URI) and
 * the `idKeyword`s above it. `ids` holds every URI the document itself answers to, so that a
 * `$ref` into it is not taken for another document.
 */
export function documentReferences(
  schema: unknown,
  base: string,
  idKeyword: IdKeyword,
): DocumentReferences {
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
      const { [idKeyword]: $id, $ref } = value;
      // A draft-04 `id` may be a bare fragment (`#foo`), a name and not a URI.
      if (typeof $id === 'string' && !(idKeyword === 'id' && $id.startsWith('#'))) {
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

/**
 * The URI a schema document names itself by, resolved against `base`, without its fragment:
 * its `$id`, or in draft-04 its `id`; undefined when it names none (or is a boolean schema).
 */
export function ownUri(schema: unknown, base: string, idKeyword: IdKeyword): string | undefined {
  if (!isJsonObject(schema)) return undefined;
  const id = schema[idKeyword];
  if (typeof id !== 'string' || id.startsWith('#')) return undefined;
  const resolved = resolve(id, base);
  return resolved === undefined ? undefined : withoutFragment(resolved);
}

/** `ref` resolved against `base` (none: `ref` must be absolute); undefined when either is no URI. */
export function resolve(ref: string, base?: string): string | undefined {
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
