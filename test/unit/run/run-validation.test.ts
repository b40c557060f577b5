/**
 * The one validation run of the CLI and the Action: schemas first, then the files, then the
 * sinks, each report handed on as it is made; one typed error of its own.
 */
import { describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FileReport } from '../../../src/report/file-report.js';
import { runValidation, type ValidationRequest } from '../../../src/run/run-validation.js';
import { SchemaSettingError } from '../../../src/run/schemas/load-schemas.js';
import { makeTempDir } from '../../support/temp-dir.js';

const temporary = makeTempDir('run-validation');

const NO_SCHEMAS: ValidationRequest['schemas'] = {
  refs: [],
  manifestSchemas: [],
  vcpkgChecks: false,
  fromManifest: false,
  reading: { refOption: '--ref', manifestOption: '--manifest', fromManifestOption: '--from' },
};

const CHECK = { strict: false, errorsOnly: false };

/** A request whose steps note themselves in `steps`, for the files given. */
function request(files: string[], steps: string[], reports: FileReport[] = []) {
  return {
    schemas: NO_SCHEMAS,
    check: CHECK,
    files: () => {
      steps.push('files');
      return { files: files.map((file) => ({ path: file })), unreadable: [] };
    },
    sinks: () => {
      steps.push('sinks');
      return {
        sinks: [
          {
            file: (report: FileReport) => void reports.push(report),
            end: () => void steps.push('end'),
          },
        ],
        abandon: () => void steps.push('abandon'),
      };
    },
    interrupts: {
      pause: () => Promise.resolve(),
      settle: () => Promise.resolve(),
      waitFor: (pending) => pending,
    },
  } satisfies ValidationRequest;
}

describe('runValidation', () => {
  it('finds the files, opens the sinks, hands each report on and ends the sinks with the totals', async () => {
    const good = path.join(temporary, 'good.json');
    writeFileSync(good, '{"name": "a", "version-string": "1"}');
    const bad = path.join(temporary, 'bad.json');
    writeFileSync(bad, '{"name": "a"}');
    const steps: string[] = [];
    const reports: FileReport[] = [];
    const outcome = await runValidation(request([good, bad], steps, reports));
    expect(steps).toEqual(['files', 'sinks', 'end']);
    expect(reports.map((report) => [report.file, report.valid])).toEqual([
      [good, true],
      [bad, false],
    ]);
    expect(outcome).toEqual({
      summary: { files: 2, valid: 1, invalid: 1, errors: 1, warnings: 0 },
    });
  });

  it('stops at a schema setting that cannot be used, before it looks for a file', async () => {
    const steps: string[] = [];
    const missing = path.join(temporary, 'missing.schema.json');
    const run = runValidation({
      ...request([], steps),
      schemas: { ...NO_SCHEMAS, schema: { path: missing, shownAs: 'x.json', named: 'the x' } },
    });
    await expect(run).rejects.toThrow(SchemaSettingError);
    expect(steps).toEqual([]);
  });

  it('lets the error of the adapter’s search through, and opens no sink', async () => {
    const steps: string[] = [];
    const failing = new Error('no such PATH');
    const run = runValidation({
      ...request([], steps),
      files: () => {
        throw failing;
      },
    });
    await expect(run).rejects.toBe(failing);
    expect(steps).toEqual([]);
  });

  it('abandons the sinks when the run fails after opening them', async () => {
    const steps: string[] = [];
    const given = request([path.join(temporary, 'none.json')], steps);
    const failing = new Error('disk full');
    const run = runValidation({
      ...given,
      sinks: () => {
        const opened = given.sinks();
        const end = () => {
          throw failing;
        };
        return { ...opened, sinks: [{ file: () => {}, end }] };
      },
    });
    await expect(run).rejects.toBe(failing);
    expect(steps).toEqual(['files', 'sinks', 'abandon']);
  });

  it('checks no file after a signal that came before the first, and ends the sinks saying so', async () => {
    const steps: string[] = [];
    const reports: FileReport[] = [];
    const given = request(
      [path.join(temporary, 'a.json'), path.join(temporary, 'b.json')],
      steps,
      reports,
    );
    let ended: unknown;
    const outcome = await runValidation({
      ...given,
      sinks: () => ({
        sinks: [
          {
            file: (report: FileReport) => void reports.push(report),
            end: (_summary, interrupted) => void (ended = interrupted),
          },
        ],
      }),
      interrupts: { ...given.interrupts, signal: 'SIGTERM' },
    });
    expect(reports).toEqual([]);
    expect(ended).toEqual({ signal: 'SIGTERM', checked: 0, total: 2 });
    expect(outcome.interrupted).toEqual({ signal: 'SIGTERM', checked: 0, total: 2 });
  });

  it('counts a signal Node caught while the files were checked: settle() is asked before the end', async () => {
    const steps: string[] = [];
    let signal: NodeJS.Signals | undefined;
    const given = request([path.join(temporary, 'a.json')], steps);
    const outcome = await runValidation({
      ...given,
      interrupts: {
        ...given.interrupts,
        get signal() {
          return signal;
        },
        settle: () => {
          signal = 'SIGINT';
          return Promise.resolve();
        },
      },
    });
    expect(outcome.interrupted).toEqual({ signal: 'SIGINT', checked: 1, total: 1 });
  });
});
