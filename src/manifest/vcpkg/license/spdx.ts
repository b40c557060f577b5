import parseSpdx from 'spdx-expression-parse';
import { codePointName } from '../../../util/code-point-name.js';
import { quoteValue } from '../../json/describe.js';

/** Why a license is not an SPDX expression, and where in it, if the parser says. */
export interface SpdxError {
  message: string;
  /** The offending word's place in the license string, when the parser names it. */
  at?: { offset: number; length: number };
}

/**
 * Longest license expression parsed. Real ones are a few dozen characters, and the parser's
 * time grows faster than linearly on long chains of `WITH`.
 */
export const LONGEST_LICENSE = 4_096;

/** The words for a license longer than {@link LONGEST_LICENSE}. */
export function tooLongLicense(license: string): SpdxError {
  const message = `it is ${license.length} characters long, more than the ${LONGEST_LICENSE} a license expression may have`;
  return { message };
}

/** Checks a `license` against the SPDX expression grammar and license list. */
export function checkSpdxExpression(license: string): SpdxError | undefined {
  if (license.length > LONGEST_LICENSE) return tooLongLicense(license);
  try {
    parseSpdx(license);
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    const at = /at offset (\d+)/.exec(reason);
    if (at) {
      const offset = Number(at[1]);
      const word =
        /^[^\s()]+/.exec(license.slice(offset))?.[0] ?? license.slice(offset, offset + 1);
      const message = /^\s$/.test(word)
        ? `only spaces may separate the words of a license expression; found ${codePointName(word)}`
        : `${quoteValue(word)} is not an SPDX license id or operator`;
      return { message, at: { offset, length: Math.max(word.length, 1) } };
    }
    // The parser fails on some incomplete expressions with a TypeError rather than a message.
    const detail = reason && !(error instanceof TypeError) ? reason : 'incomplete expression';
    return { message: detail.charAt(0).toLowerCase() + detail.slice(1) };
  }
}
