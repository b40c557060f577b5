/**
 * An interrupted run closes its documents. GitHub cancels a step with SIGINT, then SIGTERM 7.5 s
 * later and SIGKILL 2.5 s after that; a run must have written whole reports before the kill.
 * Here the Action's step is told of a signal in-process; test/bundle/interrupts-bundle.test.ts
 * sends the bundles real signals during one long file.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFile, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateStep } from '../../src/action/validate-step.js';
import { watchInterrupts, type Interrupts, type RunInterrupts } from '../../src/run/interrupts.js';
import { makeTempDir } from '../support/temp-dir.js';
import { DEFAULT_SETTINGS } from '../support/validate-settings.js';

const temporary = makeTempDir('interrupts');

const SETTINGS = { ...DEFAULT_SETTINGS, sarifFile: 'out/manifest-check.sarif' };

/** A workspace with a directory of each name, holding its text as vcpkg.json. */
function workspaceOf(files: Record<string, string>): string {
  const workspace = makeTempDir('workspace', temporary);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.join(workspace, name));
    writeFileSync(path.join(workspace, name, 'vcpkg.json'), text);
  }
  return workspace;
}
const ONE_ERROR = '{"name": "x", "bogus": 1}';

/** Interrupts that report `signal` once the run has checked `after` files. */
function signalAfter(after: number, signal: NodeJS.Signals): RunInterrupts {
  let turns = 0;
  let signalled: NodeJS.Signals | undefined;
  return {
    get signal() {
      return signalled;
    },
    pause: () => {
      if (++turns >= after) signalled = signal;
      return Promise.resolve();
    },
    settle: () => Promise.resolve(),
    waitFor: (pending) => pending,
  };
}

let watched: Interrupts | undefined;
const listenersBefore = {
  SIGINT: process.listeners('SIGINT'),
  SIGTERM: process.listeners('SIGTERM'),
};
afterEach(() => {
  watched?.stop();
  watched = undefined;
  // After a signal, the run's handlers stay (to end the process at a second one): not in jest.
  for (const [name, before] of Object.entries(listenersBefore))
    for (const listener of process.listeners(name as NodeJS.Signals))
      if (!before.includes(listener)) process.off(name, listener);
});

describe('the Action step, told of a signal', () => {
  it('checks no more files and writes a whole JSON report and SARIF log of those it checked', async () => {
    const workspace = workspaceOf({ a: ONE_ERROR, b: ONE_ERROR, c: ONE_ERROR });
    const outcome = await validateStep(SETTINGS, {
      workspace,
      runnerTemp: temporary,
      toolVersion: '0.0.0',
      interrupts: signalAfter(2, 'SIGTERM'),
    });
    expect(outcome.interrupted).toEqual({ signal: 'SIGTERM', checked: 2, total: 3 });
    const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
      files: { file: string }[];
    };
    expect(report.files.map((file) => file.file)).toEqual(['a/vcpkg.json', 'b/vcpkg.json']);
    const sarif = JSON.parse(readFileSync(outcome.sarifPath as string, 'utf8')) as {
      runs: { results: unknown[] }[];
    };
    expect(sarif.runs[0]?.results).toHaveLength(4);
  });
});

/**
 * The two ends of a local socket: what is written to one is at the other when `write` returns,
 * and read at the event loop's next poll, as a signal that came is.
 */
async function connectedSockets(): Promise<{ writer: Socket; reader: Socket; close(): void }> {
  const server = createServer();
  const socketPath = path.join(makeTempDir('socket', temporary), 'socket');
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
  const writer = connect(socketPath);
  await new Promise((resolve) => writer.once('connect', resolve));
  const reader = await accepted;
  const close = () => {
    writer.destroy();
    reader.destroy();
    server.close();
  };
  return { writer, reader, close };
}

describe('turns for the signal handlers', () => {
  it('let the event loop poll, where Node hands over signals, even after a poll-phase callback', async () => {
    const interrupts = (watched = watchInterrupts());
    const sockets = await connectedSockets();
    let seen = false;
    sockets.reader.on('data', () => (seen = true));
    try {
      const polled = await new Promise<boolean>((resolve) => {
        // A read's callback runs in the event loop's poll phase, as a run does after awaiting one;
        // an immediate set there runs before the loop polls again.
        readFile(fileURLToPath(import.meta.url), () => {
          // Written now, during the work below, and read at the next poll, as a signal is.
          sockets.writer.write('x');
          // Longer than the most work between turns, as one file's check can be.
          for (const until = Date.now() + 60; Date.now() < until;);
          void interrupts.pause().then(() => resolve(seen));
        });
      });
      expect(polled).toBe(true);
    } finally {
      sockets.close();
    }
  });
});
