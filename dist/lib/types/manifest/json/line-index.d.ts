/** Turns offsets of a text into lines and columns; `\n`, `\r\n` and a lone `\r` end a line. */
export declare class LineIndex {
    private readonly lineStarts;
    constructor(text: string);
    /** The 1-based line and column (in UTF-16 code units) of `offset`, which may be the text's end. */
    at(offset: number): {
        line: number;
        column: number;
    };
}
