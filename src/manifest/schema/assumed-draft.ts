import { childPointer } from '../json/pointer.js';
import { DATA_KEYWORDS, SCHEMA_MAPS } from './keywords.js';

/**
 * Keywords that later drafts check and draft-07 ignores, by the first draft that has them. A
 * schema naming no `$schema` is read as draft-07, so one of these would check nothing there.
 */
const LATER_KEYWORDS: ReadonlyMap<string, string> = new Map([
  ['dependentRequired', '2019-09'],
  ['dependentSchemas', '2019-09'],
  ['unevaluatedProperties', '2019-09'],
  ['unevaluatedItems', '2019-09'],
  ['minContains', '2019-09'],
  ['maxContains', '2019-09'],
  ['$recursiveRef', '2019-09'],
  ['prefixItems', '2020-12'],
  ['$dynamicRef', '2020-12'],
]);

/** A keyword of a later draft in a schema read as draft-07, and where it is. */
export interface LaterKeyword {
  readonly keyword: string;
  /** JSON Pointer to the keyword's value. */
  readonly pointer: string;
  /** The first draft that checks it: `2019-09` or `2020-12`. */
  readonly draft: string;
}

/** The first keyword, in document order, that a later draft checks and draft-07 ignores. */
export function laterDraftKeyword(schema: unknown): LaterKeyword | undefined {
  // A stack, not recursion: the schema may nest deeper than the call stack goes.
  const pending: { value: unknown; pointer: string; isMap: boolean }[] = [
    { value: schema, pointer: '', isMap: false },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, pointer, isMap } = next;
    if (typeof value !== 'object' || value === null) continue;
    const children: typeof pending = [];
    for (const [key, child] of Object.entries(value)) {
      const at = childPointer(pointer, key);
      const plain = Array.isArray(value) || isMap;
      if (!plain && DATA_KEYWORDS.has(key)) continue;
      const draft = plain ? undefined : LATER_KEYWORDS.get(key);
      if (draft !== undefined) return { keyword: key, pointer: at, draft };
      const childIsMap = !plain && SCHEMA_MAPS.has(key);
      children.push({ value: child, pointer: at, isMap: childIsMap });
    }
    // Reversed onto the stack, so they come off in document order.
    for (let index = children.length - 1; index >= 0; index--)
      pending.push(children[index] as (typeof pending)[number]);
  }
  return undefined;
}

/**
 * Why a schema that names no `$schema` is refused when it uses a keyword of a later draft: read
 * as draft-07, the keyword would check nothing and every manifest would pass it.
 */
export function laterKeywordMessage(source: string, found: LaterKeyword): string {
  const { keyword, pointer, draft } = found;
  return `${source}: ${pointer}: "${keyword}" is a keyword of ${draft} and later, but the schema names no "$schema", so it is read as draft-07, where "${keyword}" checks nothing; name its draft with "$schema", such as "https://json-schema.org/draft/${draft}/schema"`;
}
