/**
 * The variables that tie git to one repository, its index or its objects: what `git rev-parse
 * --local-env-vars` lists, and what git itself clears before it runs in a submodule. A git call
 * that must find its repository from the folder it runs in, not from an inherited `GIT_DIR` or
 * `GIT_INDEX_FILE` (a hook's, or the user's), runs without them.
 */
export const REPOSITORY_VARIABLES = [
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_CONFIG',
  'GIT_CONFIG_PARAMETERS',
  'GIT_CONFIG_COUNT',
  'GIT_OBJECT_DIRECTORY',
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_IMPLICIT_WORK_TREE',
  'GIT_GRAFT_FILE',
  'GIT_INDEX_FILE',
  'GIT_NO_REPLACE_OBJECTS',
  'GIT_REPLACE_REF_BASE',
  'GIT_PREFIX',
  'GIT_INTERNAL_SUPER_PREFIX',
  'GIT_SHALLOW_FILE',
  'GIT_COMMON_DIR',
];

/** The environment of this process without {@link REPOSITORY_VARIABLES}, and with `more`. */
export function environmentWithoutRepository(more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of REPOSITORY_VARIABLES) delete env[name];
  return { ...env, ...more };
}
