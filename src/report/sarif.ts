import path from 'node:path';
import type { ArtifactLocation, Log, Notification, ReportingDescriptor, Result } from 'sarif';
import { escapeBidiControls } from '../util/control-characters.js';
import type { FileReport } from './file-report.js';
import { describeInterruption, type Interruption } from './interruption.js';
import type { Problem, RuleId } from '../manifest/problems/problem.js';
import { cutAroundArray, prettyArrayWriter } from './json-stream.js';
import type { ReportSink } from './report-sink.js';
import { RULES, RULE_IDS } from '../manifest/problems/rules.js';
import { nodeCrypto } from '../util/node-crypto.js';

/** What the log says about the tool that made it. */
export interface SarifOptions {
  /** The version of manifest-check, for `tool.driver.version`. */
  toolVersion: string;
  /** Where the tool is documented, for `tool.driver.informationUri`; left out when not given. */
  informationUri?: string;
}

/** The schema the log names: the SARIF 2.1.0 schema at SchemaStore, the address GitHub documents. */
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The base of relative file URIs: the root of the sources, which code scanning resolves. */
const SOURCE_ROOT_ID = '%SRCROOT%';
/** The name of our partial fingerprint; its version changes whenever what is hashed changes. */
const FINGERPRINT_NAME = 'manifestCheckProblemHash/v1';

/**
 * Most results in the log's run: GitHub code scanning rejects a whole log with more. Results past
 * it are counted in a warning notification of the run's invocation.
 */
export const SARIF_RESULTS_PER_RUN = 25_000;

/**
 * The reports as one SARIF 2.1.0 log with one run. Every rule is listed, so a rule's `ruleIndex`
 * is the same in every log. At most {@link SARIF_RESULTS_PER_RUN} results; the run counts the rest.
 */
export function toSarif(
  reports: FileReport[],
  options: SarifOptions,
  interrupted?: Interruption,
): Log {
  const results = reports.flatMap(fileResults);
  const log = sarifLog(results.slice(0, SARIF_RESULTS_PER_RUN), options);
  return withInvocation(log, results.length - SARIF_RESULTS_PER_RUN, interrupted);
}

function sarifLog(results: Result[], options: SarifOptions): Log {
  const { toolVersion: version, informationUri } = options;
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'manifest-check',
            version,
            ...(informationUri === undefined ? {} : { informationUri }),
            rules: RULE_IDS.map(ruleDescriptor),
          },
        },
        // Our columns count UTF-16 code units, as editors and JavaScript strings do.
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

/** The log with an invocation when `leftOut` results were not listed or a signal cut the run. */
function withInvocation(log: Log, leftOut: number, interrupted?: Interruption): Log {
  const run = log.runs[0];
  if ((leftOut <= 0 && interrupted === undefined) || run === undefined) return log;
  const notifications: Notification[] = [];
  if (leftOut > 0) {
    const text = `${leftOut} more ${leftOut === 1 ? 'result is' : 'results are'} not in this log: GitHub code scanning accepts at most ${SARIF_RESULTS_PER_RUN} results in a run. The JSON report has every problem.`;
    notifications.push({ level: 'warning', message: { text } });
  }
  if (interrupted !== undefined)
    notifications.push({ level: 'error', message: { text: describeInterruption(interrupted) } });
  // After `results`, so the text before them stays the same whatever the invocation says.
  run.invocations = [
    {
      executionSuccessful: interrupted === undefined,
      ...(interrupted === undefined ? {} : { exitSignalName: interrupted.signal }),
      toolExecutionNotifications: notifications,
    },
  ];
  return log;
}

/**
 * Writes exactly `JSON.stringify(toSarif(reports, options, interrupted), null, 2)` and a newline,
 * a file at a time, handing `write` chunks of about 16 KB; the last chunk is written by `end`.
 */
export function sarifLogWriter(write: (text: string) => void, options: SarifOptions): ReportSink {
  const cut = (leftOut: number, interrupted?: Interruption) =>
    cutAroundArray(
      withInvocation(sarifLog([], options), leftOut, interrupted),
      (log) => log.runs[0]?.results,
    );
  const results = prettyArrayWriter(write, cut(0).head);
  let count = 0;
  return {
    file: (report) => {
      // Past the limit only counted: no hash, no result made.
      if (count >= SARIF_RESULTS_PER_RUN || report.problems.length === 0)
        return void (count += report.problems.length);
      for (const result of fileResults(report))
        if (count++ < SARIF_RESULTS_PER_RUN) results.item(result);
    },
    end: (_summary, interrupted) =>
      results.end(cut(count - SARIF_RESULTS_PER_RUN, interrupted).tail),
  };
}

function ruleDescriptor(rule: RuleId): ReportingDescriptor {
  const { shortDescription, fullDescription, fix, severity } = RULES[rule];
  return {
    id: rule,
    shortDescription: { text: shortDescription },
    fullDescription: { text: fullDescription },
    help: { text: `${fullDescription} ${fix}` },
    defaultConfiguration: { level: severity },
  };
}

function fileResults(report: FileReport): Result[] {
  const occurrences = new Map<string, number>();
  return report.problems.map((problem) => {
    const hash = problemHash(report.file, problem);
    const occurrence = (occurrences.get(hash) ?? 0) + 1;
    occurrences.set(hash, occurrence);
    const { rule, line, column, endLine, endColumn } = problem;
    return {
      ruleId: rule,
      ruleIndex: RULE_IDS.indexOf(rule),
      // Our two severities are SARIF levels of the same name.
      level: problem.severity,
      // Code scanning shows the text as it is: a bidi control in it is shown as its escape.
      message: { text: escapeBidiControls(problem.message) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: artifactLocation(report.file),
            // Both are 1-based with an exclusive end column, so the span is the region as is.
            region: { startLine: line, startColumn: column, endLine, endColumn },
          },
        },
      ],
      partialFingerprints: { [FINGERPRINT_NAME]: `${hash}:${occurrence}` },
    };
  });
}

/**
 * What identifies a problem across runs: its rule, file and JSON Pointer, not its line, so that
 * editing elsewhere in the file keeps it; the caller numbers problems that share a hash.
 */
function problemHash(file: string, problem: Problem): string {
  return nodeCrypto()
    .createHash('sha256')
    .update([problem.rule, file, problem.pointer].join('\u0000'))
    .digest('hex');
}

/**
 * Where a reported file is: a relative path becomes a relative URI below `%SRCROOT%`, an absolute
 * one a `file:` URI. Each segment is percent-encoded (spaces, `%`, `#`, `?`, non-ASCII, …).
 */
function artifactLocation(file: string): ArtifactLocation {
  const segments = file.split(path.sep).map(encodeSegment).join('/');
  if (!path.isAbsolute(file)) return { uri: segments, uriBaseId: SOURCE_ROOT_ID };
  // A Windows path (`C:/…`) needs the slash a POSIX one (`/…`) already starts with.
  return { uri: `file://${segments.startsWith('/') ? '' : '/'}${segments}` };
}

/** `toWellFormed` because encodeURIComponent throws on a lone surrogate. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment.toWellFormed());
}
