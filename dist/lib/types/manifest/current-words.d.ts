import type { Finding } from './messages/finding.js';
import { type ProblemDraft } from './problems/draft.js';
/**
 * The findings of today's schema with one version problem per object, in vcpkg's words: the
 * schema's "not two version fields" (an error of its own), and the errors of "a version field
 * beside port-version" and of a port's "a version field", which a port without one fails both.
 */
export declare function versionsInVcpkgWords(findings: Finding[], data: unknown): Finding[];
/**
 * A finding of today's schema as a problem: an unknown key of an object vcpkg names in vcpkg's
 * words, with the field it is nearest (vcpkg's "did you mean"); anything else as any schema's.
 */
export declare function currentSchemaDraft(finding: Finding): ProblemDraft;
