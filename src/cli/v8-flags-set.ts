/**
 * Where the command line's V8 tuning (src/cli/v8-tuning.ts) and its code cache
 * (src/cli/code-cache.ts) meet. V8 refuses code cached under other flags, and writes into cached
 * data the flags in force when the data is made: so the cache names its files by the flags code
 * is compiled under, and makes the data of what was compiled before the tuning with V8's own
 * values set again. The two are in separate bundles (dist/cli/start.js and dist/cli/index.js),
 * each with a copy of this module, so the state is kept on `process` under a registered symbol,
 * the one thing both copies share.
 */
const CHANNEL = Symbol.for('manifest-check: V8 flags set');

interface Channel {
  /** The flags set so far, in order. */
  set: string[];
  /** The flags that set V8's own values again for those. */
  restore: string[];
  setFlag?: (flag: string) => void;
}

function channel(): Channel {
  const owner = process as NodeJS.Process & { [CHANNEL]?: Channel };
  owner[CHANNEL] ??= { set: [], restore: [] };
  return owner[CHANNEL];
}

/**
 * Sets `flags` for this process with `setFlag` (node:v8's setFlagsFromString); `restore` are the
 * flags that set V8's own values again.
 */
export function setV8Flags(
  flags: readonly string[],
  restore: readonly string[],
  setFlag: (flag: string) => void,
): void {
  const state = channel();
  for (const flag of flags) setFlag(flag);
  state.set.push(...flags);
  state.restore.push(...restore);
  state.setFlag = setFlag;
}

/** The flags set for this process so far, in the order they were set. */
export function v8FlagsSet(): readonly string[] {
  return channel().set;
}

/** Runs `work` under V8's own values for the flags set, then sets them again. */
export function withV8FlagsRestored(work: () => void): void {
  const { set, restore, setFlag } = channel();
  if (setFlag === undefined || set.length === 0) return work();
  for (const flag of restore) setFlag(flag);
  try {
    work();
  } finally {
    for (const flag of set) setFlag(flag);
  }
}
