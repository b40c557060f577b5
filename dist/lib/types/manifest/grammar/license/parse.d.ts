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
/** A read license: a license id (with its `+` and exception), a group in parentheses, a run of one operator. */
export type LicenseNode = {
    kind: 'license';
    id: string;
    plus: boolean;
    exception?: string;
} | {
    kind: 'group';
    inner: LicenseNode;
} | {
    kind: 'AND' | 'OR';
    operands: LicenseNode[];
};
/** An id the reader met, in order: a license's or an exception's, and where it stands. */
export interface LicenseId {
    role: 'license' | 'exception';
    text: string;
    offset: number;
}
/** The tree, or the first error; either way the ids read before the end or the error. */
export type LicenseRead = {
    tree: LicenseNode;
    error?: undefined;
    ids: LicenseId[];
} | {
    tree?: undefined;
    error: LicenseSyntaxError;
    ids: LicenseId[];
};
/** Reads `license`; a `(` deeper than `deepest` groups is the error `too-deep`. */
export declare function readLicense(license: string, deepest?: number): LicenseRead;
