import type { Finding } from './finding.js';

/**
 * The findings at the end of `findings` that belong to a choice or a condition, taken off it in
 * their order. Popped then reversed: unshift would copy the list for each of a value's 300,000
 * errors.
 */
export function popBranches(
  findings: Finding[],
  isBranch: (finding: Finding) => boolean,
): Finding[] {
  const branches: Finding[] = [];
  while (findings.length > 0 && isBranch(findings[findings.length - 1] as Finding))
    branches.push(findings.pop() as Finding);
  return branches.reverse();
}

/** Whether the JSON Pointer `path` is `parent` or below it. */
export function isUnder(path: string, parent: string): boolean {
  // No `${parent}/` to compare with: a string made for each of a value's thousands of errors.
  // A shorter path is answered here: reading past its end would undo V8's optimized code of
  // every caller (an out-of-bounds read), which it then compiles again.
  if (path.length <= parent.length) return path === parent;
  return path.charCodeAt(parent.length) === 0x2f /* / */ && path.startsWith(parent);
}
