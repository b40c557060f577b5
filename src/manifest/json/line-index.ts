/** Turns offsets of a text into lines and columns; `\n`, `\r\n` and a lone `\r` end a line. */
export class LineIndex {
  private readonly lineStarts: number[] = [0];

  constructor(text: string) {
    // Most texts end their lines with `\n` alone: indexOf finds those faster than a loop.
    if (!text.includes('\r')) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        this.lineStarts.push(i + 1);
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) this.lineStarts.push(i + 1);
    }
  }

  /** The 1-based line and column (in UTF-16 code units) of `offset`, which may be the text's end. */
  at(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (this.lineStarts[low] as number) + 1 };
  }
}
