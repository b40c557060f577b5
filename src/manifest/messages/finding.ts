import type { ErrorObject } from 'ajv';
import type { ProblemDraft } from '../problems/draft.js';

/** An ajv error still to be put in words, or a problem already made from several of them. */
export type Finding =
  | { error: ErrorObject }
  /** `schemaPath` is that of the error the draft was made from, where there was one. */
  | { draft: ProblemDraft; path: string; schemaPath?: string };
