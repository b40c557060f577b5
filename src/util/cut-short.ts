/**
 * `text` when at most `longest` characters, else its first `kept` and `…`: how a message quotes
 * a long value. `kept` is `longest - 1` unless a message's length is pinned otherwise.
 */
export function cutShort(text: string, longest: number, kept = longest - 1): string {
  return text.length > longest ? `${text.slice(0, kept)}…` : text;
}
