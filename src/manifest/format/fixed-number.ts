/*
 * A floating-point number as vcpkg writes it: C's `%f` (std::to_string), six decimals, the
 * exact binary value rounded half to even, never an exponent: `1.5` is `1.500000`, `-0` is
 * `-0.000000`, `1e21` is all 22 digits. Number.prototype.toFixed rounds a tie up and turns to
 * an exponent past 1e21, so there the digits are worked out with BigInt.
 */

const DECIMALS = 6;
const SCALE = 10n ** BigInt(DECIMALS);

/** `value` as `%f` writes it. */
export function fixedNumber(value: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!needsBigInt(Math.abs(value))) return `${sign}${Math.abs(value).toFixed(DECIMALS)}`;
  const scaled = scaledMagnitude(Math.abs(value));
  const digits = scaled.toString().padStart(DECIMALS + 1, '0');
  return `${sign}${digits.slice(0, -DECIMALS)}.${digits.slice(-DECIMALS)}`;
}

/**
 * Whether toFixed, which rounds the exact value as `%f` does, may differ: past 1e21, or at a tie.
 * |value| × 10^6 ends in exactly .5 only where |value| × 128 is an odd integer (a double is a
 * binary fraction m / 2^e, m odd, and 2 × 10^6 × m / 2^e is odd only for e = 7); toFixed would
 * round such a tie up, not to even.
 */
function needsBigInt(magnitude: number): boolean {
  if (magnitude >= 1e21) return true;
  const times128 = magnitude * 128;
  return Number.isInteger(times128) && times128 % 2 === 1;
}

/** |value| × 10^6, rounded half to even, exactly. */
function scaledMagnitude(magnitude: number): bigint {
  if (magnitude === 0) return 0n;
  const { mantissa, exponent } = binaryParts(magnitude);
  if (exponent >= 0) return (mantissa * SCALE) << BigInt(exponent);
  const numerator = mantissa * SCALE;
  const denominator = 1n << BigInt(-exponent);
  const quotient = numerator / denominator;
  const twiceRest = (numerator % denominator) * 2n;
  if (twiceRest > denominator || (twiceRest === denominator && quotient % 2n === 1n))
    return quotient + 1n;
  return quotient;
}

/** A finite positive double as mantissa × 2^exponent, both integers. */
function binaryParts(magnitude: number): { mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, magnitude);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  // Subnormals have no hidden bit and the smallest exponent.
  return biased === 0
    ? { mantissa: fraction, exponent: -1074 }
    : { mantissa: fraction | (1n << 52n), exponent: biased - 1075 };
}
