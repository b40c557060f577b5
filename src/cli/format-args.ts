// The format command's line: which words select it, its options, and its usage.
import { DEFAULT_MAX_FILE_SIZE, formatFileSize } from '../files/file-size.js';
import { MANIFEST_KINDS, type ManifestKind } from '../manifest/manifest-kind.js';
import { parseOptionsAndPaths, readChoice, readMaxFileSize, UsageError } from './args.js';
import { STDIN_PATH } from './stdin-path.js';
import { COLOR_CHOICES, type ColorChoice } from './color.js';

/** What `manifest-check format ...` asks for: the options of FORMAT_USAGE, checked. */
export type FormatRequest =
  | { command: 'help' }
  | {
      command: 'format';
      paths: string[];
      /**
       * What to do with a file not in vcpkg's canonical form: rewrite it (the default), say where
       * it first differs (`--check`), or print how it would change (`--diff`).
       */
      mode: 'write' | 'check' | 'diff';
      manifestKind?: ManifestKind;
      maxFileSize: number;
      color: ColorChoice;
      hook: boolean;
    };

/** The options of `format`, for parseArgs. */
export const FORMAT_OPTIONS = {
  check: { type: 'boolean' },
  diff: { type: 'boolean' },
  'manifest-kind': { type: 'string' },
  'max-file-size': { type: 'string' },
  color: { type: 'string' },
  hook: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const FORMAT_USAGE = `Usage: manifest-check format [options] [--] [PATH ...]
       manifest-check format [options] --hook [options --] [PATH ...]

Writes vcpkg.json manifests in the canonical form of today's vcpkg, byte for byte what
'vcpkg format-manifest' writes: its key order, sorted lists, two-space indents, LF line ends
and a final newline. PATHs are files or directories, searched as the validate command searches
them; the default PATH is the current directory. A file already in canonical form is not
touched. A manifest that vcpkg would reject is not rewritten: its errors are reported, as
'manifest-check --profile current' reports them. Each file is written whole or not at all
(through a temporary file in its folder, keeping its mode); a symbolic link is not rewritten.
Standard input is not read: a PATH of - is refused (give ./- for a file named -).

Options:
  --check               write nothing; report each file not in canonical form at its first
                        difference, and exit 1 if there is one
  --diff                as --check, and print each change as a unified diff
  --manifest-kind KIND  read every manifest as a port's or a project's; by default one in
                        ports/<name>/ is a port's, any other a project's
  --max-file-size SIZE  report a larger file as an error without reading it; SIZE is bytes,
                        or KB or MB (1 KB = 1024 bytes); the default is ${formatFileSize(DEFAULT_MAX_FILE_SIZE)}
  --color WHEN          colour the text output: auto (the default), always or never
  --hook                for git hooks, which append file names: the arguments after it are
                        file names, or the hook's own options, then --, then file names
  -h, --help            show this help

Exit status: 0 every file is (now) in canonical form, 1 a file could not be formatted or
written (or, with --check or --diff, is not in canonical form), 2 usage error, 130/143
interrupted, 141 output pipe closed by its reader.
`;

/** Reads the format command's arguments; throws UsageError with a one-line reason when wrong. */
export function parseFormatLine(argv: string[]): FormatRequest {
  const { values, paths } = parseOptionsAndPaths(argv, FORMAT_OPTIONS);
  if (values.help) return { command: 'help' };
  const manifestKind = readChoice('--manifest-kind', values['manifest-kind'], MANIFEST_KINDS);
  const color = readChoice('--color', values.color, COLOR_CHOICES) ?? 'auto';
  // A file is formatted where it is: standard input has no place to be written to.
  if (paths.includes(STDIN_PATH))
    throw new UsageError(
      `format writes files, and standard input is none: a PATH of ${STDIN_PATH} is not read (give ./${STDIN_PATH} for a file named ${STDIN_PATH}); 'manifest-check --profile current ${STDIN_PATH}' checks it`,
    );
  return {
    command: 'format',
    paths: paths.length > 0 ? paths : ['.'],
    mode: values.diff ? 'diff' : values.check ? 'check' : 'write',
    ...(manifestKind === undefined ? {} : { manifestKind }),
    maxFileSize: readMaxFileSize(values['max-file-size']),
    color,
    hook: values.hook ?? false,
  };
}
