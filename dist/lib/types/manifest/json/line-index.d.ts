/** A 1-based line and a 1-based column in UTF-16 code units. */
export interface LineColumn {
    line: number;
    column: number;
}
/** Turns offsets of a text into lines and columns; `\n`, `\r\n` and a lone `\r` end a line. */
export declare class LineIndex {
    private readonly lineStarts;
    constructor(text: string);
    /** The line and column of `offset` (which may be the text's length: the end). */
    at(offset: number): LineColumn;
}
