import type { PortVersion } from './database.js';
/** A port-version that does not follow the entries before it: the one expected, and why. */
export interface PortVersionBreak {
    /** The highest port-version already listed for the version's text; undefined for a new text. */
    highest: number | undefined;
    /** The port-version x-add-version expects: 0 for a new text, else `highest + 1`. */
    expected: number;
}
/**
 * Whether `portVersion` breaks the sequence after `highest` (the highest port-version listed for
 * the same version text, undefined when none is): a new text starts without a port-version, a
 * bump is one more than the highest.
 */
export declare function portVersionBreak(portVersion: number, highest: number | undefined): PortVersionBreak | undefined;
/**
 * vcpkg's words for a break, as the problem and its fix (the caller says what to run after):
 * `declares` names what holds the port-version (`the port declares`).
 */
export declare function portVersionBreakWords(port: string, version: {
    text: string;
    portVersion: number;
}, { highest, expected }: PortVersionBreak, declares?: string): {
    problem: string;
    fix: string;
};
/** The scheme vcpkg advises for a `version-string` another scheme reads: a date, then relaxed. */
export declare function stringSchemeAdvice(version: PortVersion): 'version-date' | 'version' | undefined;
/** vcpkg's advice for a `version-string` that reads as `as`, ending with `rerun` (`run …`). */
export declare function stringSchemeAdviceWords(port: string, as: 'version-date' | 'version', rerun: string): string;
