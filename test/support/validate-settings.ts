import type { ValidateSettings } from '../../src/action/validate-settings.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../src/files/file-size.js';

/** The Action's validate settings when no input is given, for tests that call validateStep. */
export const DEFAULT_SETTINGS: ValidateSettings = {
  profile: 'spec',
  patterns: ['**/vcpkg.json'],
  explicitFiles: false,
  strict: false,
  schemaRefs: [],
  manifestSchemas: [],
  schemaFromManifest: false,
  vcpkgChecks: false,
  failOn: 'error',
  annotations: true,
  changedOnly: false,
  maxFileSize: DEFAULT_MAX_FILE_SIZE,
  formatCheck: false,
};
