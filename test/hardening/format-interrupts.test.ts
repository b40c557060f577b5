/**
 * A signal that comes as the largest file a run accepts begins to be checked and formatted ends
 * the run soon, with whole documents. The check and the canonical-form step run on the main
 * thread, where no signal handler runs until both are done: each is bounded instead, the format
 * by being linear in the file's size (format-linear-time.test.ts). Here the Action's step with
 * `format: check` is told of the signal as it takes the file, which Node emits at the next turn
 * of the event loop, after the file's check and step. From the signal to the end of the run (and
 * of the job summary, which shows the diff) may take at most 4 times the processor time of the
 * file's validation, measured by the same test: the format takes about twice as long as the
 * validation, and the format of such a file once took a minute, 100 times its validation.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateStep } from '../../src/action/validate-step.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../src/files/file-size.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { formatJobSummary } from '../../src/report/job-summary.js';
import { watchInterrupts, type Interrupts } from '../../src/run/interrupts.js';
import { cpuMs } from '../support/cpu-time.js';
import { makeTempDir } from '../support/temp-dir.js';
import { DEFAULT_SETTINGS } from '../support/validate-settings.js';

const temporary = makeTempDir('format-interrupts');

/**
 * A manifest of exactly the largest size a run reads, `member(i)` for i = 0, 1, … after `name`
 * and `version`, not in canonical form (all on one line); the last `$` string fills it up.
 */
function largestManifest(member: (i: number) => string, open = '', close = ''): string {
  const head = `{"name":"x","version":"1",${open}`;
  const members: string[] = [];
  const fill = (length: number) => `"$fill":"${'f'.repeat(length)}"`;
  let size = head.length + close.length + fill(0).length + 2;
  for (let i = 0; ; i++) {
    const text = member(i);
    if (size + text.length + 1 > DEFAULT_MAX_FILE_SIZE) break;
    members.push(text);
    size += text.length + 1;
  }
  const text = `${head}${members.join(',')}${close},${fill(0)}}`;
  return text.replace(fill(0), fill(DEFAULT_MAX_FILE_SIZE - text.length));
}

const LARGEST: [string, () => string][] = [
  ['short strings under `$` keys', () => largestManifest((i) => `"$k${i}":"v"`)],
  ['features', () => largestManifest((i) => `"f${i}":{"description":"d"}`, '"features":{', '}')],
];

let watched: Interrupts | undefined;
const listenersBefore = process.listeners('SIGTERM');
afterEach(() => {
  watched?.stop();
  watched = undefined;
  // After a signal, the run's handlers stay (to end the process at a second one): not in jest.
  for (const listener of process.listeners('SIGTERM'))
    if (!listenersBefore.includes(listener)) process.off('SIGTERM', listener);
});

describe('a SIGTERM while the largest file is formatted', () => {
  it.each(LARGEST)(
    '%s: ends the run within 4 times its validation, with whole documents',
    async (_, make) => {
      const text = make();
      expect(Buffer.byteLength(text)).toBe(DEFAULT_MAX_FILE_SIZE);
      const workspace = makeTempDir('workspace', temporary);
      mkdirSync(path.join(workspace, 'big'));
      writeFileSync(path.join(workspace, 'big', 'vcpkg.json'), text);

      const validation = Math.min(
        ...[0, 1].map(() => cpuMs(() => validateManifest(text, { profile: 'current' }))),
      );
      let signalledAt: NodeJS.CpuUsage | undefined;
      const interrupts = (watched = watchInterrupts());
      const outcome = await validateStep(
        {
          ...DEFAULT_SETTINGS,
          profile: 'current',
          formatCheck: true,
          sarifFile: 'manifest-check.sarif',
        },
        {
          workspace,
          runnerTemp: temporary,
          toolVersion: '0.0.0',
          interrupts: {
            // Read as the run takes the next file: the signal comes then, before its check.
            get signal() {
              if (signalledAt === undefined) {
                signalledAt = process.cpuUsage();
                setImmediate(() => process.emit('SIGTERM', 'SIGTERM'));
              }
              return interrupts.signal;
            },
            pause: () => interrupts.pause(),
            settle: () => interrupts.settle(),
            waitFor: (pending) => interrupts.waitFor(pending),
          },
        },
      );
      formatJobSummary(outcome.reports, outcome.summary);
      const used = process.cpuUsage(signalledAt);
      const afterSignal = (used.user + used.system) / 1000;

      expect(outcome.interrupted).toEqual({ signal: 'SIGTERM', checked: 1, total: 1 });
      expect(outcome.unformatted).toBe(1);
      const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
        files: { file: string; problems: { rule: string }[] }[];
        interrupted?: unknown;
      };
      expect(report.files.map(({ file, problems }) => [file, problems.map((p) => p.rule)])).toEqual(
        [['big/vcpkg.json', ['canonical-form']]],
      );
      expect(report.interrupted).toEqual(outcome.interrupted);
      const sarif = JSON.parse(readFileSync(outcome.sarifPath as string, 'utf8')) as {
        runs: { results: unknown[]; invocations?: { executionSuccessful: boolean }[] }[];
      };
      expect(sarif.runs[0]?.results).toHaveLength(1);
      expect(sarif.runs[0]?.invocations?.[0]?.executionSuccessful).toBe(false);
      expect(afterSignal / validation).toBeLessThanOrEqual(4);
    },
    // A net for a run that hangs, not a budget: a test took up to 6.5 s on 2 busy cores.
    60_000,
  );
});
