// Signals that came before a run watched them: bin/manifest-check.js notes them while the bundle
// loads, under this key, and whoever handles signals next takes them over.
import { signalHandlersTurn } from './signal-turn.js';

/** Where bin/manifest-check.js leaves what it noted; the two files name it alike. */
const KEY = Symbol.for('manifest-check.early-signals');

/** What bin/manifest-check.js leaves: the signals it noted, and its handler. */
interface EarlySignals {
  noted: NodeJS.Signals[];
  note: (signal: NodeJS.Signals) => void;
}

function earlySignals(): EarlySignals | undefined {
  return (globalThis as { [KEY]?: EarlySignals })[KEY];
}

/**
 * The signals noted before now, in order, and the end of noting them early: call it once the
 * caller's own handlers are on, so that no signal falls between the two. None outside the
 * executable (the library, the Action, tests).
 */
export function takeEarlySignals(): NodeJS.Signals[] {
  const early = earlySignals();
  if (early === undefined) return [];
  delete (globalThis as { [KEY]?: EarlySignals })[KEY];
  process.off('SIGINT', early.note);
  process.off('SIGTERM', early.note);
  return early.noted;
}

/**
 * For a command that watches no signals (help, version, request, a usage error): signals have
 * their default action again, and one noted early ends the process now, by that signal, as it
 * would have without the early handler. First a turn of the event loop hands the early handler
 * any signal Node has caught but not yet handed over, which removing it would lose.
 */
export async function releaseEarlySignals(): Promise<void> {
  if (earlySignals() === undefined) return;
  await signalHandlersTurn();
  const [first] = takeEarlySignals();
  if (first !== undefined) process.kill(process.pid, first);
}
