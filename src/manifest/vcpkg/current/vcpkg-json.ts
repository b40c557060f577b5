import { draftOf, type Anchor, type ProblemDraft } from '../../problems/draft.js';
import { cutQuoted } from '../../../util/cut-short.js';
import { pointerHere, SKIP, walkJson, type OpenContainers } from '../../json/walk-json.js';

/*
 * What vcpkg's own JSON parser refuses in text that JSON.parse accepted:
 * exponents, integers beyond 64 bits, nesting deeper than 200. Form feeds and other white space
 * JSON.parse refuses already; lone surrogate escapes vcpkg accepts, as JSON.parse does.
 */

/**
 * Deepest nesting vcpkg reads below the top-level value: a value of any kind (a string or a
 * number too) inside more containers than this is refused; an empty container at the limit is not.
 */
export const VCPKG_DEPTH_LIMIT = 200;
const LARGEST_INTEGER = 2n ** 63n - 1n;
const SMALLEST_INTEGER = -(2n ** 63n);

/** What the scan found: problems, and the numbers spelled as non-integers though whole (`1.0`, `-0`). */
export interface VcpkgJsonScan {
  drafts: ProblemDraft[];
  /** Pointers of the numbers vcpkg reads as non-integers while JSON.parse makes them integers. */
  wholeNonIntegers: ReadonlySet<string>;
}

const NOTHING: VcpkgJsonScan = { drafts: [], wholeNonIntegers: new Set() };
// A string, a number, or an opening or closing bracket: what the quick look needs of JSON text.
const TOKEN = /"[^"\\]*(?:\\.[^"\\]*)*"|-?[0-9][-+.0-9eE]*|[[{]|[\]}]/g;
// A number with an exponent, a fraction, 19 digits or more, or `-0`: each needs a closer look.
const SUSPECT_NUMBER = /[.eE]|[0-9]{19}|^-0$/;

/**
 * Scans JSON text that JSON.parse accepted. A quick look (a regular expression over its tokens)
 * clears nearly every manifest; the rest is scanned in full, with pointers.
 */
export function scanVcpkgJson(text: string): VcpkgJsonScan {
  return looksPlain(text) ? NOTHING : scanInFull(text);
}

/** Whether no number needs a closer look and nothing nests as deep as the limit. */
function looksPlain(text: string): boolean {
  let depth = 0;
  for (const [token] of text.matchAll(TOKEN)) {
    const first = token.charCodeAt(0);
    if (first === 0x22 /* " */) continue;
    if (first === 0x7b || first === 0x5b) {
      // As deep as the limit: whether a value is inside is for the full scan to see.
      if (++depth > VCPKG_DEPTH_LIMIT) return false;
    } else if (first === 0x7d || first === 0x5d) depth--;
    else if (SUSPECT_NUMBER.test(token)) return false;
  }
  return true;
}

/** The full scan, one walk. */
function scanInFull(text: string): VcpkgJsonScan {
  const drafts: ProblemDraft[] = [];
  const wholeNonIntegers = new Set<string>();
  const problem = (open: OpenContainers<unknown>, message: string, offset: number, length = 1) => {
    const anchor: Anchor = { kind: 'text', offset, length };
    drafts.push(draftOf('vcpkg-json', { message, pointer: pointerHere(open), anchor }));
  };
  // vcpkg's parser stops at its first error, and so does this scan: the rest is passed over.
  const stopsAt = (open: OpenContainers<unknown>, start: number): boolean => {
    if (drafts.length === 0 && open.length > VCPKG_DEPTH_LIMIT)
      problem(open, `JSON depth limit of ${VCPKG_DEPTH_LIMIT} exceeded`, start);
    return drafts.length > 0;
  };
  walkJson(text, {
    enter: (_isObject, start, open) => (stopsAt(open, start) ? SKIP : undefined),
    value: (start, end, open) => {
      const c = text.charCodeAt(start);
      if (stopsAt(open, start) || !(c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39))) return;
      const token = text.slice(start, end);
      const exponent = token.search(/[eE]/);
      if (exponent >= 0) {
        const message = open[open.length - 1]?.isObject
          ? 'Unexpected character; expected property or close brace'
          : 'Unexpected character in middle of array';
        problem(open, message, start + exponent);
      } else if (!token.includes('.')) {
        const value = BigInt(token);
        if (value > LARGEST_INTEGER || value < SMALLEST_INTEGER)
          problem(open, `Invalid integer constant: ${cutQuoted(token)}`, start, token.length);
        else if (token === '-0') wholeNonIntegers.add(pointerHere(open));
      } else if (Number.isInteger(Number(token))) {
        wholeNonIntegers.add(pointerHere(open));
      }
    },
  });
  return { drafts, wholeNonIntegers };
}
