/**
 * A URI of the common shape, `scheme://host[:port]/path?query#fragment` with only unreserved and
 * sub-delimiter characters and no percent sign: each part a subset of what ajv-formats' `uri`
 * pattern accepts there (RFC 3986's hier-part with an authority), so a text it matches is a URI
 * to ajv-formats too. The built-in validators try it first (scripts/compile-schemas.ts writes it
 * into them) and ask ajv-formats' pattern only when it fails: that pattern is one regular
 * expression of 2 KB, compiled on its first use, 2 % of a one-manifest run, and a homepage is
 * nearly always a plain https URL. Both cases of each letter are spelled out, not asked for with
 * the `i` flag, which is the same language (without `u`, no other character folds to an ASCII
 * letter) but took V8 three times as long to compile: 6 M instructions of a pre-commit run.
 */
export const PLAIN_URI =
  /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[a-zA-Z0-9.-]+(?::\d*)?(?:\/[a-zA-Z0-9._~!$&'()*+,;=:@-]*)*(?:\?[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?(?:#[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?$/;
