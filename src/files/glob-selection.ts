import { GLOBSTAR, Minimatch } from 'minimatch';

/** Which root-relative POSIX paths a list of include and `!` exclude patterns selects. */
export interface GlobSelection {
  /** Whether an include matches `file` and no exclude does. Notes the includes that matched. */
  selects(file: string): boolean;
  couldSelectBelow(directory: string): boolean;
  /** What `selects` says, without noting the includes that matched: for a look, not a find. */
  wouldSelect(file: string): boolean;
  /**
   * Whether an include names `directory`'s last name in a segment of its own (not a wildcard),
   * such as `ports/node_modules/*\/vcpkg.json`, and could select a file below it.
   */
  namesDirectory(directory: string): boolean;
  /**
   * The names a selected file can have, when every include ends in a name without a wildcard
   * (`**\/vcpkg.json`): a look for them needs no listing. Undefined when a wildcard ends one.
   */
  readonly fileNames?: readonly string[];
  /**
   * Whether a file below a link to `target` (a root-relative directory) that would be selected
   * by its path through the link is surely selected at its real place: every include is `**` or
   * `**\/name`, which look at the name only, and no exclude could match below `target`.
   */
  selectsAlikeBelow(target: string): boolean;
  /** Include patterns that matched no path given to `selects`, as given. */
  unmatched(): string[];
}

const OPTIONS = { dot: true, nocomment: true, nonegate: true };

/** The selection of `patterns`: those starting with `!` exclude, the others include. */
export function globSelection(patterns: readonly string[]): GlobSelection {
  const includes = patterns.filter((pattern) => !pattern.startsWith('!'));
  const excludeTexts = patterns
    .filter((pattern) => pattern.startsWith('!'))
    .map((pattern) => pattern.slice(1));
  const includeMatchers = includes.map((pattern) => new Minimatch(pattern, OPTIONS));
  const excludeMatchers = excludeTexts.map((pattern) => new Minimatch(pattern, OPTIONS));
  // `dir/**` excludes everything below whatever `dir` matches; `**` excludes everything.
  const wholeExcludes = excludeTexts
    .filter((pattern) => pattern === '**' || pattern.endsWith('/**'))
    .map((pattern) => new Minimatch(pattern === '**' ? '**' : pattern.slice(0, -3), OPTIONS));
  const namesOnly = includeMatchers.every((matcher) =>
    matcher.set.every(
      (parts) =>
        parts[0] === GLOBSTAR &&
        (parts.length === 1 || (parts.length === 2 && parts[1] !== GLOBSTAR)),
    ),
  );
  const matched = new Set<number>();
  const excludedWhole = (directory: string) =>
    directory.split('/').some((_, index, names) => {
      const above = names.slice(0, index + 1).join('/');
      return wholeExcludes.some((matcher) => matcher.match(above));
    });
  const excludedFile = (file: string) => excludeMatchers.some((matcher) => matcher.match(file));
  const couldSelectBelow = (directory: string) =>
    // Partial: true when the directory's path could begin a path the pattern matches.
    includeMatchers.some((matcher) => matcher.match(directory, true)) && !excludedWhole(directory);
  return {
    selects(file) {
      let included = false;
      includeMatchers.forEach((matcher, index) => {
        if (!matcher.match(file)) return;
        included = true;
        // A pattern that finds a file is no typo, even when an exclude then drops the file.
        matched.add(index);
      });
      return included && !excludedFile(file);
    },
    couldSelectBelow,
    wouldSelect: (file) =>
      includeMatchers.some((matcher) => matcher.match(file)) && !excludedFile(file),
    namesDirectory(directory) {
      const name = directory.slice(directory.lastIndexOf('/') + 1);
      // A pattern with the name as a segment, and that could select below: the name's place in
      // it is not pinned down (a `**` before it), which can only enter more, never less.
      return (
        includeMatchers.some(
          (matcher) => namesSegment(matcher, name) && matcher.match(directory, true),
        ) && !excludedWhole(directory)
      );
    },
    selectsAlikeBelow(target) {
      const excluded =
        target === ''
          ? excludeMatchers.length > 0
          : excludeMatchers.some((matcher) => matcher.match(target, true));
      return namesOnly && !excluded;
    },
    unmatched: () => includes.filter((_, index) => !matched.has(index)),
    fileNames: literalFileNames(includeMatchers),
  };
}

function literalFileNames(matchers: readonly Minimatch[]): string[] | undefined {
  const names = new Set<string>();
  for (const parts of matchers.flatMap((matcher) => matcher.set)) {
    const last = parts[parts.length - 1];
    if (typeof last !== 'string') return undefined;
    names.add(last);
  }
  return [...names];
}

/** Whether a segment of `matcher` is `name` itself: a literal, not a wildcard that matches it. */
function namesSegment(matcher: Minimatch, name: string): boolean {
  return matcher.set.some((parts) => parts.includes(name));
}

/** The include patterns among `patterns` that name `name` in a segment of its own, as given. */
export function patternsNaming(patterns: readonly string[], name: string): string[] {
  return patterns.filter(
    (pattern) => !pattern.startsWith('!') && namesSegment(new Minimatch(pattern, OPTIONS), name),
  );
}
