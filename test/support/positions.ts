import { validateManifest, type ValidateOptions } from '../../src/manifest/validate.js';

/*
 * The position tests write every manifest out line by line so that lines and columns can be
 * counted by hand: columns are 1-based UTF-16 code units and the end column is exclusive. Texts
 * that need backslashes in the file use String.raw, so the source shows exactly the bytes of the
 * file.
 */

/** Each problem's rule, pointer and span, in the order the validator returns them. */
export function located(input: string | Uint8Array, options: ValidateOptions = {}) {
  return validateManifest(input, options).problems.map(
    ({ rule, pointer, line, column, endLine, endColumn }) => ({
      rule,
      pointer,
      line,
      column,
      endLine,
      endColumn,
    }),
  );
}

/** A problem at one place of the text: from line:column to endLine:endColumn. */
export function span(line: number, column: number, endLine = line, endColumn = column) {
  return { line, column, endLine, endColumn };
}
