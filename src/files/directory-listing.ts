import { isUtf8 } from 'node:buffer';
import { readdirSync, type Dirent } from 'node:fs';

/** What the searches need to know of a directory entry. */
export type Entry = Pick<Dirent, 'name' | 'isDirectory' | 'isFile' | 'isSymbolicLink'>;

/**
 * An entry whose name is not UTF-8. Decoded, it may read as another entry's name (`ports-\xff`
 * and a real `ports-\uFFFD`), so it is never searched or read by that name, only reported.
 */
export interface UndecodableEntry {
  /** The name as a lossy decoding reads it, with U+FFFD for each bad byte: what patterns see. */
  lossyName: string;
  /** The name readably and unambiguously: bad bytes as `\xff`, a backslash as `\\`. */
  shownName: string;
  kind: 'directory' | 'symbolic link' | 'file';
}

/** A directory's entries, those whose names are not UTF-8 apart. */
export interface DirectoryListing {
  entries: Entry[];
  undecodable: UndecodableEntry[];
}

/** Lists a directory; throws the file-system error when it cannot be listed. */
export function listDirectory(directory: string): DirectoryListing {
  const entries = readdirSync(directory, { withFileTypes: true });
  // Only a name with U+FFFD may have been decoded lossily: only then are the bytes needed.
  if (!entries.some((entry) => entry.name.includes('\uFFFD'))) return { entries, undecodable: [] };
  const listing: DirectoryListing = { entries: [], undecodable: [] };
  for (const entry of readdirSync(directory, { withFileTypes: true, encoding: 'buffer' })) {
    const bytes = entry.name;
    const name = bytes.toString('utf8');
    if (isUtf8(bytes)) {
      listing.entries.push({
        name,
        isDirectory: () => entry.isDirectory(),
        isFile: () => entry.isFile(),
        isSymbolicLink: () => entry.isSymbolicLink(),
      });
      continue;
    }
    const kind = entry.isDirectory()
      ? 'directory'
      : entry.isSymbolicLink()
        ? 'symbolic link'
        : 'file';
    listing.undecodable.push({ lossyName: name, shownName: showName(bytes), kind });
  }
  return listing;
}

/** Why an entry with such a name was not searched, for the directory that holds it. */
export function undecodableReason({ kind, shownName }: UndecodableEntry): string {
  const skipped = kind === 'directory' ? 'searched' : kind === 'file' ? 'checked' : 'followed';
  return `the directory holds a ${kind} whose name is not valid UTF-8 (${shownName}); it was not ${skipped}`;
}

/** UTF-8 characters as they are, other bytes and control characters as `\xNN`, `\` as `\\`. */
function showName(bytes: Uint8Array): string {
  let shown = '';
  for (let index = 0; index < bytes.length;) {
    const length = characterLength(bytes, index);
    const character =
      length === 0 ? '' : Buffer.from(bytes.subarray(index, index + length)).toString();
    if (character === '\\') shown += '\\\\';
    else if (length > 1 || (length === 1 && character >= ' ' && character !== '\x7f'))
      shown += character;
    else shown += `\\x${(bytes[index] as number).toString(16).padStart(2, '0')}`;
    index += Math.max(length, 1);
  }
  return shown;
}

/** The length of the UTF-8 character at `index`, 0 when none starts there. */
function characterLength(bytes: Uint8Array, index: number): number {
  // The shortest valid prefix is one whole character: no character's start is valid alone.
  for (let length = 1; length <= 4 && index + length <= bytes.length; length++)
    if (isUtf8(bytes.subarray(index, index + length))) return length;
  return 0;
}
