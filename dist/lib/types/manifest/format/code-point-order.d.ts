/**
 * vcpkg's order of two strings (std::string's `<` on UTF-8 bytes), which is the order of their
 * code points, not of their UTF-16 code units: `\u{10000}` comes after `\uffff`.
 */
export declare function compareCodePoints(left: string, right: string): number;
/** Sorts `strings` in place in vcpkg's order (compareCodePoints); returns it. */
export declare function sortByCodePoints(strings: string[]): string[];
