import { jsonQuoted } from '../util/control-characters.js';
import { quantity } from '../util/quantity.js';

/**
 * How a signal stopped a run: its documents hold the `checked` files of `total`, and say so. In
 * the JSON report it is the `interrupted` field; the text summary line and SARIF's invocation say
 * it too.
 */
export interface Interruption {
  signal: NodeJS.Signals;
  checked: number;
  total: number;
  /** The file being checked when the signal came, which no report holds. */
  cutShort?: string;
}

/**
 * `interrupted by SIGTERM after 3 of 10 files` (and, when a check was cut short, which file the
 * report does not hold): the words every reporter and adapter uses.
 */
export function describeInterruption({ signal, checked, total, cutShort }: Interruption): string {
  const cut =
    cutShort === undefined
      ? ''
      : `; the check of ${jsonQuoted(cutShort)} was cut short, and no report holds it`;
  return `interrupted by ${signal} after ${checked} of ${quantity(total, 'file')}${cut}`;
}
