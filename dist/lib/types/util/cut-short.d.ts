/**
 * `text` when at most `longest` characters, else its first `kept` and `…`: how a message quotes
 * a long value. `kept` is `longest - 1` unless a message's length is pinned otherwise.
 */
export declare function cutShort(text: string, longest: number, kept?: number): string;
/** Longest value from a file that a message quotes as it is. */
export declare const LONGEST_QUOTED = 60;
/**
 * A value from a file as a message quotes it: at most {@link LONGEST_QUOTED} characters, else its
 * first 57 (the checks' messages are pinned byte for byte) and `…`. A warning that once quoted
 * two 2 MB registry URLs whole, for each of 2,500 duplicate patterns, took 4 GB.
 */
export declare function cutQuoted(text: string): string;
