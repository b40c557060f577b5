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
import { fileURLToPath, pathToFileURL } from 'node:url';
import { validateStep } from '../../src/action/validate-step.js';
import { checkThread, isHeavy, type CheckThread } from '../../src/run/check-thread.js';
import { watchInterrupts, type Interrupts, type RunInterrupts } from '../../src/run/interrupts.js';
import type { ValidationResult } from '../../src/manifest/problems/problem.js';
import { validateManifest } from '../../src/manifest/validate.js';
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
/** A manifest that goes to the check thread: 2,000 list items, each not a dependency. */
const HEAVY = `{"name": "x", "version": "1", "dependencies": [${Array(2_000).fill('1').join(',')}]}`;

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

/** The run's real interrupts, with a check thread whose check never ends: the file takes forever. */
function withEndlessThread(interrupts: Interrupts, onCheck: () => void): RunInterrupts {
  const thread: CheckThread = {
    check: () => {
      onCheck();
      return new Promise<ValidationResult>(() => {});
    },
    stop: () => {},
  };
  return {
    get signal() {
      return interrupts.signal;
    },
    pause: () => interrupts.pause(),
    settle: () => interrupts.settle(),
    waitFor: (pending) => interrupts.waitFor(pending),
    thread,
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

/** The settings of a check by the spec's built-in rules, as a run gives them to the thread. */
const SPEC = { strict: false, profile: 'spec', kind: 'project' } as const;

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

  it('does not wait for a file being checked on the thread, which no report holds', async () => {
    expect(isHeavy(Buffer.from(HEAVY))).toBe(true);
    const workspace = workspaceOf({ a: ONE_ERROR, b: HEAVY, c: ONE_ERROR });
    watched = watchInterrupts();
    // The signal's event, as Node emits it when the signal comes, while b is on the thread.
    const signal = () => setImmediate(() => process.emit('SIGTERM', 'SIGTERM'));
    const outcome = await validateStep(SETTINGS, {
      workspace,
      runnerTemp: temporary,
      toolVersion: '0.0.0',
      interrupts: withEndlessThread(watched, signal),
    });
    expect(outcome.interrupted).toEqual({
      signal: 'SIGTERM',
      checked: 1,
      total: 3,
      cutShort: 'b/vcpkg.json',
    });
    const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
      files: { file: string }[];
      summary: { files: number };
    };
    expect(report.files.map((file) => file.file)).toEqual(['a/vcpkg.json']);
    expect(report.summary.files).toBe(1);
    const sarif = JSON.parse(readFileSync(outcome.sarifPath as string, 'utf8')) as {
      runs: { results: unknown[] }[];
    };
    expect(sarif.runs[0]?.results).toHaveLength(2);
  });
});

describe('which files go to the check thread', () => {
  it('a file of 64 KB or more, or of 2,000 commas and colons or more', () => {
    const text = (length: number) => `{"description": "${'a'.repeat(length - 19)}"}`;
    expect([text(64 * 1024 - 1), text(64 * 1024)].map((t) => isHeavy(Buffer.from(t)))).toEqual([
      false,
      true,
    ]);
    const items = (count: number) =>
      `{"name":"x","dependencies":[${Array(count).fill('1').join(',')}]}`;
    // Three separators besides the commas between the items: in `"name":` and `,"dependencies":`.
    expect([items(1_997), items(1_998)].map((t) => isHeavy(Buffer.from(t)))).toEqual([false, true]);
  });
});

describe('the check thread', () => {
  /** A bundle of `text` that notes each start of it in `started`, one line each. */
  const bundle = (name: string, text: string) => {
    const folder = makeTempDir('thread', temporary);
    const started = path.join(folder, 'started');
    writeFileSync(started, '');
    const file = path.join(folder, name);
    writeFileSync(
      file,
      `require('node:fs').appendFileSync(${JSON.stringify(started)}, 'x');\n${text}`,
    );
    return { url: pathToFileURL(file), starts: () => readFileSync(started, 'utf8').length };
  };

  it('when its bundle does not start as one, checks on the main thread instead', async () => {
    const broken = bundle('broken.cjs', "throw new Error('not a check thread');");
    const thread = checkThread(broken.url);
    try {
      const bytes = Buffer.from(HEAVY);
      expect(await thread?.check(bytes, SPEC)).toEqual(validateManifest(bytes));
      expect(await thread?.check(Buffer.from(ONE_ERROR), { ...SPEC, strict: true })).toEqual(
        validateManifest(ONE_ERROR, { strict: true }),
      );
      // Tried once, not again for each file.
      expect(broken.starts()).toBe(1);
    } finally {
      thread?.stop();
    }
  });

  it('when it ends during a check, fails that check and starts again for the next', async () => {
    // Ready, then gone at the first request: as a thread that ran out of memory on a file.
    const dies = bundle(
      'dies.cjs',
      "const { parentPort } = require('node:worker_threads');\n" +
        "parentPort.postMessage({ ready: true });\nparentPort.on('message', () => process.exit(3));\n",
    );
    const thread = checkThread(dies.url);
    try {
      for (let attempt = 0; attempt < 2; attempt++)
        await expect(thread?.check(Buffer.from(HEAVY), SPEC)).rejects.toThrow(
          'the check thread ended with status 3',
        );
      expect(dies.starts()).toBe(2);
    } finally {
      thread?.stop();
    }
  });

  it('is none when there is no bundle to run', () => {
    expect(checkThread(pathToFileURL(path.join(temporary, 'no-such-bundle.js')))).toBeUndefined();
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
