/**
 * vcpkg's own verdicts on single values (the recorded vcpkg verdicts,
 * test/fixtures/vcpkg-verdicts/vectors.json: 959 values judged by vcpkg-tool 2026-08) against
 * currentVcpkgDrafts, and every corpus port, 2020 and 2026, as a port and as a project: no error.
 * The corpus needs ../shared and is skipped without.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { currentVcpkgDrafts } from '../../../../../src/manifest/vcpkg/current/current-checks.js';
import { listCorpus } from '../../../../support/corpus.js';
import {
  NOT_WRITTEN_BACK,
  VECTOR_PLACES,
  recordedVectors,
  type RecordedVector,
} from '../../../../support/vcpkg-verdicts.js';

/** Our verdict on a value, in the place vcpkg read it, and our messages. */
function judge(vector: RecordedVector) {
  const { kind, manifest } = VECTOR_PLACES[vector.set];
  const data = manifest(vector.input);
  const drafts = currentVcpkgDrafts(data, JSON.stringify(data), { kind, strict: false });
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

const vectors = recordedVectors();

describe("vcpkg's verdicts on the vectors", () => {
  it.each(vectors.map((vector) => [vector.set, JSON.stringify(vector.input), vector] as const))(
    "%s %s: the verdict is vcpkg's",
    (_set, _input, vector) => {
      // vcpkg's parser takes these, but format-manifest refuses them: it cannot write them back.
      const refused = NOT_WRITTEN_BACK.includes(vector.input);
      expect(judge(vector).verdict).toBe(refused ? 'error' : vector.verdict);
    },
  );

  it("every value vcpkg refuses or warns about is refused or warned about in vcpkg's words", () => {
    const worded = vectors.filter((vector) => vector.verdict !== 'ok');
    const differing = worded
      .filter((vector) => !judge(vector).messages.includes(vcpkgWords(vector.message ?? '')))
      .map((vector) => [vector.input, vcpkgWords(vector.message ?? ''), judge(vector).messages]);
    expect(differing).toEqual([]);
    expect(worded.every((vector) => vector.message !== undefined)).toBe(true);
    expect(vectors.length).toBe(959);
  });
});

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
