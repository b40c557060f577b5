export type { ParseError } from 'jsonc-parser';
export { parseTree } from 'jsonc-parser/lib/esm/impl/parser.js';
/** The name of a parse error's code, as jsonc-parser's printParseErrorCode gives it. */
export declare function printParseErrorCode(code: number): string;
