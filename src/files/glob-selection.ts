import { GLOBSTAR, Minimatch } from 'minimatch';

/** Which root-relative POSIX paths a list of include and `!` exclude patterns selects. */
export interface GlobSelection {
  /** Whether an include matches `file` and no exclude does. Notes the includes that matched. */
  selects(file: string): boolean;
  /** Whether some file below `directory` could be selected. */
  couldSelectBelow(directory: string): boolean;
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
  const excludedWhole = (directory: string) => {
    const names = directory.split('/');
    for (let depth = 1; depth <= names.length; depth++) {
      const above = names.slice(0, depth).join('/');
      if (wholeExcludes.some((matcher) => matcher.match(above))) return true;
    }
    return false;
  };
  return {
    selects(file) {
      let included = false;
      includeMatchers.forEach((matcher, index) => {
        if (!matcher.match(file)) return;
        included = true;
        // A pattern that finds a file is no typo, even when an exclude then drops the file.
        matched.add(index);
      });
      return included && !excludeMatchers.some((matcher) => matcher.match(file));
    },
    couldSelectBelow(directory) {
      // Partial: true when the directory's path could begin a path the pattern matches.
      return (
        includeMatchers.some((matcher) => matcher.match(directory, true)) &&
        !excludedWhole(directory)
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
  };
}
