/**
 * Whether the text output is coloured: the one place that decides. `--color always|never` wins;
 * `--color auto` (the default) follows the environment, then whether standard output is a terminal.
 */

/** The values of `--color`, as check-jsonschema, grep and ls spell them. */
export const COLOR_CHOICES = ['auto', 'always', 'never'] as const;
export type ColorChoice = (typeof COLOR_CHOICES)[number];

/** The environment variables that speak about colour. */
export interface ColorEnvironment {
  /** Set and not empty: no colour (https://no-color.org). */
  NO_COLOR?: string;
  /** `0` or `false`: no colour; any other value that is not empty: colour, even into a pipe. */
  FORCE_COLOR?: string;
  /** `dumb`: a terminal that shows escape codes as text, so no colour. */
  TERM?: string;
}

/**
 * What `--color auto` means here, `isTTY` saying whether standard output is a terminal.
 * FORCE_COLOR comes first, as in Node's own `getColorDepth` and chalk: it is the narrower, more
 * deliberate request than a NO_COLOR set for a whole login.
 */
export function autoColor({ isTTY, env }: { isTTY: boolean; env: ColorEnvironment }): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return isTTY;
}

/** Whether to colour: `always` and `never` override `auto`, the terminal's answer. */
export function chooseColor(choice: ColorChoice, auto: boolean): boolean {
  return choice === 'auto' ? auto : choice === 'always';
}
