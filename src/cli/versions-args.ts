// The versions command's line: its options and its usage.
import { DEFAULT_MAX_FILE_SIZE, formatFileSize } from '../files/file-size.js';
import { FORMATS, type Format } from '../report/reporters.js';
import { parseOptionsAndPaths, readChoice, readMaxFileSize, UsageError } from './args.js';
import { COLOR_CHOICES, type ColorChoice } from './color.js';
import { VERSIONS_OPTIONS } from './versions-options.js';

/** What `manifest-check versions ...` asks for: the options of VERSIONS_USAGE, checked. */
export type VersionsRequest =
  | { command: 'help' }
  | {
      command: 'versions';
      /** The registry's folder, which holds ports/ and versions/ unless they are given apart. */
      registry: string;
      ports?: string;
      versions?: string;
      deep: boolean;
      fix: boolean;
      /** Also check the change since this commit. */
      base?: string;
      format: Format;
      quiet: boolean;
      color: ColorChoice;
      maxFileSize: number;
    };

export const VERSIONS_USAGE = `Usage: manifest-check versions [options] [--] [REGISTRY]

Checks a vcpkg registry's version database against its ports, as 'vcpkg x-ci-verify-versions'
does, and the mistakes it misses: REGISTRY (the default is the current directory) holds ports/
and versions/. Each port's vcpkg.json is checked as a port under --profile current; each
versions file and versions/baseline.json for its shape, its place and its order; each port's
git tree (its folder as git would commit it, uncommitted edits included) against the entry of
its version; the baseline against each port's version, and for ports that no longer exist;
dependencies and overrides against the versions the database has. Every problem is reported on
the file, line and column it is about.

Options:
  --ports DIR           the ports folder, when not REGISTRY/ports
  --versions DIR        the version database's folder, when not REGISTRY/versions
  --deep                also read each git-tree the database names from the repository and
                        check that it holds the version its entry claims (as 'vcpkg
                        x-ci-verify-versions --verify-git-trees')
  --fix                 first write what 'vcpkg x-add-version --all' writes: each port's new
                        version entry and its baseline entry, in vcpkg's layout of those files,
                        each file whole or not at all; a published entry is never rewritten
  --base REF            also check the change since REF (a branch, tag or commit), as
                        microsoft/vcpkg's pull-request workflow does: each versions file gains
                        at most one entry, no entry published at REF changes or goes, no
                        versions file is deleted; compared with the merge base of REF and HEAD,
                        which the clone must have (git fetch origin REF)
  --format FORMAT       output format: text (the default), json, sarif or github
  --quiet               report errors only
  --color WHEN          colour the text output: auto (the default), always or never
  --max-file-size SIZE  report a larger file as an error without reading it; SIZE is bytes,
                        or KB or MB (1 KB = 1024 bytes); the default is ${formatFileSize(DEFAULT_MAX_FILE_SIZE)}
  -h, --help            show this help

Exit status: 0 no errors, 1 errors found (or, with --fix, a file could not be written),
2 usage error (no ports/ or versions/ folder, git missing for a git registry, a --base the
clone does not have) or output not written, 130/143 interrupted, 141 output pipe closed by its reader.
`;

/** Reads the versions command's arguments; throws UsageError with a one-line reason when wrong. */
export function parseVersionsLine(argv: string[]): VersionsRequest {
  const { values, paths } = parseOptionsAndPaths(argv, VERSIONS_OPTIONS);
  if (values.help) return { command: 'help' };
  if (paths.length > 1)
    throw new UsageError(
      `versions checks one registry, and ${paths.length} were given; run it once for each`,
    );
  for (const option of ['ports', 'versions', 'base'] as const)
    if (values[option] === '')
      throw new UsageError(`--${option} needs ${option === 'base' ? 'a commit' : 'a folder name'}`);
  return {
    command: 'versions',
    registry: paths[0] ?? '.',
    ...(values.ports === undefined ? {} : { ports: values.ports }),
    ...(values.versions === undefined ? {} : { versions: values.versions }),
    deep: values.deep ?? false,
    fix: values.fix ?? false,
    ...(values.base === undefined ? {} : { base: values.base }),
    format: readChoice('--format', values.format, FORMATS) ?? 'text',
    quiet: values.quiet ?? false,
    color: readChoice('--color', values.color, COLOR_CHOICES) ?? 'auto',
    maxFileSize: readMaxFileSize(values['max-file-size']),
  };
}
