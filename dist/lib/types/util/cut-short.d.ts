/**
 * `text` when at most `longest` characters, else its first `kept` and `…`: how a message quotes
 * a long value. `kept` is `longest - 1` unless a message's length is pinned otherwise.
 */
export declare function cutShort(text: string, longest: number, kept?: number): string;
