import { fstatSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as NodeTty from 'node:tty';

/** What the terminal check asks of the system; the real one by default, fakes in tests. */
export interface TerminalSystem {
  /** Whether the descriptor is a character device; throws for a closed one. */
  isCharacterDevice(fd: number): boolean;
  isatty(fd: number): boolean;
}

const PROCESS: TerminalSystem = {
  isCharacterDevice: (fd) => fstatSync(fd).isCharacterDevice(),
  // node:tty loads node:net: only a character device (a terminal, /dev/null) pays for it.
  isatty: (fd) => (createRequire(import.meta.url)('node:tty') as typeof NodeTty).isatty(fd),
};

/**
 * Whether standard output is a terminal, without building `process.stdout` (which loads
 * node:stream and more): a file or a pipe is none, and a closed descriptor none either.
 */
export function standardOutputIsTerminal(system: TerminalSystem = PROCESS): boolean {
  try {
    if (!system.isCharacterDevice(1)) return false;
  } catch {
    return false;
  }
  return system.isatty(1);
}
