import type { LaterForm } from '../manifest/problems/problem.js';
import { LATER_FORM_WORDS } from '../manifest/vcpkg/later-forms.js';
import { jsonQuoted } from '../util/control-characters.js';

/** The manifests of a run written for today's vcpkg: how many, and the first with its form. */
export interface LaterFormsSeen {
  files: number;
  first: { file: string; form: LaterForm };
}

/** Where a run was started from: each says in its own words how to choose the current profile. */
export type RunFrom = 'command-line' | 'hook' | 'action';

/** How a user turns on the current profile, in the words of where the run came from. */
const CURRENT_PROFILE_CHOICE: Record<RunFrom, string> = {
  'command-line': '--profile current',
  // pre-commit's and prek's configuration: the hook's id, or the option given to this hook.
  hook: 'the hook id manifest-check-current (or args: [--profile, current, --] on this hook)',
  action: 'profile: current',
};

/**
 * The run's one note, in words, on manifests written for today's vcpkg that the default `spec`
 * profile checked, saying how to choose the current profile where the run came `from`. The one
 * place this text is written.
 */
export function laterFormsNote({ files, first }: LaterFormsSeen, from: RunFrom): string {
  const choice = CURRENT_PROFILE_CHOICE[from];
  const quoted = jsonQuoted(first.file);
  const written =
    files === 1
      ? `${quoted} is written for today's vcpkg: it`
      : `${files} manifests are written for today's vcpkg: the first, ${quoted},`;
  return `${written} ${LATER_FORM_WORDS[first.form]}, which the default profile (the December 2020 manifest spec) does not know; ${choice} checks ${files === 1 ? 'it' : 'them'} as today's vcpkg does`;
}
