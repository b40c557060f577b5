// The one module of jsonc-parser's ES module build that jsonc-parser.ts imports; the package
// declares its main only. Its parseTree is the main's.
declare module 'jsonc-parser/lib/esm/impl/parser.js' {
  export { parseTree } from 'jsonc-parser';
}
