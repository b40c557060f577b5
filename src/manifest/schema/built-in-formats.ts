/**
 * A URI of the common shape, `scheme://host[:port]/path?query#fragment` with only unreserved and
 * sub-delimiter characters and no percent sign: each part a subset of what ajv-formats' `uri`
 * pattern accepts there (RFC 3986's hier-part with an authority), so a text it matches is a URI
 * to ajv-formats too. The built-in validators try it first (scripts/compile-schemas.ts writes it
 * into them) and ask ajv-formats' pattern only when it fails: that pattern is one regular
 * expression of 2 KB, compiled on its first use, 2 % of a one-manifest run, and a homepage is
 * nearly always a plain https URL.
 */
export const PLAIN_URI =
  /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(?::\d*)?(?:\/[a-z0-9._~!$&'()*+,;=:@-]*)*(?:\?[a-z0-9._~!$&'()*+,;=:@/?-]*)?(?:#[a-z0-9._~!$&'()*+,;=:@/?-]*)?$/i;
