/**
 * Exit statuses of the command line. A write that fails is 2, as a usage error: the answer was
 * not delivered. A reader that leaves (`| head -1`) gives 128 + SIGPIPE, what the shell reports for
 * grep or cat there: not 0, which would claim a run that was cut short found no errors.
 */
export const EXIT = {
  ok: 0,
  problems: 1,
  usage: 2,
  unwritten: 2,
  interrupted: 130,
  outputClosed: 141,
  terminated: 143,
} as const;
