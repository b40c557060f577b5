import packageJson from '../../package.json' with { type: 'json' };
import type { MergedOptions } from './types.js';

/** The defaults of `endpoint`: the upstream interface's address, version 3, and who asks. */
export const DEFAULTS: MergedOptions = {
  method: 'GET',
  baseUrl: 'https://api.github.com',
  headers: {
    accept: 'application/vnd.github.v3+json',
    'user-agent': `manifest-check/${packageJson.version}`,
  },
  mediaType: { format: '', previews: [] },
};
