/** `1 error`, `2 errors`: a count with its noun, plural unless the count is one. */
export declare function quantity(count: number, noun: string): string;
