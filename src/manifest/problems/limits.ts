/** The limits of one file's check: the checks enforce them, and the rules' help states them. */

/**
 * Most problems listed for one file. A hostile 4 MB file can hold 400,000 problems; words,
 * places and reports for all of them cost minutes and gigabytes, and nobody reads them.
 */
export const MOST_PROBLEMS_PER_FILE = 1_000;

/**
 * Most list items a manifest may have and still be checked. Real ones have a few hundred; the
 * validator's work grows faster than linearly with the failing items of one list.
 */
export const MOST_LIST_ITEMS = 5_000;

/**
 * How much work a user's schema may take on one file, in steps of about 5 ns (schema/work/costs.ts):
 * a fixed part, for a small file, and a part per character of the file's text, as honest work
 * grows with the file. vcpkg's current schema takes at most 2.8 % of this on a manifest of the
 * corpus, 2.1 % on a 4 MB one built from real features, 16 % on 5,000 dependencies of 40
 * characters (each read by four patterns); a schema whose `$ref`s double at every level needs
 * 2^40 steps for 40 levels, and stops here within about 0.1 s. The built-in schema is not
 * counted: no `$ref` of it recurses or multiplies, so its work is bounded by the size of the file.
 */
export const SCHEMA_WORK = { steps: 10_000_000, stepsPerCharacter: 256 } as const;
