import { outsideRoot, type Root } from './outside-root.js';
import { CAN_REFUSE_LINKS, readAtMost, readListedFile, type ReadResult } from './read-at-most.js';

export interface FileToCheck {
  path: string;
  /** Its name in the report; `path` when not given. */
  shownAs?: string;
  /**
   * The directory it was found in: a symbolic link out of it is reported and not read. None for a
   * file the user named, whose link is the user's choice.
   */
  root?: Root;
  /**
   * The search listed it as a regular file, no link: it is opened without following links, and
   * looked at as a link only if it has become one since.
   */
  listedAsFile?: boolean;
  /**
   * Its bytes, read already (standard input, `manifest-check -`), or why they were not: `path`
   * is then only its name, which decides its kind and document, and is never opened.
   */
  read?: ReadResult;
}

/**
 * Reads a file, or says why a link found in a directory was not followed. A file the search
 * listed as a regular file is opened refusing links, which spares looking at each path first.
 * @param withIdentity The read says what file it read (its identity), to write it back later.
 */
export function readFileToCheck(
  file: FileToCheck,
  limit: number,
  { withIdentity = false } = {},
): ReadResult | string {
  if (file.read !== undefined) return file.read;
  if (file.root !== undefined && file.listedAsFile === true && CAN_REFUSE_LINKS) {
    const read = withIdentity
      ? readAtMost(file.path, limit, { refuseLinks: true })
      : readListedFile(file.path, limit);
    if (read.ok || read.kind !== 'link') return read;
  }
  const refusal = file.root === undefined ? undefined : outsideRoot(file.path, file.root);
  return refusal ?? readAtMost(file.path, limit);
}
