/**
 * The V8 flags the command line set while it runs (src/cli/v8-tuning.ts), for its code cache
 * (src/cli/code-cache.ts): V8 refuses code cached under other flags, so the cache names its files
 * by the flags code is compiled under. The two are in separate bundles (dist/cli/start.js and
 * dist/cli/index.js), each with a copy of this module, so the list is kept on `process` under a
 * registered symbol, the one thing both copies share.
 */
const FLAGS_SET = Symbol.for('manifest-check: V8 flags set');

type WithFlags = NodeJS.Process & { [FLAGS_SET]?: readonly string[] };

/** Notes that `flags` were set for this process, after any set before. */
export function recordV8FlagsSet(flags: readonly string[]): void {
  const owner = process as WithFlags;
  owner[FLAGS_SET] = [...(owner[FLAGS_SET] ?? []), ...flags];
}

/** The flags set for this process so far, in the order they were set. */
export function v8FlagsSet(): readonly string[] {
  return (process as WithFlags)[FLAGS_SET] ?? [];
}
