import { locateProblems } from '../json/locate.js';
import { draftOf } from '../problems/draft.js';
import type { Problem } from '../problems/problem.js';

/**
 * The `canonical-form` problem of `text`, whose canonical form is `canonical` (not the same):
 * placed at the first character where they part, or at the end of `text` when `canonical` only
 * goes on.
 */
export function notCanonicalProblem(text: string, canonical: string): Problem {
  let offset = 0;
  const common = Math.min(text.length, canonical.length);
  while (offset < common && text.charCodeAt(offset) === canonical.charCodeAt(offset)) offset++;
  const draft = draftOf('canonical-form', {
    message: "not in vcpkg's canonical form: run manifest-check format",
    pointer: '',
    anchor: { kind: 'text', offset, length: offset < text.length ? 1 : 0 },
  });
  return locateProblems(text, [draft])[0] as Problem;
}
