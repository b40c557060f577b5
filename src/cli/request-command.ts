// The request command's options: kept apart from its parser so that a validation, which reads
// them to find the command, does not load the request builder.
import type { Options } from './commands.js';

/** The options of `request`, for parseArgs. */
export const REQUEST_OPTIONS = {
  method: { type: 'string', short: 'X' },
  'raw-field': { type: 'string', short: 'f', multiple: true },
  field: { type: 'string', short: 'F', multiple: true },
  header: { type: 'string', short: 'H', multiple: true },
  data: { type: 'string' },
  input: { type: 'string' },
  'base-url': { type: 'string' },
  preview: { type: 'string', multiple: true },
  'media-format': { type: 'string' },
  format: { type: 'string' },
  operation: { type: 'string' },
  api: { type: 'string' },
  'no-route-check': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;
