/**
 * Every `config` case the real vcpkg judged (/work/research23/results-config.json: its input and
 * verdict) gets the same verdict here. Skipped where that research is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { validateConfiguration } from '../../../../src/manifest/configuration/validate-configuration.js';

const RESULTS = '/work/research23/results-config.json';
interface Judged {
  id: string;
  kind: string;
  text: string;
  verdict: 'accepted' | 'rejected';
}
const judged: Judged[] = existsSync(RESULTS)
  ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Judged[]).filter((c) => c.kind === 'config')
  : [];

describe("vcpkg's verdict on every configuration it judged", () => {
  if (judged.length === 0) {
    it.skip(`skipped: no ${RESULTS}`, () => undefined);
    return;
  }
  it.each(judged.map((c) => [c.id, c.verdict, c.text] as const))(
    '%s is %s',
    (_id, verdict, text) => {
      expect(validateConfiguration(text).valid).toBe(verdict === 'accepted');
    },
  );
});
