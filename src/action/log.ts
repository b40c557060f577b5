/**
 * Everything the Action prints, in one place. Notes, warnings, annotations and the failure line
 * can all quote what a pull request controls (file names, values, the `files` input, git's
 * errors), so each message and each annotation property passes neutraliseCommands: none can
 * issue a workflow command, nor show the rest of its line reordered. The only commands the step
 * issues are those @actions/core writes for these calls, and the stop-commands pair here.
 */
import { randomBytes } from 'node:crypto';
import * as core from '@actions/core';
import { neutraliseCommands } from '../report/workflow-commands.js';

/** A line in the log. */
export function logInfo(text: string): void {
  core.info(neutraliseCommands(text));
}

/** An annotation; its `file` and `title` are neutralised like the message. */
export function logAnnotation(
  kind: 'error' | 'warning' | 'notice',
  message: string,
  properties?: core.AnnotationProperties,
): void {
  core[kind](neutraliseCommands(message), properties && neutralisedProperties(properties));
}

/** Fails the step with this one line, an error annotation. */
export function logFailure(message: string): void {
  core.setFailed(neutraliseCommands(message));
}

/**
 * Prints many lines from manifests with workflow commands stopped around them, each line
 * neutralised as well: the stop token is random, so nothing printed can resume commands early.
 */
export function logUntrusted(text: string): void {
  if (text === '') return;
  const token = randomBytes(16).toString('hex');
  core.info(`::stop-commands::${token}`);
  core.info(neutraliseCommands(text.replace(/\n$/, '')));
  core.info(`::${token}::`);
}

/** Every text property (`file`, `title`, and any added later) neutralised; numbers as they are. */
function neutralisedProperties(properties: core.AnnotationProperties): core.AnnotationProperties {
  const entries = Object.entries(properties).map(([name, value]: [string, unknown]) => [
    name,
    typeof value === 'string' ? neutraliseCommands(value) : value,
  ]);
  return Object.fromEntries(entries) as core.AnnotationProperties;
}
