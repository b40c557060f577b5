import { run as runStep } from './action.js';

// Started once, on import: GitHub's runner only imports this file (action.yml's main).
const step = runStep();

/**
 * The step that importing this module started. For runners that import the entry and then call
 * its `run()`, as GitHub's local action runner (`@github/local-action`) does: the step still runs
 * once, and this returns its promise.
 */
export function run(): Promise<void> {
  return step;
}

await step;
