/**
 * Whether standard output is a terminal, asked without building process.stdout: fstat first,
 * isatty only for a character device.
 */
import { describe, expect, it } from '@jest/globals';
import { standardOutputIsTerminal, type TerminalSystem } from '../../../src/cli/terminal.js';

/** A fake system: what fstat says of descriptor 1, and whether isatty was asked. */
function fake(characterDevice: boolean | 'closed', tty: boolean) {
  const asked: number[] = [];
  const system: TerminalSystem = {
    isCharacterDevice(fd) {
      if (characterDevice === 'closed') throw Object.assign(new Error('EBADF'), { code: 'EBADF' });
      expect(fd).toBe(1);
      return characterDevice;
    },
    isatty(fd) {
      asked.push(fd);
      return tty;
    },
  };
  return { system, asked };
}

describe('standard output as a terminal', () => {
  it('is no terminal when it is a file or a pipe, without asking isatty', () => {
    const { system, asked } = fake(false, true);
    expect(standardOutputIsTerminal(system)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('is what isatty says of a character device (a terminal, or /dev/null)', () => {
    expect(standardOutputIsTerminal(fake(true, true).system)).toBe(true);
    expect(standardOutputIsTerminal(fake(true, false).system)).toBe(false);
  });

  it('is no terminal when descriptor 1 is closed', () => {
    const { system, asked } = fake('closed', true);
    expect(standardOutputIsTerminal(system)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('answers for the real descriptor 1 as isatty does', async () => {
    const { isatty } = await import('node:tty');
    expect(standardOutputIsTerminal()).toBe(isatty(1));
  });
});
