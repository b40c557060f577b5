/**
 * ajv's generated code gathers a sub-validator's errors by copying:
 * `vErrors = vErrors === null ? e : vErrors.concat(e);`. Every call that fails copies all the
 * errors gathered so far, so a manifest that fails in N places costs N² copies: a 2.4 MB manifest
 * of 5,000 dependencies with unknown keys took 37 s against the built-in schema. This rewrites each
 * such statement to append in place, which is linear. The standalone built-in validators are
 * rewritten when they are generated (scripts/compile-schemas.ts). A user's schema keeps ajv's
 * copying append: the work bound (work/costs.ts) charges it, so it cannot run unbounded.
 */
const COPYING_APPEND = /vErrors = vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\);/g;

/** `code` with every copying append of errors made an append in place; the rest unchanged. */
export function appendErrorsInPlace(code: string): string {
  return code.replace(
    COPYING_APPEND,
    (_statement, errors: string) =>
      `{if (vErrors === null) vErrors = ${errors}; else for (const e$ of ${errors}) vErrors.push(e$);}`,
  );
}
