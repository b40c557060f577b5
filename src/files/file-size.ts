/** File sizes as users write them (`4MB`, `512KB`, `1048576`) and as messages show them. */

const KB = 1024;
const MB = 1024 * KB;
const UNITS: Record<string, number> = { KB, MB };
/** The largest file read when no limit is given. */
export const DEFAULT_MAX_FILE_SIZE = 4 * MB;
/** The largest limit that may be set: a buffer this size is still safe to allocate. */
export const MAX_FILE_SIZE_LIMIT = 1024 * MB;
/** What a file size limit is written as, for the messages of both adapters. */
export const FILE_SIZE_EXPECTED =
  'a number of bytes, KB or MB such as 1048576, 512KB or 4MB, more than 0 and at most 1024MB';

/** `1048576`, `512KB`, `4MB` (1 KB = 1024 bytes) as bytes; undefined when not such a size. */
export function parseFileSize(text: string): number | undefined {
  const match = /^(\d+) ?(KB|MB)?$/i.exec(text);
  if (!match) return undefined;
  const unit = UNITS[(match[2] ?? '').toUpperCase()] ?? 1;
  const bytes = Number(match[1]) * unit;
  return bytes > 0 && bytes <= MAX_FILE_SIZE_LIMIT ? bytes : undefined;
}

/**
 * The `max-file-size` setting: DEFAULT_MAX_FILE_SIZE when not given, else its bytes; undefined
 * when it is no size (the adapter says so, naming its option and FILE_SIZE_EXPECTED).
 */
export function maxFileSizeSetting(given: string | undefined): number | undefined {
  return given === undefined ? DEFAULT_MAX_FILE_SIZE : parseFileSize(given);
}

/** `12 MB`, `1.5 KB`, `100 bytes`: whole units exactly, others to one decimal. */
export function formatFileSize(bytes: number): string {
  const [unit, size] = bytes >= MB ? ['MB', MB] : bytes >= KB ? ['KB', KB] : ['bytes', 1];
  const value = bytes / size;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}
