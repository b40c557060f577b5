import type { RuleId, Severity } from './problem.js';
/**
 * One rule: how severe its problems are and what a reader of a report needs to know about it, in
 * the words of docs/checks.md's rules table. The checks that make problems, SARIF and the docs test
 * all read it here.
 */
export interface Rule {
    /** The severity of its problems without `--strict`. */
    severity: Severity;
    /** With `--strict`, when not `error`: a rule about the run, not about what vcpkg enforces. */
    strictSeverity?: Severity;
    /** One sentence: what a problem of this rule is. */
    shortDescription: string;
    /** What the rule checks, in one or two sentences. */
    fullDescription: string;
    /** How to fix a problem of this rule, in one sentence. */
    fix: string;
}
/**
 * Every rule, in the order of docs/checks.md's table; a `Record` so that no rule can be left out.
 * A rule is an error unless its entry gives another `severity`.
 */
export declare const RULES: Readonly<Record<RuleId, Readonly<Rule>>>;
/** Every rule id, in the order of `RULES`. */
export declare const RULE_IDS: RuleId[];
/**
 * The severity of a problem of `rule`: the rule's own, and with `--strict` (what vcpkg itself
 * enforces) an error, but for a rule that says otherwise.
 */
export declare function severityOf(rule: RuleId, strict?: boolean): Severity;
