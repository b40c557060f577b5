/**
 * Typed stand-ins for @actions/core and @actions/github, recording what the action does. Install
 * them with jest.unstable_mockModule before importing src/action.ts.
 */
import { jest } from '@jest/globals';
import type * as Core from '@actions/core';

/** Everything the action told the runner, in order where order matters. */
export interface Recorded {
  inputs: Record<string, string>;
  outputs: Record<string, string>;
  failed: string[];
  secrets: string[];
  /** `info`, `warning`, `error` and `notice` calls, as `[kind, message, properties?]`. */
  log: [string, string, Core.AnnotationProperties?][];
  summary: string[];
}

export const recorded: Recorded = {
  inputs: {},
  outputs: {},
  failed: [],
  secrets: [],
  log: [],
  summary: [],
};

/** Starts a test: these inputs, nothing recorded. */
export function resetActions(inputs: Record<string, string>): void {
  Object.assign(recorded, { inputs, outputs: {}, failed: [], secrets: [], log: [], summary: [] });
}

const annotate =
  (kind: string) =>
  (message: string | Error, properties?: Core.AnnotationProperties): void => {
    recorded.log.push([kind, String(message), properties]);
  };

const summary = {
  addRaw(text: string) {
    recorded.summary.push(text);
    return summary;
  },
  write: () => Promise.resolve(summary),
};

/** The parts of @actions/core the action uses. */
export const coreMock = {
  getInput: jest.fn<typeof Core.getInput>((name, options) => {
    const value = recorded.inputs[name] ?? '';
    return options?.trimWhitespace === false ? value : value.trim();
  }),
  setOutput: jest.fn<typeof Core.setOutput>((name, value: unknown) => {
    recorded.outputs[name] = String(value);
  }),
  setFailed: jest.fn<typeof Core.setFailed>((message) => {
    recorded.failed.push(String(message));
  }),
  setSecret: jest.fn<typeof Core.setSecret>((secret) => {
    recorded.secrets.push(secret);
  }),
  info: jest.fn<typeof Core.info>((message) => {
    recorded.log.push(['info', message]);
  }),
  warning: jest.fn<typeof Core.warning>(annotate('warning')),
  error: jest.fn<typeof Core.error>(annotate('error')),
  notice: jest.fn<typeof Core.notice>(annotate('notice')),
  summary,
};

/** The parts of @actions/github the action uses; set `payload` and `repo` per test. */
export const githubMock = {
  context: {
    payload: {} as Record<string, unknown>,
    repo: { owner: 'octo-org', repo: 'octo-repo' },
  },
};
