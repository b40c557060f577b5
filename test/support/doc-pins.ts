/**
 * The versions of manifest-check that the documentation tells users to run: each
 * `uses: OWNER/manifest-check@REF`, each pre-commit `rev: REF` of a block whose repo is
 * OWNER/manifest-check, each `github:OWNER/manifest-check#REF`, and what each example asks of
 * that version (the Action's `with:` inputs, the hooks' ids).
 */
import { execFileSync } from 'node:child_process';
import { parse as parseYaml } from 'yaml';

/** One place where the docs pin a version, and what the example there uses of it. */
export interface Pin {
  /** `file:line` of the pin (for a YAML block, of its first line). */
  where: string;
  ref: string;
  /** The Action's inputs the example gives under `with:`. */
  inputs: string[];
  /** The hook ids the example names, commented-out ones included. */
  hooks: string[];
}

/** What a pin needs of this repository's history. */
export interface History {
  /** Whether `sha` is a commit of the history of HEAD. */
  hasCommit(sha: string): boolean;
  /** Whether the tag exists and names a commit. */
  hasTag(tag: string): boolean;
  /** The text of `file` at `ref`, or undefined when it is not there. */
  fileAt(ref: string, file: string): string | undefined;
}

const USES = /\buses:[ \t]*["']?OWNER\/manifest-check@([^\s"'#]+)/g;
const INSTALL = /\bgithub:OWNER\/manifest-check#([^\s"'`)]+)/g;
const REPO = /^https:\/\/github\.com\/OWNER\/manifest-check(?:\.git)?$/;

/** The line of `text` that `index` is on, from 1. */
function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The fenced YAML blocks of a page: where their text starts and ends, and its first line. */
function yamlBlocks(
  markdown: string,
): { start: number; end: number; line: number; text: string }[] {
  return [...markdown.matchAll(/^```ya?ml[^\n]*\n([\s\S]*?)^```/gm)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    line: lineOf(markdown, match.index) + 1,
    text: match[1] as string,
  }));
}

/** Every object in a parsed YAML document, depth first. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  return [object, ...Object.values(object).flatMap(objectsIn)];
}

/** Hook ids of a pre-commit `hooks:` list, and those commented out (`# - id: manifest-format`). */
function hookIds(hooks: unknown, blockText: string): string[] {
  const listed = Array.isArray(hooks)
    ? hooks.flatMap((hook) => {
        const id = (hook as { id?: unknown } | null)?.id;
        return typeof id === 'string' ? [id] : [];
      })
    : [];
  const commented = [...blockText.matchAll(/^\s*#\s*-\s*id:\s*([\w.-]+)/gm)].map(
    (match) => match[1] as string,
  );
  return [...listed, ...commented];
}

/**
 * The pins of one page. The refs outside YAML blocks come from the text (prose and other code
 * blocks); a YAML block that names manifest-check is parsed, for its refs and the inputs and hooks
 * it uses. A block that does not parse, or whose every `uses:` the parse does not find as a step,
 * is reported in `unreadable`, so that no example escapes the check.
 */
export function pinsIn(file: string, markdown: string): { pins: Pin[]; unreadable: string[] } {
  const blocks = yamlBlocks(markdown);
  const inBlock = (index: number): boolean =>
    blocks.some((block) => block.start <= index && index < block.end);
  const pins: Pin[] = [...markdown.matchAll(USES), ...markdown.matchAll(INSTALL)]
    .filter((match) => !inBlock(match.index))
    .map((match) => ({
      where: `${file}:${lineOf(markdown, match.index)}`,
      ref: match[1] as string,
      inputs: [],
      hooks: [],
    }));
  const unreadable: string[] = [];
  for (const block of blocks) {
    if (!block.text.includes('OWNER/manifest-check')) continue;
    const where = `${file}:${block.line}`;
    let document: unknown;
    try {
      document = parseYaml(block.text);
    } catch (error) {
      unreadable.push(`${where}: the YAML block does not parse: ${(error as Error).message}`);
      continue;
    }
    let steps = 0;
    for (const object of objectsIn(document)) {
      const uses =
        typeof object.uses === 'string' ? /^OWNER\/manifest-check@(.+)$/.exec(object.uses) : null;
      if (uses !== null) {
        const settings = object.with;
        const inputs =
          settings !== null && typeof settings === 'object' ? Object.keys(settings) : [];
        pins.push({ where, ref: uses[1] as string, inputs, hooks: [] });
        steps += 1;
      }
      if (typeof object.repo === 'string' && REPO.test(object.repo)) {
        // A rev YAML reads as other than text (a number) is no ref pre-commit could check out.
        const ref =
          typeof object.rev === 'string' ? object.rev : `(rev: ${JSON.stringify(object.rev)})`;
        pins.push({ where, ref, inputs: [], hooks: hookIds(object.hooks, block.text) });
      }
    }
    if (steps !== [...block.text.matchAll(USES)].length)
      unreadable.push(`${where}: a uses: of manifest-check is not a step of the YAML block`);
  }
  return { pins, unreadable };
}

/** The names an `action.yml` declares under `inputs:`. */
function actionInputs(text: string): string[] {
  const inputs = (parseYaml(text) as { inputs?: Record<string, unknown> } | null)?.inputs;
  return Object.keys(inputs ?? {});
}

/** The ids a `.pre-commit-hooks.yaml` declares. */
function declaredHooks(text: string): string[] {
  const hooks = parseYaml(text) as { id?: unknown }[] | null;
  return (hooks ?? []).flatMap((hook) => (typeof hook.id === 'string' ? [hook.id] : []));
}

/**
 * What is wrong with each pin: a ref that is neither a full commit SHA of this history nor a
 * release tag that exists (`vX`, `vX.Y.Z`), an input that `action.yml` at that ref does not
 * declare, a hook id that `.pre-commit-hooks.yaml` at that ref does not have. Empty when all hold.
 */
export function pinProblems(pins: Pin[], history: History): string[] {
  const problems: string[] = [];
  for (const { where, ref, inputs, hooks } of pins) {
    if (/^[0-9a-f]{40}$/.test(ref)) {
      if (!history.hasCommit(ref)) {
        problems.push(`${where}: ${ref} is no commit of this repository's history`);
        continue;
      }
    } else if (/^v\d+(\.\d+\.\d+)?$/.test(ref)) {
      if (!history.hasTag(ref)) {
        problems.push(`${where}: no tag ${ref} exists (there is no such release yet)`);
        continue;
      }
    } else {
      problems.push(`${where}: ${ref} is neither a full commit SHA nor a release tag (vX, vX.Y.Z)`);
      continue;
    }
    if (inputs.length > 0) {
      const declared = actionInputs(history.fileAt(ref, 'action.yml') ?? '');
      for (const input of inputs.filter((name) => !declared.includes(name)))
        problems.push(`${where}: action.yml at ${ref} has no input ${input}`);
    }
    if (hooks.length > 0) {
      const declared = declaredHooks(history.fileAt(ref, '.pre-commit-hooks.yaml') ?? '');
      for (const hook of hooks.filter((id) => !declared.includes(id)))
        problems.push(`${where}: .pre-commit-hooks.yaml at ${ref} has no hook ${hook}`);
    }
  }
  return problems;
}

/** Runs git in `root`; undefined when it fails. */
function git(root: string, ...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** Whether `root` is inside a git work tree, where the pins can be looked up. */
export function isGitCheckout(root: string): boolean {
  return git(root, 'rev-parse', '--is-inside-work-tree')?.trim() === 'true';
}

/** Whether the checkout is shallow, so that older commits may be missing from it. */
export function isShallow(root: string): boolean {
  return git(root, 'rev-parse', '--is-shallow-repository')?.trim() === 'true';
}

/** The history of the git checkout at `root`, as `git cat-file`, `merge-base` and `show` see it. */
export function gitHistory(root: string): History {
  return {
    hasCommit: (sha) =>
      git(root, 'cat-file', '-e', `${sha}^{commit}`) !== undefined &&
      git(root, 'merge-base', '--is-ancestor', sha, 'HEAD') !== undefined,
    hasTag: (tag) =>
      git(root, 'rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`) !== undefined,
    fileAt: (ref, file) => git(root, 'show', `${ref}:${file}`),
  };
}
