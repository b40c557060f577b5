import type { MergedOptions } from './types.js';

const VENDOR_MEDIA_TYPE = /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/;
const PREVIEW_NAME = /[\w-]+(?=-preview)/g;

/**
 * The `accept` header as the media type asks: each vendor type gets the format, and previews
 * (those already named in `accept`, then the given ones) become a list of preview media types.
 * A binary request (`application/octet-stream`) keeps its `accept`.
 */
export function amendAccept(
  accept: string | undefined,
  { format, previews }: MergedOptions['mediaType'],
): string | undefined {
  if (!format && previews.length === 0) return accept;
  // The same few accept, format and preview combinations come again and again.
  const key = `${accept}\n${format}\n${previews.join(',')}`;
  if (AMENDED.has(key)) return AMENDED.get(key);
  const amended = amend(accept, format, previews);
  if (AMENDED.size >= AMENDED_KEPT) AMENDED.clear();
  AMENDED.set(key, amended);
  return amended;
}

const AMENDED = new Map<string, string | undefined>();
const AMENDED_KEPT = 500;

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
