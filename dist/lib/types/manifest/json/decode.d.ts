import { type ProblemDraft } from '../problems/draft.js';
/** The manifest's text, or why its bytes are not UTF-8 text. */
export type Decoded = {
    text: string;
} | {
    text: string;
    problem: ProblemDraft;
};
/** A manifest as `validateManifest` takes it: text, or UTF-8 bytes in any binary shape. */
export type ManifestInput = string | ArrayBuffer | ArrayBufferView;
/**
 * Turns a file's bytes (or text) into text without a byte order mark.
 * @throws TypeError when `given` is not a {@link ManifestInput}: a caller's bug, not bad input.
 */
export declare function decodeManifest(given: ManifestInput): Decoded;
