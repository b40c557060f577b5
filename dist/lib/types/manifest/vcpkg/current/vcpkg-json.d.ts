import { type ProblemDraft } from '../../problems/draft.js';
/**
 * Deepest nesting vcpkg reads below the top-level value: a value of any kind (a string or a
 * number too) inside more containers than this is refused; an empty container at the limit is not.
 */
export declare const VCPKG_DEPTH_LIMIT = 200;
/** What the scan found: problems, and the numbers spelled as non-integers though whole (`1.0`, `-0`). */
export interface VcpkgJsonScan {
    drafts: ProblemDraft[];
    /** Pointers of the numbers vcpkg reads as non-integers while JSON.parse makes them integers. */
    wholeNonIntegers: ReadonlySet<string>;
}
/**
 * Scans JSON text that JSON.parse accepted. A quick look (one pass over its characters) clears
 * nearly every manifest; the rest is scanned in full, with pointers.
 */
export declare function scanVcpkgJson(text: string): VcpkgJsonScan;
/**
 * Whether no number needs a closer look (an exponent, a fraction, 19 digits or more, or `-0`) and
 * nothing nests as deep as the limit. The text is JSON, so outside strings a `-` or a digit starts
 * a number, which runs on through `-+.0-9eE`. Exported for its test.
 */
export declare function looksPlain(text: string): boolean;
