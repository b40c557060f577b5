/**
 * The command line's writer, with a fake system: what reaches each descriptor, through
 * `writeSync` or, once a descriptor would block, through Node's stream; and how a failed write
 * ends the run. test/bundle/cli-io.test.ts runs the real command into closed pipes and /dev/full.
 */
import { describe, expect, it } from '@jest/globals';
import { constants } from 'node:os';
import {
  standardOutput,
  type OutputStream,
  type OutputSystem,
} from '../../../src/cli/standard-output.js';

/** A system error as `fs.writeSync` throws it: its code and libuv's (negative) number. */
function systemError(code: 'EAGAIN' | 'EPIPE' | 'ENOSPC' | 'EIO'): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: write failed`), {
    code,
    errno: -constants.errno[code],
  });
}

/** What one `writeSync` call does: writes at most so many bytes, or throws that error. */
type Step = number | NodeJS.ErrnoException;

/**
 * A fake system: each descriptor's `writeSync` calls follow its steps, then write everything.
 * `log` holds what reached each descriptor, in order, and by which way.
 */
function fakeSystem(steps: { 1?: Step[]; 2?: Step[] } = {}) {
  const log: string[] = [];
  const exits: number[] = [];
  const streams: { fd: 1 | 2; errorListeners: ((error: NodeJS.ErrnoException) => void)[] }[] = [];
  const text = (data: string | Uint8Array) =>
    typeof data === 'string' ? data : Buffer.from(data).toString();
  const system: OutputSystem = {
    writeSync(fd, data) {
      const step = (fd === 1 || fd === 2 ? steps[fd] : undefined)?.shift();
      if (step instanceof Error) throw step;
      const bytes = Buffer.from(typeof data === 'string' ? Buffer.from(data) : data);
      const written = bytes.subarray(0, step ?? bytes.length);
      log.push(`${fd} sync ${JSON.stringify(written.toString('latin1'))}`);
      return written.length;
    },
    stream(fd) {
      const made = { fd, errorListeners: [] as ((error: NodeJS.ErrnoException) => void)[] };
      streams.push(made);
      const stream: OutputStream = {
        write(data, done) {
          log.push(`${fd} stream ${JSON.stringify(text(data))}`);
          if (done) {
            log.push(`${fd} flushed`);
            done();
          }
          return true;
        },
        on(_event, listener) {
          made.errorListeners.push(listener);
          return stream;
        },
      };
      return stream;
    },
    exit: (status) => void exits.push(status),
  };
  return { system, log, exits, streams };
}

describe('writing standard output and error', () => {
  it('writes each text with writeSync on descriptors 1 and 2, in order, and makes no stream', () => {
    const { system, log, streams } = fakeSystem();
    const output = standardOutput(system);
    output.stdout('a.json:1:1: error: x\n');
    output.stderr('manifest-check: note\n');
    output.stdout('1 file checked\n');
    expect(log).toEqual([
      '1 sync "a.json:1:1: error: x\\n"',
      '2 sync "manifest-check: note\\n"',
      '1 sync "1 file checked\\n"',
    ]);
    expect(streams).toEqual([]);
  });

  it('writes the rest after a partial write, even when it cuts a character in two', () => {
    const { system, log } = fakeSystem({ 1: [3, 1, 2] });
    standardOutput(system).stdout('abé€\n');
    // 'abé€\n' is 8 bytes: a b (é: 2) (€: 3) \n.
    expect(log).toEqual([
      `1 sync ${JSON.stringify(Buffer.from('abé').subarray(0, 3).toString('latin1'))}`,
      `1 sync ${JSON.stringify(Buffer.from('é').subarray(1).toString('latin1'))}`,
      `1 sync ${JSON.stringify(Buffer.from('€').subarray(0, 2).toString('latin1'))}`,
      `1 sync ${JSON.stringify(Buffer.from('€\n').subarray(2).toString('latin1'))}`,
    ]);
  });

  it('goes through the stream once a descriptor would block (EAGAIN), the rest of that write first', () => {
    const { system, log, streams } = fakeSystem({ 1: [4, systemError('EAGAIN')] });
    const output = standardOutput(system);
    output.stdout('first line\n');
    output.stderr('on standard error\n');
    output.stdout('second line\n');
    expect(log).toEqual([
      '1 sync "firs"',
      '1 stream "t line\\n"',
      '2 sync "on standard error\\n"',
      '1 stream "second line\\n"',
    ]);
    expect(streams.map((stream) => stream.fd)).toEqual([1]);
  });

  it('ends quietly with 141 when the reader of standard output leaves (EPIPE)', () => {
    const { system, log, exits } = fakeSystem({ 1: [systemError('EPIPE')] });
    const output = standardOutput(system);
    output.stdout('a line\n');
    output.stdout('never written\n');
    expect(exits).toEqual([141]);
    expect(log).toEqual([]);
  });

  it('says in one line why standard output could not be written, and exits 2 (ENOSPC)', () => {
    const { system, log, exits } = fakeSystem({ 1: [systemError('ENOSPC')] });
    standardOutput(system).stdout('a line\n');
    expect(exits).toEqual([2]);
    expect(log).toEqual([
      '2 sync "manifest-check: cannot write to standard output: no space left on device (ENOSPC)\\n"',
    ]);
  });

  it('says nothing and exits 2 when standard error fails, 141 when its reader left', () => {
    const failed = fakeSystem({ 2: [systemError('EIO')] });
    standardOutput(failed.system).stderr('manifest-check: a usage error\n');
    expect(failed.exits).toEqual([2]);
    expect(failed.log).toEqual([]);
    const closed = fakeSystem({ 2: [systemError('EPIPE')] });
    standardOutput(closed.system).stderr('manifest-check: a usage error\n');
    expect(closed.exits).toEqual([141]);
  });

  it('exits 2 without throwing when standard error fails too, while it says why', () => {
    const { system, exits } = fakeSystem({ 1: [systemError('EIO')], 2: [systemError('EIO')] });
    expect(() => standardOutput(system).stdout('a line\n')).not.toThrow();
    expect(exits).toEqual([2]);
  });

  it('ends the same way when the stream that took over reports an error', () => {
    const { system, log, exits, streams } = fakeSystem({ 1: [systemError('EAGAIN')] });
    standardOutput(system).stdout('a line\n');
    for (const listener of streams[0]?.errorListeners ?? []) listener(systemError('ENOSPC'));
    expect(exits).toEqual([2]);
    expect(log).toEqual([
      '1 stream "a line\\n"',
      '2 sync "manifest-check: cannot write to standard output: no space left on device (ENOSPC)\\n"',
    ]);
  });

  it('says once what was written is out: on the next tick without a stream, through the stream with one', async () => {
    const direct = fakeSystem();
    const output = standardOutput(direct.system);
    output.whenWritten(() => direct.log.push('done'));
    // What the current work still writes comes first, as a stream's callback would let it.
    output.stderr('interrupted\n');
    await new Promise((resolve) => process.nextTick(resolve));
    expect(direct.log).toEqual(['2 sync "interrupted\\n"', 'done']);
    const streamed = fakeSystem({ 1: [systemError('EAGAIN')] });
    const output2 = standardOutput(streamed.system);
    output2.stdout('pending\n');
    output2.whenWritten(() => streamed.log.push('done'));
    await new Promise((resolve) => process.nextTick(resolve));
    expect(streamed.log).toEqual(['1 stream "pending\\n"', '1 stream ""', '1 flushed', 'done']);
  });
});
