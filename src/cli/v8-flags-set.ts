/**
 * Where the command line's V8 tuning (src/cli/v8-tuning.ts) and its code cache
 * (src/cli/code-cache.ts) meet. V8 refuses code cached under other flags, and writes into cached
 * data the flags in force when the data is made: so the cache names its files by the flags code
 * is compiled under, and must take the data of code compiled before the flags change then, not
 * at exit. The two are in separate bundles (dist/cli/start.js and dist/cli/index.js), each with a
 * copy of this module, so the state is kept on `process` under a registered symbol, the one thing
 * both copies share.
 */
const CHANNEL = Symbol.for('manifest-check: V8 flags set');

interface Channel {
  /** The flags set so far, in order. */
  set: string[];
  /** Called just before flags change. */
  beforeChange: (() => void)[];
}

function channel(): Channel {
  const owner = process as NodeJS.Process & { [CHANNEL]?: Channel };
  owner[CHANNEL] ??= { set: [], beforeChange: [] };
  return owner[CHANNEL];
}

/** Sets `flags` for this process with `setFlag` (node:v8's setFlagsFromString), telling the cache first. */
export function setV8Flags(flags: readonly string[], setFlag: (flag: string) => void): void {
  const { set, beforeChange } = channel();
  for (const listener of beforeChange) listener();
  for (const flag of flags) {
    setFlag(flag);
    set.push(flag);
  }
}

/** The flags set for this process so far, in the order they were set. */
export function v8FlagsSet(): readonly string[] {
  return channel().set;
}

/** Calls `listener` each time, just before flags are set. */
export function beforeV8FlagsChange(listener: () => void): void {
  channel().beforeChange.push(listener);
}
