import type { LaterForm } from '../manifest/problems/problem.js';
import { LATER_FORM_WORDS } from '../manifest/vcpkg/later-forms.js';
import { jsonQuoted } from '../util/control-characters.js';

/** The manifests of a run written for today's vcpkg: how many, and the first with its form. */
export interface LaterFormsSeen {
  files: number;
  first: { file: string; form: LaterForm };
}

/**
 * The run's one note, in words, on manifests written for today's vcpkg that the default `spec`
 * profile checked; `choice` is how the adapter turns on the current profile (`--profile current`,
 * `profile: current`). The one place this text is written.
 */
export function laterFormsNote({ files, first }: LaterFormsSeen, choice: string): string {
  const quoted = jsonQuoted(first.file);
  const written =
    files === 1
      ? `${quoted} is written for today's vcpkg: it`
      : `${files} manifests are written for today's vcpkg: the first, ${quoted},`;
  return `${written} ${LATER_FORM_WORDS[first.form]}, which the default profile (the December 2020 manifest spec) does not know; ${choice} checks ${files === 1 ? 'it' : 'them'} as today's vcpkg does`;
}
