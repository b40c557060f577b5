import { decodeManifest } from '../manifest/json/decode.js';
import { locateProblems } from '../manifest/json/locate.js';
import type { ProblemDraft } from '../manifest/problems/draft.js';
import type { Problem } from '../manifest/problems/problem.js';
import { boundProblemText, capProblems } from '../manifest/problems/problem-cap.js';

/** One file's problems while the registry is checked: those placed already, and drafts to place. */
interface FileDrafts {
  /** The file's text, for placing drafts; undefined until needed (a manifest's bytes are decoded then). */
  text: string | undefined;
  bytes: Uint8Array | undefined;
  placed: Problem[];
  drafts: ProblemDraft[];
  /** Errors found past a limit their source kept to, never drafted: counted in the cap's note. */
  uncounted: number;
}

/**
 * The problems of a registry's files, by path: each file's drafts are capped and placed once,
 * at the end, on the file's own text.
 */
export class RegistryProblems {
  private readonly files = new Map<string, FileDrafts>();

  /** Problems of `path`, its text given (or its bytes, decoded only if a draft needs them). */
  private at(path: string): FileDrafts {
    let file = this.files.get(path);
    if (file === undefined) {
      file = { text: undefined, bytes: undefined, placed: [], drafts: [], uncounted: 0 };
      this.files.set(path, file);
    }
    return file;
  }

  /** Says what `path` holds, so that its drafts can be placed. */
  know(path: string, content: { text: string } | { bytes: Uint8Array }): void {
    const file = this.at(path);
    if ('text' in content) file.text = content.text;
    else file.bytes = content.bytes;
  }

  add(path: string, ...drafts: ProblemDraft[]): void {
    this.at(path).drafts.push(...drafts);
  }

  /** Counts errors of `path` found but not drafted (past a scan's own limit). */
  addUncounted(path: string, count: number): void {
    this.at(path).uncounted += count;
  }

  addPlaced(path: string, problems: readonly Problem[]): void {
    this.at(path).placed.push(...problems);
  }

  /** Every file with problems, by path (sorted), each list in the file's order. */
  placedAll(): Map<string, Problem[]> {
    const result = new Map<string, Problem[]>();
    const paths = [...this.files.keys()].sort();
    for (const path of paths) {
      const file = this.files.get(path) as FileDrafts;
      if (file.placed.length === 0 && file.drafts.length === 0 && file.uncounted === 0) continue;
      const text = file.text ?? (file.bytes ? decodeManifest(file.bytes).text : '');
      const capped = capProblems({
        schemaErrors: [],
        toDraft: (d: never) => d,
        drafts: file.drafts,
        uncounted: { severity: 'error', count: file.uncounted },
      });
      const located = capped.length > 0 ? locateProblems(text, capped).map(boundProblemText) : [];
      const problems =
        file.placed.length === 0
          ? located
          : [...file.placed, ...located].sort((a, b) => a.line - b.line || a.column - b.column);
      result.set(path, problems);
    }
    return result;
  }
}
