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

/**
 * Why a schema that names no `$schema` is refused, when it uses a keyword of a later draft (the
 * first in document order): read as draft-07, the keyword would check nothing and every manifest
 * would pass it. Undefined when it uses none.
 */
export function laterKeywordProblem(schema: unknown, source: string): string | undefined {
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
      if (draft !== undefined)
        return `${source}: ${at}: "${key}" is a keyword of ${draft} and later, but the schema names no "$schema", so it is read as draft-07, where "${key}" checks nothing; name its draft with "$schema", such as "https://json-schema.org/draft/${draft}/schema"`;
      const childIsMap = !plain && SCHEMA_MAPS.has(key);
      children.push({ value: child, pointer: at, isMap: childIsMap });
    }
    // Reversed onto the stack, so they come off in document order.
    for (let index = children.length - 1; index >= 0; index--)
      pending.push(children[index] as (typeof pending)[number]);
  }
  return undefined;
}
