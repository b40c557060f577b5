/**
 * Runs a recursive parse, or returns undefined when the text nests more deeply than the stack
 * allows (JSON.parse copes with such text; jsonc-parser, used for syntax errors and duplicate
 * keys, does not). A regular expression that backtracks over megabytes of string overflows its
 * stack with the same RangeError.
 */
export function unlessTooDeep<T>(parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    if (error instanceof Error && error.name === 'RangeError') return undefined;
    throw error;
  }
}
