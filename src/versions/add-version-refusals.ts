/*
 * Why the fixer adds no entry for a port: where `vcpkg x-add-version --all` stops, in its words
 * (locales/messages.json) where it has them, each followed by the fix. Never "use
 * --overwrite-version": a published entry is not rewritten.
 */
import {
  versionsFilePath,
  versionText,
  type PortState,
  type VersionsEntry,
  type VersionsFile,
} from './database.js';
import {
  portVersionBreakWords,
  stringSchemeAdviceWords,
  type PortVersionBreak,
} from './new-version-rules.js';

/** A port the fixer adds nothing for, placed on the file the reason is in. */
export interface AddVersionRefusal {
  port: string;
  /** The file the refusal is about: the port's manifest or its versions file. */
  path: string;
  /** Where in that file: `/port-version`, `/versions/2/git-tree`; `` for the whole file. */
  pointer: string;
  message: string;
}

/** The reasons about the port's own manifest or folder. */
export type VersionReason = 'bad-name' | 'no-git-tree' | 'invalid' | 'not-formatted';

/** A refusal on the port's manifest. `detail` is the scheme's error for 'invalid'. */
export function refusalOfVersion(
  port: PortState,
  reason: VersionReason,
  detail?: string | number,
): AddVersionRefusal {
  const { name, version, manifestPath } = port;
  const at = (pointer: string, message: string) => ({
    port: name,
    path: manifestPath,
    pointer,
    message,
  });
  const folder = manifestPath.replace(/\/?vcpkg\.json$/, '') || `ports/${name}`;
  switch (reason) {
    case 'bad-name':
      return at(
        '/name',
        `${JSON.stringify(name)} is not a port name vcpkg reads: lowercase letters, digits and single hyphens, not a reserved name (core, default, con, ...); rename the port's folder and its "name"`,
      );
    case 'no-git-tree':
      return at(
        '',
        `${name} has no git tree id: \`vcpkg x-add-version\` records the git tree of \`${folder}/\` in each entry, which only a git repository has; run it in the registry's git repository (a filesystem registry's \`path\` entries are written by hand)`,
      );
    case 'invalid':
      return at(`/${version.scheme}`, `${String(detail)} Fix the version in ${manifestPath}.`);
    case 'not-formatted':
      return at(
        '',
        `${name} is not properly formatted\nRun \`manifest-check format ${manifestPath}\` (or \`vcpkg format-manifest ${manifestPath}\`) to format the file`,
      );
  }
}

/** A refusal of a port-version that does not follow the entries of its version text. */
export function refusalOfPortVersion(port: PortState, broken: PortVersionBreak): AddVersionRefusal {
  const { problem, fix } = portVersionBreakWords(port.name, port.version, broken);
  return {
    port: port.name,
    path: port.manifestPath,
    pointer: '/port-version',
    message: `${problem}. ${fix} and run --fix again.`,
  };
}

/** A refusal of a `version-string` that reads as a date or a relaxed version. */
export function refusalOfSchemeAdvice(
  port: PortState,
  as: 'version-date' | 'version',
): AddVersionRefusal {
  return {
    port: port.name,
    path: port.manifestPath,
    pointer: '/version-string',
    message: stringSchemeAdviceWords(port.name, as, 'rerun this command'),
  };
}

/**
 * A refusal on an entry of the port's versions file: a filesystem registry's entry, or the
 * published entry of the port's version, whose git tree differs (`highest`: the highest
 * port-version published for that version text, for the bump to suggest).
 */
export function refusalOfEntry(
  port: PortState,
  file: VersionsFile,
  entry: VersionsEntry,
  reason: 'path-entry' | 'published',
  highest?: VersionsEntry,
): AddVersionRefusal {
  if (reason === 'path-entry')
    return {
      port: port.name,
      path: file.path,
      pointer: entry.pointer,
      message: `this entry names a \`path\` (a filesystem registry's); \`vcpkg x-add-version\` reads and writes a git registry's entries only, each with a "git-tree": add the entries of a filesystem registry by hand`,
    };
  const next = (highest ?? entry).portVersion + 1;
  return {
    port: port.name,
    path: file.path,
    pointer: `${entry.pointer}/git-tree`,
    message: `checked-in files for ${port.name} have changed but the version was not updated\nversion: ${versionText(port.version)}\nold SHA: ${String(entry.gitTree)}\nnew SHA: ${String(port.gitTree)}\nDid you remember to update the version or port version? A published entry is never rewritten (vcpkg would need --overwrite-version): set "port-version" to ${next} in ${port.manifestPath}, or change the version.`,
  };
}

/** A refusal for a port whose versions file vcpkg cannot read: nothing is added to it. */
export function refusalOfUnreadableFile(port: PortState): AddVersionRefusal {
  const path = versionsFilePath(port.name);
  return {
    port: port.name,
    path,
    pointer: '',
    message: `${path} cannot be read (its own problems say why), so no entry is added to it: correct it, then run --fix again`,
  };
}
