export { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser/lib/esm/main.js';
