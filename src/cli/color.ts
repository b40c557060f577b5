// Whether the text output is coloured: the one place that decides.

/** The values of `--color`, as check-jsonschema, grep and ls spell them. */
export const COLOR_CHOICES = ['auto', 'always', 'never'] as const;
export type ColorChoice = (typeof COLOR_CHOICES)[number];

/**
 * What `--color auto` means here, `isTTY` saying whether standard output is a terminal. A
 * FORCE_COLOR not empty colours, even into a pipe, unless it is `0` or `false`; else a NO_COLOR
 * not empty (https://no-color.org) or TERM=dumb (escape codes shown as text) means no colour.
 * FORCE_COLOR comes first, as in Node's own `getColorDepth` and chalk: it is the narrower, more
 * deliberate request than a NO_COLOR set for a whole login.
 */
export function autoColor({ isTTY, env }: { isTTY: boolean; env: NodeJS.ProcessEnv }): boolean {
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
