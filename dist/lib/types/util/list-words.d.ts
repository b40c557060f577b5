/** `a`, `a and b`, `a, b and c` (with `or` for choices): words joined as a sentence lists them. */
export declare function listWords(words: readonly string[], conjunction?: 'and' | 'or'): string;
