import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as WorkerThreads from 'node:worker_threads';
import type { ValidationResult } from '../manifest/problems/problem.js';
import { validateManifest, type BuiltInSettings } from '../manifest/validate.js';
import { validateConfiguration } from '../manifest/configuration/validate-configuration.js';
import type { CheckedDocument } from './checked-files.js';

/**
 * The argument that starts a bundle as the check thread instead of as itself. Taken as that only
 * in a worker thread, so a user who types it gets the usual answer to an unknown option.
 */
const THREAD_ARGUMENT = '--manifest-check-thread';

/** What the thread is asked: one file's bytes, read as `document` by a built-in profile. */
interface CheckRequest {
  bytes: Uint8Array;
  settings: BuiltInSettings;
  document: CheckedDocument;
}

/**
 * What the thread says: that it is ready (first, once), then for each request the result, or the
 * message of what the check threw (a bug of ours).
 */
type CheckAnswer = { ready: true } | { result: ValidationResult } | { error: string };

/**
 * A worker thread that checks manifests against the built-in schema. While it checks, the main
 * thread waits in its event loop, where signal handlers run at once: a run ends mid-file.
 */
export interface CheckThread {
  /**
   * Checks one file there, a manifest unless `document` says otherwise, one at a time; rejects
   * when the thread fails during the check.
   */
  check(
    bytes: Uint8Array,
    settings: BuiltInSettings,
    document?: CheckedDocument,
  ): Promise<ValidationResult>;
  /** Ends the thread; a check under way is dropped, and its promise never settles. */
  stop(): void;
}

/**
 * At least this many bytes, or this many `,` and `:` (each list item but the first follows a
 * comma, each key comes before a colon; a string can only add to the count), and a file's check
 * may be long: it goes to the thread. A file under both took at most 0.1 s more than a tiny one
 * (2,000 failing dependencies, on 2 busy cores). The largest of the 2,977 manifests of vcpkg's
 * ports, google-cloud-cpp, is 43 KB with 1,559: real manifests stay on the main thread, and a
 * run of them starts no thread, which costs about 0.1 s.
 */
const HEAVY_BYTES = 64 * 1024;
const HEAVY_SEPARATORS = 2_000;

/** Whether a file's check may block the main thread long enough to go to the check thread. */
export function isHeavy(bytes: Uint8Array): boolean {
  if (bytes.length >= HEAVY_BYTES) return true;
  // Each separator is a byte: most manifests are shorter than that many, and need no count.
  if (bytes.length < HEAVY_SEPARATORS) return false;
  let separators = 0;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if ((byte === 0x2c || byte === 0x3a) && ++separators === HEAVY_SEPARATORS) return true;
  }
  return false;
}

/** worker_threads, loaded only when a thread is used: loading it costs a run about 4 ms. */
function workerThreads(): typeof WorkerThreads {
  return createRequire(import.meta.url)('node:worker_threads') as typeof WorkerThreads;
}

/**
 * A check thread that runs `bundle`, started at its first check; none when there is no such file
 * (the sources run by the tests, which check on the main thread). The bundle's entry must call
 * `serveChecks` first when `isCheckThread()`. When it does not start as one, files are checked on
 * the main thread instead; when it fails later (out of memory on a file), the file's check fails,
 * and the next file starts a new thread.
 */
export function checkThread(bundle: URL): CheckThread | undefined {
  if (!existsSync(bundle)) return undefined;
  let worker: WorkerThreads.Worker | undefined;
  let cannotStart = false;
  let pending: (CheckRequest & Settle) | undefined;
  const take = () => {
    const waiting = pending;
    pending = undefined;
    return waiting;
  };
  const start = () => {
    const started = new (workerThreads().Worker)(bundle, { argv: [THREAD_ARGUMENT] });
    let ready = false;
    const end = (error: Error) => {
      // Stopped (the run no longer waits), or ended already.
      if (worker !== started) return;
      worker = undefined;
      const waiting = take();
      if (ready) return waiting?.reject(error);
      cannotStart = true;
      if (waiting) checkHere(waiting);
    };
    started.on('message', (answer: CheckAnswer) => {
      if ('ready' in answer) return void (ready = true);
      // An idle thread does not keep the process alive.
      started.unref();
      const waiting = take();
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.result);
    });
    started.on('error', end);
    started.on('exit', (status) => end(new Error(`the check thread ended with status ${status}`)));
    return started;
  };
  return {
    check(bytes, settings, document = 'manifest') {
      return new Promise((resolve, reject) => {
        if (cannotStart) return checkHere({ bytes, settings, document, resolve, reject });
        const thread = (worker ??= start());
        thread.ref();
        pending = { bytes, settings, document, resolve, reject };
        // Copied, not transferred: a small file's bytes share a buffer with other data.
        thread.postMessage({ bytes, settings, document } satisfies CheckRequest);
      });
    },
    stop() {
      const stopping = worker;
      worker = undefined;
      void stopping?.terminate();
    },
  };
}

/** How a check's promise is settled. */
interface Settle {
  resolve: (result: ValidationResult) => void;
  reject: (error: unknown) => void;
}

/** Checks on the main thread, when the bundle does not start as the check thread. */
function checkHere({ resolve, reject, ...request }: CheckRequest & Settle): void {
  try {
    resolve(checkRequested(request));
  } catch (error) {
    reject(error);
  }
}

/** One file's check, by the validator of what it is read as. */
function checkRequested({ bytes, settings, document }: CheckRequest): ValidationResult {
  return document === 'configuration'
    ? validateConfiguration(bytes, { strict: settings.strict, beside: settings.beside })
    : validateManifest(bytes, settings);
}

/** True in a thread that `checkThread` started: the bundle then serves checks, and nothing else. */
export function isCheckThread(): boolean {
  return process.argv[2] === THREAD_ARGUMENT && !workerThreads().isMainThread;
}

/** Answers the requests of `checkThread`, one file at a time, until the thread is ended. */
export function serveChecks(): void {
  const port = workerThreads().parentPort;
  port?.postMessage({ ready: true } satisfies CheckAnswer);
  port?.on('message', (request: CheckRequest) => {
    let answer: CheckAnswer;
    try {
      answer = { result: checkRequested(request) };
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer);
  });
}
