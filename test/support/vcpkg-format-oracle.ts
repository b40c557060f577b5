/**
 * The real vcpkg's `format-manifest` as a test oracle for the formatter: many texts in one run,
 * each in its own file, read back after vcpkg has rewritten them.
 *
 * Ports go to `<root>/ports/f<i>/vcpkg.json` and are formatted by one `format-manifest --all`;
 * projects go to `<root>/proj/f<i>/vcpkg.json` and are formatted by one
 * `format-manifest <file>...`, in throw-away vcpkg roots under /dev/shm when there is one. vcpkg
 * reads every file first, then writes those it accepts; one it rejects stays as it was, and an
 * error names it. When vcpkg stops a run (a manifest it cannot write back), the files it had not
 * written yet are formatted again in a new run, halved when a run decides none of them, down to
 * the one file that stops it, which is refused.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ManifestKind } from '../../src/manifest/manifest-kind.js';
import { oracleProblem, VCPKG_ORACLE } from './vcpkg-oracle.js';

/** One text to format. */
export interface FormatCase {
  text: string;
  kind: ManifestKind;
}

/** What vcpkg made of one text. */
export interface VcpkgFormatted {
  /** vcpkg accepted and wrote the file (warnings allowed). */
  accepted: boolean;
  /** The file's text after the run: vcpkg's bytes when accepted, the text given when not. */
  text: string;
  /** The lines vcpkg printed that name the file (its errors when rejected). */
  messages: string[];
}

/** The results in the order of the cases, and how many times vcpkg ran. */
export interface VcpkgFormatResult {
  results: VcpkgFormatted[];
  runs: number;
}

/**
 * Formats every text with the real vcpkg. Throws when the oracle cannot run (`oracleProblem`
 * says why): a test that calls it wants an answer.
 */
export function formatWithVcpkg(
  cases: readonly FormatCase[],
  vcpkg = VCPKG_ORACLE,
): VcpkgFormatResult {
  const problem = oracleProblem(vcpkg);
  if (problem) throw new Error(problem);
  const parent = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const results = new Map<number, VcpkgFormatted>();
  let runs = 0;
  const run = (indexes: readonly number[]) => {
    if (indexes.length === 0) return;
    runs += 1;
    const decided = runBatch(
      vcpkg,
      parent,
      indexes.map((i) => cases[i] as FormatCase),
    );
    for (const [index, result] of decided) results.set(indexes[index] as number, result);
    const undecided = indexes.filter((index) => !results.has(index));
    if (undecided.length === 0 || indexes.length === 1) return;
    // An aborted run leaves the files it had not written yet: again, halved when none was decided.
    if (undecided.length < indexes.length) run(undecided);
    else {
      const half = Math.ceil(undecided.length / 2);
      run(undecided.slice(0, half));
      run(undecided.slice(half));
    }
  };
  for (const kind of ['port', 'project'] as const)
    run(cases.flatMap((item, index) => (item.kind === kind ? [index] : [])));
  return {
    results: cases.map(
      (item, index) =>
        results.get(index) ?? {
          accepted: false,
          text: item.text,
          messages: ['vcpkg aborted the run'],
        },
    ),
    runs,
  };
}

/** One vcpkg run over cases of one kind; the cases it decided, by their index. */
function runBatch(
  vcpkg: string,
  parent: string,
  cases: readonly FormatCase[],
): Map<number, VcpkgFormatted> {
  const root = mkdtempSync(path.join(parent, 'manifest-check-format-oracle-'));
  try {
    for (const folder of ['ports', 'scripts', 'proj']) mkdirSync(path.join(root, folder));
    writeFileSync(path.join(root, '.vcpkg-root'), '');
    const files = cases.map((item, index) => {
      const dir = path.join(root, item.kind === 'port' ? 'ports' : 'proj', `f${index}`);
      mkdirSync(dir);
      const file = path.join(dir, 'vcpkg.json');
      writeFileSync(file, item.text);
      return file;
    });
    const args =
      cases[0]?.kind === 'port' ? ['format-manifest', '--all'] : ['format-manifest', ...files];
    const done = spawnSync(vcpkg, args, {
      cwd: root,
      env: { ...process.env, VCPKG_ROOT: root, VCPKG_DISABLE_METRICS: '1' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (done.error) throw new Error(`the vcpkg oracle did not run: ${done.error.message}`);
    const lines = `${done.stdout}\n${done.stderr}`.split('\n');
    const decided = new Map<number, VcpkgFormatted>();
    files.forEach((file, index) => {
      const given = cases[index] as FormatCase;
      const dir = path.dirname(file);
      const messages = lines.filter(
        (line) => line.startsWith(`${file}:`) || line.startsWith(`${dir}:`),
      );
      const rejected = messages.some((line) => / error: /.test(line));
      const text = readFileSync(file, 'utf8');
      // Written, or already canonical and not named: the same bytes back are accepted when the run ended well.
      const accepted = !rejected && (text !== given.text || done.status === 0);
      if (rejected || accepted) decided.set(index, { accepted, text, messages });
    });
    return decided;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
