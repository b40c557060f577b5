/**
 * The real vcpkg as a test oracle: `../shared/oracles/vcpkg/vcpkg` beside the checkout judges
 * files of three kinds, and says for each whether vcpkg accepts it and what it printed about it.
 *
 * How each kind is judged, in throw-away
 * vcpkg roots under /dev/shm when there is one (vcpkg rewrites every file it accepts, which on a
 * disk is most of the time):
 * - ports: each at `<root>/ports/f<i>/vcpkg.json`, one `vcpkg format-manifest --all` for all of
 *   them (port rules: `name` and one version field required);
 * - projects: each at `<root>/proj/f<i>/vcpkg.json`, one `vcpkg format-manifest <file>...` for all
 *   of them (project rules);
 * - alone, one vcpkg run each: a project with `builtin-baseline`, an embedded configuration or a
 *   vcpkg-configuration.json beside it, in manifest mode (`--x-manifest-root`), where vcpkg also
 *   checks the baseline and merges the configurations; a port with an embedded configuration (a
 *   bad one stops vcpkg in the middle of a batch); every configuration file, beside a `{}`
 *   manifest, in manifest mode.
 * In a batch, accepted means vcpkg rewrote the file and rejected means an `error:` names it. A
 * batch that vcpkg aborts (an internal error, a crash) leaves files neither: for projects, which
 * vcpkg writes in the order given, the first of them is judged alone and the rest batched again;
 * for ports the rest are batched again, halved when a run decides none of them. Alone, rejected
 * also means a non-zero exit status; a configuration is rejected when vcpkg printed an error (or
 * its unprefixed "Failed to parse ..., expected a top-level object.") for it, since vcpkg ignores
 * a bad configuration and exits 0.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The oracle binary, read in place beside the checkout; a user's clone has none. */
export const VCPKG_ORACLE = fileURLToPath(
  new URL('../../../shared/oracles/vcpkg/vcpkg', import.meta.url),
);

export type OracleKind = 'port' | 'project' | 'configuration';

/** One file to judge. */
export interface OracleFile {
  /** Its name in the verdict (any text, unique in one call); vcpkg never sees it. */
  path: string;
  /** Its content, as text (written as UTF-8) or as bytes. */
  text: string | Uint8Array;
  kind: OracleKind;
  /** For a project: the text of a vcpkg-configuration.json beside it (judged together, alone). */
  configuration?: string | Uint8Array;
}

/** What vcpkg made of one file. */
export interface OracleVerdict {
  path: string;
  kind: OracleKind;
  /** vcpkg accepted the file (warnings allowed). */
  accepted: boolean;
  /**
   * Every diagnostic vcpkg printed about the file, its lines joined by `\n`, the file's own path
   * cut off (`1:16: error: Duplicated key ...`, `error: $.name (a package name): ...`), the
   * throw-away root written `ROOT`. A run of its own that failed with nothing printed about it
   * adds `exit status N` or `killed by SIGSEGV`.
   */
  messages: string[];
  /** The exit status of the vcpkg run that judged it (null when vcpkg was killed by a signal). */
  status: number | null;
  /** It was judged in a vcpkg run of its own. */
  alone: boolean;
}

export interface OracleOptions {
  /** The vcpkg binary; VCPKG_ORACLE unless told. */
  vcpkg?: string;
  /** Judge every file in a run of its own (slow: for checking the batches). */
  alone?: boolean;
  /** Where the throw-away roots go: /dev/shm when it exists, else the system's temporary folder. */
  parent?: string;
}

/** The verdicts, in the order of the files given, and how many times vcpkg ran. */
export interface OracleResult {
  verdicts: OracleVerdict[];
  runs: number;
}

const OLD_TIME = new Date('2001-01-01T00:00:00Z');
const CONFIGURATION_KEYS = ['vcpkg-configuration', 'configuration'];

/**
 * Why the oracle cannot judge here, or undefined when it can: the binary is absent, or it does
 * not start (it needs libcurl4: `apt-get install -y libcurl4`).
 */
export function oracleProblem(vcpkg = VCPKG_ORACLE): string | undefined {
  if (!existsSync(vcpkg)) return `no vcpkg oracle at ${vcpkg}`;
  if (!problems.has(vcpkg)) problems.set(vcpkg, startProblem(vcpkg));
  return problems.get(vcpkg);
}

/** What `vcpkg version` said, for each binary asked, when it did not start. */
const problems = new Map<string, string | undefined>();

function startProblem(vcpkg: string): string | undefined {
  const run = spawnSync(vcpkg, ['version'], { cwd: tmpdir(), encoding: 'utf8', env: vcpkgEnv() });
  if (!run.error && run.status === 0 && run.stdout.includes('vcpkg package management program'))
    return undefined;
  const said = run.error ? run.error.message : `${run.stderr}${run.stdout}`.trim() || 'no output';
  const hint = said.includes('libcurl')
    ? ' It needs libcurl4 (apt-get install -y libcurl4).'
    : ' It needs libcurl4 (apt-get install -y libcurl4) and a Linux x86-64 machine.';
  return `the vcpkg oracle ${vcpkg} does not start (exit status ${String(run.status)}): ${said}.${hint}`;
}

function vcpkgEnv(root?: string): NodeJS.ProcessEnv {
  return { ...process.env, ...(root ? { VCPKG_ROOT: root } : {}), VCPKG_DISABLE_METRICS: '1' };
}

const defaultParent = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * Judges every file with the real vcpkg. Throws when the oracle cannot run (oracleProblem says
 * why): a test that calls it wants an answer, never a silent skip.
 */
export function judgeWithVcpkg(
  files: readonly OracleFile[],
  options: OracleOptions = {},
): OracleResult {
  const vcpkg = options.vcpkg ?? VCPKG_ORACLE;
  const problem = oracleProblem(vcpkg);
  if (problem) throw new Error(problem);
  const judge = new Judge(vcpkg, options.parent ?? defaultParent());
  const verdicts = new Map<OracleFile, OracleVerdict>();
  const keep = (list: OracleVerdict[], of: readonly OracleFile[]) =>
    list.forEach((verdict, index) => verdicts.set(of[index] as OracleFile, verdict));
  for (const kind of ['port', 'project'] as const) {
    const ofKind = files.filter((file) => file.kind === kind);
    const alone = ofKind.filter((file) => options.alone || runsAlone(file));
    const batch = ofKind.filter((file) => !alone.includes(file));
    for (const [file, verdict] of judge.batch(batch)) verdicts.set(file, verdict);
    keep(
      alone.map((file) => judge.alone(file)),
      alone,
    );
  }
  const configurations = files.filter((file) => file.kind === 'configuration');
  keep(
    configurations.map((file) => judge.alone(file)),
    configurations,
  );
  return { verdicts: files.map((file) => verdicts.get(file) as OracleVerdict), runs: judge.runs };
}

const asText = (text: string | Uint8Array) =>
  typeof text === 'string' ? text : Buffer.from(text).toString('utf8');

/** The top-level keys of a manifest; when JSON.parse cannot read it, the keys it seems to name. */
function topLevelKeys(file: OracleFile): string[] {
  const text = asText(file.text).replace(/^\uFEFF/, '');
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.keys(value)
      : [];
  } catch {
    return [...text.matchAll(/"([^"\\]*)"\s*:/g)].map((match) => match[1] as string);
  }
}

/**
 * A port with an embedded configuration runs alone: a bad one makes vcpkg stop with an internal
 * error while it rewrites the file. A project with one, with a builtin-baseline or with a
 * configuration beside it runs alone in manifest mode, where vcpkg checks them.
 */
function runsAlone(file: OracleFile): boolean {
  const keys = topLevelKeys(file);
  if (file.kind === 'port') return keys.some((key) => CONFIGURATION_KEYS.includes(key));
  return (
    file.configuration !== undefined ||
    keys.some((key) => key === 'builtin-baseline' || CONFIGURATION_KEYS.includes(key))
  );
}

/** A line that opens a diagnostic: `[<path>[:L:C]: ](internal )?(error|warning|note): ...`. */
const DIAGNOSTIC_START = /^(?:\S*?(?::\d+:\d+)?: )?(?:internal )?(error|warning|note): /;

interface Diagnostic {
  kind: 'error' | 'warning' | 'note' | 'other';
  lines: string[];
}

/** Groups output lines into diagnostics: a line that opens one, then the lines continuing it. */
function groupLines(text: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('Succeeded in formatting')) continue;
    const start = DIAGNOSTIC_START.exec(line);
    const last = diagnostics.at(-1);
    if (start || !last)
      diagnostics.push({ kind: (start?.[1] as Diagnostic['kind']) ?? 'other', lines: [line] });
    else last.lines.push(line);
  }
  return diagnostics;
}

class Judge {
  runs = 0;

  constructor(
    private readonly vcpkg: string,
    private readonly parent: string,
  ) {}

  /** A throw-away vcpkg root, removed after `use`. */
  private withRoot<T>(use: (root: string) => T): T {
    const root = mkdtempSync(path.join(this.parent, 'manifest-check-vcpkg-oracle-'));
    try {
      for (const folder of ['ports', 'scripts', 'proj']) mkdirSync(path.join(root, folder));
      writeFileSync(path.join(root, '.vcpkg-root'), '');
      // Without a tools file, vcpkg's message for a bad builtin-baseline is about the missing file.
      writeFileSync(
        path.join(root, 'scripts', 'vcpkg-tools.json'),
        '{"schema-version": 2, "tools": []}\n',
      );
      return use(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  private run(root: string, args: string[]) {
    this.runs += 1;
    const run = spawnSync(this.vcpkg, args, {
      cwd: root,
      env: vcpkgEnv(root),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.error) throw new Error(`the vcpkg oracle did not run: ${run.error.message}`);
    return { status: run.status, signal: run.signal, output: `${run.stdout}\n${run.stderr}` };
  }

  /** One file in a run of its own: every line vcpkg prints is about it. */
  alone(file: OracleFile): OracleVerdict {
    return this.withRoot((root) => {
      const dir = path.join(root, file.kind === 'port' ? 'ports' : 'proj', 'f');
      mkdirSync(dir, { recursive: true });
      let target = path.join(dir, 'vcpkg.json');
      if (file.kind === 'configuration') {
        writeFileSync(target, '{}\n');
        target = path.join(dir, 'vcpkg-configuration.json');
      } else if (file.configuration !== undefined)
        writeFileSync(path.join(dir, 'vcpkg-configuration.json'), file.configuration);
      writeFileSync(target, file.text);
      const args =
        file.kind === 'port'
          ? ['format-manifest', '--all']
          : ['format-manifest', `--x-manifest-root=${dir}`, path.join(dir, 'vcpkg.json')];
      const run = this.run(root, args);
      const diagnostics = groupLines(run.output);
      // vcpkg's "Failed to parse <path>, expected a top-level object." has no prefix: it drops
      // the configuration as it drops one with errors (a file's, or one beside a project).
      if (file.kind === 'configuration')
        for (const diagnostic of diagnostics)
          if (diagnostic.kind === 'other') diagnostic.kind = 'error';
      if (file.configuration !== undefined)
        for (const diagnostic of diagnostics)
          if (
            diagnostic.kind === 'other' &&
            /^Failed to parse .*vcpkg-configuration\.json/.test(diagnostic.lines[0] ?? '')
          )
            diagnostic.kind = 'error';
      const verdict = this.verdict(file, diagnostics, run.status, target, root, true);
      if (run.status !== 0) {
        if (verdict.messages.length === 0)
          verdict.messages.push(
            run.signal ? `killed by ${run.signal}` : `exit status ${String(run.status)}`,
          );
        verdict.accepted = false;
      }
      return verdict;
    });
  }

  /** Many ports or many projects in one run, and again for the files an aborted run left. */
  batch(files: readonly OracleFile[]): Map<OracleFile, OracleVerdict> {
    const verdicts = new Map<OracleFile, OracleVerdict>();
    if (files.length === 0) return verdicts;
    if (files.length === 1) return verdicts.set(files[0] as OracleFile, this.alone(files[0]!));
    const undecided: OracleFile[] = [];
    this.withRoot((root) => {
      const targets = files.map((file, index) => {
        const dir = path.join(root, file.kind === 'port' ? 'ports' : 'proj', `f${index}`);
        mkdirSync(dir);
        const target = path.join(dir, 'vcpkg.json');
        writeFileSync(target, file.text);
        utimesSync(target, OLD_TIME, OLD_TIME);
        return target;
      });
      const args =
        files[0]?.kind === 'port' ? ['format-manifest', '--all'] : ['format-manifest', ...targets];
      const run = this.run(root, args);
      const byTarget = splitDiagnostics(run.output, targets);
      files.forEach((file, index) => {
        const target = targets[index] as string;
        const verdict = this.verdict(file, byTarget.get(target) ?? [], run.status, target, root);
        const written = statSync(target).mtimeMs > OLD_TIME.getTime();
        if (!verdict.accepted || written) verdicts.set(file, verdict);
        else undecided.push(file);
      });
    });
    if (undecided.length === 0) return verdicts;
    const again = (list: readonly OracleFile[]) =>
      this.batch(list).forEach((verdict, file) => verdicts.set(file, verdict));
    if (files[0]?.kind === 'project') {
      // Projects are written in the order given: the first one left is where vcpkg stopped.
      verdicts.set(undecided[0] as OracleFile, this.alone(undecided[0]!));
      again(undecided.slice(1));
    } else if (undecided.length < files.length) again(undecided);
    else {
      // No progress (`--all` goes in the directory's order): halve until the culprit is alone.
      const half = Math.ceil(undecided.length / 2);
      again(undecided.slice(0, half));
      again(undecided.slice(half));
    }
    return verdicts;
  }

  private verdict(
    file: OracleFile,
    diagnostics: Diagnostic[],
    status: number | null,
    target: string,
    root: string,
    alone = false,
  ): OracleVerdict {
    return {
      path: file.path,
      kind: file.kind,
      accepted: !diagnostics.some((diagnostic) => diagnostic.kind === 'error'),
      messages: diagnostics.map((diagnostic) =>
        diagnostic.lines.map((line) => clean(line, target, root)).join('\n'),
      ),
      status,
      alone,
    };
  }
}

/**
 * Splits a batch run's output by file: a diagnostic belongs to the file (or the file's folder,
 * as vcpkg names a port) its first line starts with, or to none.
 */
function splitDiagnostics(output: string, targets: readonly string[]) {
  const byTarget = new Map<string, Diagnostic[]>();
  const owners = [...targets].sort((a, b) => b.length - a.length);
  for (const diagnostic of groupLines(output)) {
    const first = diagnostic.lines[0] as string;
    const owner = owners.find(
      (target) => first.startsWith(`${target}:`) || first.startsWith(`${path.dirname(target)}:`),
    );
    if (owner) byTarget.set(owner, [...(byTarget.get(owner) ?? []), diagnostic]);
  }
  return byTarget;
}

/** A line as its file's user would read it: `L:C: error: ...`, `error: ...`. */
function clean(line: string, target: string, root: string): string {
  let out = line;
  for (const prefix of [target, path.dirname(target)])
    if (out.startsWith(`${prefix}:`)) {
      out = out.slice(prefix.length + 1).replace(/^ /, '');
      break;
    }
  return out
    .split(`${path.dirname(target)}/`)
    .join('')
    .split(root)
    .join('ROOT');
}
