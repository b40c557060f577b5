// The versions command's options: all the command line's start-up needs of it (to tell its
// word from an option's value); its usage and parser load with the command (versions-args.ts).

/** The options of `versions`, for parseArgs. */
export const VERSIONS_OPTIONS = {
  ports: { type: 'string' },
  versions: { type: 'string' },
  deep: { type: 'boolean' },
  fix: { type: 'boolean' },
  base: { type: 'string' },
  format: { type: 'string' },
  quiet: { type: 'boolean' },
  color: { type: 'string' },
  'max-file-size': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
