import type { ProblemDraft } from './draft.js';
/** The manifest's text, or why its bytes are not UTF-8 text. */
export type Decoded = {
    text: string;
} | {
    text: string;
    problem: ProblemDraft;
};
/** Turns a file's bytes (or text) into text without a byte order mark. */
export declare function decodeManifest(input: string | Uint8Array): Decoded;
