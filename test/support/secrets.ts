/**
 * What the token tests of `command: request` share, for the sources
 * (test/hardening/secrets.test.ts) and the committed bundle (test/bundle/secrets-bundle.test.ts):
 * the route, an empty workspace and where a step's log shows the token.
 */
import type { StepRun } from './hostile-workspace.js';
import { makeTempDir } from './temp-dir.js';

/** The route every token test requests. */
export const ROUTE = 'GET /repos/{owner}/{repo}/issues';

/** A new empty workspace, removed after the suite. */
export const emptyWorkspace = (): string => makeTempDir('secrets');

/** Lines of a step's log that show `secret`, or a piece of it, other than where it is masked. */
export function linesShowing(step: StepRun, secret: string): string[] {
  const pieces = [secret, ...secret.split(/[\r\n]+/), JSON.stringify(secret).slice(1, 13)];
  return `${step.stdout}${step.stderr}`
    .split(/\r\n|\r|\n/)
    .filter((line) => !line.startsWith('::add-mask::'))
    .filter((line) => pieces.some((piece) => piece.length >= 8 && line.includes(piece)));
}
