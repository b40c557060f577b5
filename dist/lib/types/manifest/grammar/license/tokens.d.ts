/** One token; an id notes whether a `+` follows it with nothing between. */
export type LicenseToken = {
    kind: 'AND' | 'OR' | 'WITH' | '(' | ')' | 'end';
    offset: number;
    text: string;
} | {
    kind: 'id';
    offset: number;
    text: string;
    plus: boolean;
};
/**
 * Why a license does not read, and where: the one failure of the license grammar; the words
 * for it are the profile's (vcpkg/license/vcpkg-license.ts, vcpkg/current/current-license.ts).
 * - `plus`: a `+` not straight after a license id
 * - `document-ref`: a `DocumentRef-` id, which vcpkg does not support
 * - `character`: a character no token holds (length 1: one UTF-16 unit)
 * - `operand`: a license id or `(` expected; `exception`: an exception id expected after WITH
 * - `after-license`, `after-exception`, `after-group`: an operator expected after one of those
 * - `unopened`: a `)` that closes no `(`; `unclosed`: the innermost `(` left open at the end
 * - `too-deep`: a `(` nested deeper than the reader was asked to go
 * The range is the offending token's (UTF-16, length 0 at the end).
 */
export interface LicenseSyntaxError {
    code: 'plus' | 'document-ref' | 'character' | 'operand' | 'exception' | 'after-license' | 'after-exception' | 'after-group' | 'unopened' | 'unclosed' | 'too-deep';
    offset: number;
    length: number;
}
/** The whole license as tokens, ending in `end`, or the first lexical error. */
export declare function tokenizeLicense(license: string): LicenseToken[] | LicenseSyntaxError;
