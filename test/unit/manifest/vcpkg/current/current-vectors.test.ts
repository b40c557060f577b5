/**
 * vcpkg's own verdicts (research-23 section 12: /work/research23/vectors.json, 959 values judged
 * by vcpkg-tool 2026-08) against currentVcpkgDrafts, and every corpus port, 2020 and 2026, as a
 * port and as a project: no error. The vectors need /work/research23, the corpus ../shared; each is skipped without.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { currentVcpkgDrafts } from '../../../../../src/manifest/vcpkg/current/current-checks.js';
import { listCorpus } from '../../../../support/corpus.js';

const VECTORS = '/work/research23/vectors.json';
const haveVectors = existsSync(VECTORS);

interface Vector {
  set: string;
  input: string;
  verdict: 'ok' | 'warning' | 'error';
  message: string;
}

/** Each set's value in the place vcpkg's run put it. */
const MANIFESTS: Record<string, (input: string) => Record<string, unknown>> = {
  'platform-expression': (input) => ({ name: 'a', version: '1', supports: input }),
  license: (input) => ({ name: 'a', version: '1', license: input }),
  'package-name': (input) => ({ name: 'a', version: '1', dependencies: [input] }),
  'feature-name': (input) => ({ name: 'a', version: '1', 'default-features': [input] }),
  'semver-version': (input) => ({ overrides: [{ name: 'a', 'version-semver': input }] }),
  'date-version': (input) => ({ overrides: [{ name: 'a', 'version-date': input }] }),
  'relaxed-version': (input) => ({ name: 'a', version: input }),
};

function judge(vector: Vector) {
  const data = (MANIFESTS[vector.set] as (input: string) => Record<string, unknown>)(vector.input);
  const drafts = currentVcpkgDrafts(data, JSON.stringify(data), { kind: 'port', strict: false });
  const verdict = drafts.some((draft) => draft.severity === 'error')
    ? 'error'
    : drafts.length > 0
      ? 'warning'
      : 'ok';
  return { verdict, messages: drafts.map((draft) => draft.message) };
}

/** vcpkg's message without its `error: $.x (type): ` lead and the inner `error: `. */
function vcpkgWords(message: string): string {
  return message.replace(/^(?:error|warning): \$[^ ]* \([^)]*\): (?:error: )?/, '');
}

const vectors: Vector[] = haveVectors
  ? (JSON.parse(readFileSync(VECTORS, 'utf8')) as Vector[])
  : [];
const describeVectors = haveVectors ? describe : describe.skip;

describeVectors(
  haveVectors
    ? "vcpkg's verdicts on the vectors"
    : "vcpkg's verdicts on the vectors (skipped: no /work/research23/vectors.json)",
  () => {
    it.each(vectors.map((vector) => [vector.set, JSON.stringify(vector.input), vector] as const))(
      "%s %s: the verdict is vcpkg's",
      (_set, _input, vector) => {
        // vcpkg's parser takes `!((!(windows)))`, but format-manifest refuses it (research 7.3).
        const quirk = vector.input === '!((!(windows)))';
        expect(judge(vector).verdict).toBe(quirk ? 'error' : vector.verdict);
      },
    );

    it("every value vcpkg refuses or warns about is refused or warned about in vcpkg's words", () => {
      const worded = vectors.filter((vector) => vector.verdict !== 'ok');
      const differing = worded
        .filter((vector) => !judge(vector).messages.includes(vcpkgWords(vector.message)))
        .map((vector) => [vector.input, vcpkgWords(vector.message), judge(vector).messages]);
      expect(differing).toEqual([]);
    });
  },
);

const ports = listCorpus();
const describeCorpus = ports.length > 0 ? describe : describe.skip;

describeCorpus(ports.length > 0 ? 'the corpus' : 'the corpus (skipped: no ../shared)', () => {
  it('has no error in any port of 2020 or 2026, read as a port or as a project', () => {
    const refused: string[] = [];
    for (const port of ports) {
      const text = readFileSync(port.file, 'utf8').replace(/^\uFEFF/, '');
      const data: unknown = JSON.parse(text);
      for (const kind of ['port', 'project'] as const)
        for (const draft of currentVcpkgDrafts(data, text, { kind, strict: false }))
          if (draft.severity === 'error') refused.push(`${port.path} (${kind}): ${draft.message}`);
    }
    expect(refused).toEqual([]);
    expect(ports.length).toBeGreaterThan(2_900);
  });
});
