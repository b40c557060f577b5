// jsonc-parser's ES module build, which the bundles tree-shake and concatenate. Its package's
// main is a UMD build that evaluates every module (formatter and editor too) at start-up: about
// 2 ms of each one-file run. Jest maps this path back to the package (the same source).
export { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser/lib/esm/main.js';
