import { type LicenseSyntaxError } from './tokens.js';
export type { LicenseSyntaxError } from './tokens.js';
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
