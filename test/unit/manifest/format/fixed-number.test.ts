import { describe, expect, it } from '@jest/globals';
import { fixedNumber } from '../../../../src/manifest/format/fixed-number.js';

describe('fixedNumber', () => {
  it('writes six decimals, as C `%f` does', () => {
    expect(fixedNumber(1.5)).toBe('1.500000');
    expect(fixedNumber(-0.25)).toBe('-0.250000');
    expect(fixedNumber(0)).toBe('0.000000');
    expect(fixedNumber(-0)).toBe('-0.000000');
  });

  it('rounds the exact binary value, a tie to even (toFixed rounds it up)', () => {
    expect(fixedNumber(0.0078125)).toBe('0.007812');
    expect(fixedNumber(0.0234375)).toBe('0.023438');
    expect(fixedNumber(0.0000015)).toBe('0.000002');
    expect(fixedNumber(0.0000005)).toBe('0.000000');
    expect(fixedNumber(-0.0078125)).toBe('-0.007812');
    expect(fixedNumber(2.0078125)).toBe('2.007812');
    // Next to a tie, no tie: rounded to the nearest.
    expect(fixedNumber(0.0078125 + 2 ** -55)).toBe('0.007813');
    expect(fixedNumber(0.0078125 - 2 ** -55)).toBe('0.007812');
  });

  it('writes every digit of a large number and of the smallest, never an exponent', () => {
    expect(fixedNumber(1e21)).toBe('1000000000000000000000.000000');
    expect(fixedNumber(999999999999999900000)).toBe('999999999999999868928.000000');
    expect(fixedNumber(Number('123456789012345678901234567890.5'))).toBe(
      '123456789012345677877719597056.000000',
    );
    expect(fixedNumber(Number.MIN_VALUE)).toBe('0.000000');
    expect(fixedNumber(Number.MAX_VALUE)).toMatch(/^17976931348623157\d{292}\.000000$/);
  });
});
