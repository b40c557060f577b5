import { checkHeader } from './check-options.js';
import type { MergedOptions } from './types.js';

const VENDOR_MEDIA_TYPE = /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/;
const PREVIEW_NAME = /[\w-]+(?=-preview)/g;

/**
 * The `accept` header as the media type asks: vendor types get the format, previews (in `accept`,
 * then given) become preview media types; `application/octet-stream` is kept. Throws
 * RequestOptionsError when a format would carry a control character into the header.
 */
export function amendAccept(
  accept: string | undefined,
  { format, previews }: MergedOptions['mediaType'],
): string | undefined {
  if (!format && previews.length === 0) return accept;
  // The same few combinations come again and again; a path of map lookups by strings the caller
  // already has is cheaper than hashing a new joined key.
  let node = step(ROOT, accept === undefined ? NO_ACCEPT : accept);
  node = step(node, format);
  for (const preview of previews) node = step(node, preview);
  if (node.done) return node.amended;
  const amended = amend(accept, format, previews);
  // Checked once, then cached: only a header that passed is ever served from the cache.
  if (amended !== accept) checkHeader('accept', amended);
  if (cachedNodes >= NODES_KEPT) {
    ROOT.next.clear();
    cachedNodes = 0;
    return amended;
  }
  node.done = true;
  node.amended = amended;
  return amended;
}

interface CacheNode {
  next: Map<string, CacheNode>;
  done: boolean;
  amended: string | undefined;
}

const ROOT: CacheNode = { next: new Map(), done: false, amended: undefined };
/** Stands for no accept header, which no header value can be. */
const NO_ACCEPT = '\n';
const NODES_KEPT = 2_000;
let cachedNodes = 0;

function step(node: CacheNode, key: string): CacheNode {
  let next = node.next.get(key);
  if (next === undefined) {
    next = { next: new Map(), done: false, amended: undefined };
    node.next.set(key, next);
    cachedNodes++;
  }
  return next;
}

function amend(accept: string | undefined, format: string, previews: string[]): string | undefined {
  if (accept !== undefined && /application\/octet-stream/i.test(accept)) return accept;
  let amended = accept;
  if (format && amended !== undefined)
    amended = amended
      .split(',')
      .map((part) =>
        part.replace(
          VENDOR_MEDIA_TYPE,
          (_, vendor: string, version = '') => `application/vnd${vendor}${version}.${format}`,
        ),
      )
      .join(',');
  if (previews.length === 0) return amended;
  const suffix = format ? `.${format}` : '+json';
  return [...(amended?.match(PREVIEW_NAME) ?? []), ...previews]
    .map((preview) => `application/vnd.github.${preview}-preview${suffix}`)
    .join(',');
}
