/** How a signal stopped a run: the reports hold the `checked` files of `total` checked before it. */
export interface Interruption {
  signal: NodeJS.Signals;
  checked: number;
  total: number;
  /** The file being checked when the signal came, which no report holds. */
  cutShort?: string;
}
