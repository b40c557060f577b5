// The bundles' text in ASCII alone. V8 holds a source with one character outside ASCII as two
// bytes a character, and Node decodes it from UTF-8 by the slow path: a one-manifest run of the
// command line spent about 8.6 M instructions (6 %) on its bundle's 27 lines of `…` and `²`.

/**
 * `code` with each UTF-16 code unit outside ASCII written as `\uXXXX`: the same program wherever
 * such a unit stands in JavaScript, in a string, template, regular expression, identifier or
 * comment. Only what reads the source text back would differ (a tagged template's `raw` strings,
 * a regular expression literal's `source`, a function's `toString()`); none in the bundles reads
 * such a character. A unit right after a backslash (an escape of its own) cannot be
 * rewritten so: it throws, naming `file` and the offset.
 */
export function asciiOnly(code, file) {
  return code.replace(/[\u0080-\uffff]/g, (unit, offset) => {
    let backslashes = 0;
    while (code.charCodeAt(offset - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 1)
      throw new Error(
        `${file}: character U+${hex(unit)} at offset ${offset} follows a backslash; expected an escape the build can rewrite`,
      );
    return `\\u${hex(unit)}`;
  });
}

function hex(unit) {
  return unit.charCodeAt(0).toString(16).padStart(4, '0');
}
