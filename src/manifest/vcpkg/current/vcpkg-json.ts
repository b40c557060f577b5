import { draftOf, type Anchor, type ProblemDraft } from '../../problems/draft.js';
import { cutQuoted } from '../../../util/cut-short.js';
import { QUOTE, stringEnd } from '../../json/tokens.js';
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
/** Digits in a row that make an integer worth a closer look: 2^63 has 19. */
const LONG_DIGITS = 19;

/**
 * Scans JSON text that JSON.parse accepted. A quick look (one pass over its characters) clears
 * nearly every manifest; the rest is scanned in full, with pointers.
 */
export function scanVcpkgJson(text: string): VcpkgJsonScan {
  return looksPlain(text) ? NOTHING : scanInFull(text);
}

/**
 * Whether no number needs a closer look (an exponent, a fraction, 19 digits or more, or `-0`) and
 * nothing nests as deep as the limit. The text is JSON, so outside strings a `-` or a digit starts
 * a number, which runs on through `-+.0-9eE`. Exported for its test.
 */
export function looksPlain(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
    } else if (c === 0x7b || c === 0x5b) {
      // As deep as the limit: whether a value is inside is for the full scan to see.
      if (++depth > VCPKG_DEPTH_LIMIT) return false;
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      i++;
    } else if (c === 0x2d || isDigit(c)) {
      const start = i;
      let digits = c === 0x2d ? 0 : 1;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (isDigit(d)) {
          if (++digits >= LONG_DIGITS) return false;
        } else if (d === 0x2e || d === 0x65 || d === 0x45) return false;
        else if (d !== 0x2b && d !== 0x2d) break;
        else digits = 0;
      }
      if (c === 0x2d && i - start === 2 && text.charCodeAt(start + 1) === 0x30) return false;
    } else i++;
  }
  return true;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
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
