import { quantity } from '../util/quantity.js';

/** How a signal stopped a run: its documents hold the `checked` files of `total`, and say so. */
export interface Interruption {
  signal: NodeJS.Signals;
  checked: number;
  total: number;
}

/** `interrupted by SIGTERM after 3 of 10 files`: the words every reporter and adapter uses. */
export function describeInterruption({ signal, checked, total }: Interruption): string {
  return `interrupted by ${signal} after ${checked} of ${quantity(total, 'file')}`;
}
