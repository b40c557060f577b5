/**
 * `text` when at most `longest` characters, else its first `kept` and `…`: how a message quotes
 * a long value. `kept` is `longest - 1` unless a message's length is pinned otherwise.
 */
export function cutShort(text: string, longest: number, kept = longest - 1): string {
  return text.length > longest ? `${text.slice(0, kept)}…` : text;
}

/** Longest value from a file that a message quotes as it is. */
export const LONGEST_QUOTED = 60;

/**
 * A value from a file as a message quotes it: at most {@link LONGEST_QUOTED} characters, else
 * its first 57 and `…` (57, not 59: the messages of the manifest checks are pinned byte for
 * byte). Every value a message quotes is cut so, so that a message stays short however long the
 * value: a warning that quoted two registry URLs of 2 MB whole, once for each of 2,500 duplicate
 * patterns, took 4 GB.
 */
export function cutQuoted(text: string): string {
  return cutShort(text, LONGEST_QUOTED, LONGEST_QUOTED - 3);
}
