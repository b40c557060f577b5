/** Why a license is not an SPDX expression, and where in it, if the parser says. */
export interface SpdxError {
    message: string;
    /** The offending word's place in the license string, when the parser names it. */
    at?: {
        offset: number;
        length: number;
    };
}
/**
 * Longest license expression parsed. Real ones are a few dozen characters, and the parser's
 * time grows faster than linearly on long chains of `WITH`.
 */
export declare const LONGEST_LICENSE = 4096;
/** The words for a license longer than {@link LONGEST_LICENSE}. */
export declare function tooLongLicense(license: string): SpdxError;
/** Checks a `license` against the SPDX expression grammar and license list. */
export declare function checkSpdxExpression(license: string): SpdxError | undefined;
