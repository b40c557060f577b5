/** `U+0009`: the first character of `text` by its code point, for one a message cannot show. */
export declare function codePointName(text: string): string;
