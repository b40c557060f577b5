import { lstatSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { changedFiles } from '../files/changed-files.js';
import type { FileReport, FileToCheck } from '../files/check-files.js';
import { globFiles } from '../files/glob-files.js';
import type { Interrupts } from '../files/interrupts.js';
import { resolveFileToWrite } from '../files/input-path.js';
import {
  declaredSchemaReports,
  declaredSchemaSet,
  loadRegisteredSchemas,
  type DeclaredSchemas,
} from '../files/declared-schemas.js';
import { loadSchemaFile } from '../files/load-schema.js';
import { withVcpkgChecks, type ManifestSchema } from '../manifest/compile.js';
import { isInside } from '../files/outside-root.js';
import { runChecks, searchReports } from '../files/run-checks.js';
import { selectShard } from '../files/shard.js';
import { reportKeeper, type LeftOut } from '../report/kept-reports.js';
import type { Summary } from '../report/summary.js';
import { ActionInputError } from './input-error.js';
import { openReportFiles } from './report-files.js';
import type { ValidateSettings } from './validate-settings.js';

/** Where the step runs, from the runner's environment and event. */
export interface StepEnvironment {
  /** The checkout: patterns, paths and annotations are relative to it. */
  workspace: string;
  /** Where the JSON report goes. */
  runnerTemp: string;
  /** Base and head commits when the event is a pull request. */
  pullRequest?: { base: string; head: string };
  toolVersion: string;
  /** Signals noted while checking: after one, no more files are checked. */
  interrupts?: Pick<Interrupts, 'signal' | 'pause'>;
}

/** What the step found and wrote. */
export interface ValidateOutcome {
  /**
   * The reports of files with problems, in the order checked, until the run held
   * PROBLEMS_KEPT_PER_RUN problems; `leftOut` counts the rest. The JSON report has every file.
   */
  reports: FileReport[];
  leftOut: LeftOut;
  summary: Summary;
  /** The JSON report, in the CLI's JSON shape. */
  reportPath: string;
  /** The SARIF log, when asked for. */
  sarifPath?: string;
  /** Things the user should know that are not problems in a file. */
  warnings: string[];
  /** Which files were checked and why, for the log. */
  notes: string[];
  /** Set when a signal stopped the run: the reports hold the files checked before it. */
  interrupted?: { signal: NodeJS.Signals; checked: number; total: number };
}

/** Selects the files, checks them and writes the reports; no @actions here. */
export async function validateStep(
  settings: ValidateSettings,
  environment: StepEnvironment,
): Promise<ValidateOutcome> {
  const { workspace } = environment;
  const warnings: string[] = [];
  const notes: string[] = [];
  const main =
    settings.schema === undefined
      ? undefined
      : await loadSchema(settings.schema, settings, workspace);
  // `vcpkg-checks` runs vcpkg's own checks under a schema that does not say it is vcpkg's.
  const schema = main && settings.vcpkgChecks ? withVcpkgChecks(main.schema) : main?.schema;
  const declared = settings.schemaFromManifest
    ? await declaredSchemas(settings, workspace, main)
    : undefined;
  const found = await globFiles(workspace, settings.patterns);
  if (settings.explicitFiles && found.unmatched.length > 0)
    throw new ActionInputError(
      'files',
      `${found.unmatched.map((pattern) => JSON.stringify(pattern)).join(', ')} matched no file in ${workspace}`,
    );
  let files = found.files;
  notes.push(`${files.length} files match ${settings.patterns.join(', ')}`);
  if (settings.changedOnly) files = await onlyChanged(files, environment, notes, warnings);
  if (settings.shard) {
    files = selectShard(files, settings.shard);
    notes.push(`shard ${settings.shard.index}/${settings.shard.count}: ${files.length} files`);
  }
  if (found.files.length === 0) warnings.push(`no file matches ${settings.patterns.join(', ')}`);

  const options = {
    strict: settings.strict,
    schema,
    errorsOnly: false,
    maxFileSize: settings.maxFileSize,
  };
  const root = { path: workspace, name: 'the workspace' };
  const toCheck = files.map((file): FileToCheck => ({
    path: path.join(workspace, file),
    shownAs: file,
    root,
  }));

  let sarifPath: string | undefined;
  if (settings.sarifFile !== undefined) {
    sarifPath = sarifFilePath(settings.sarifFile, environment);
  }
  const reportDirectory = await mkdtemp(path.join(environment.runnerTemp, 'manifest-check-'));
  const reportPath = path.join(reportDirectory, 'report.json');
  const documents = openReportFiles({
    reportPath,
    sarifPath,
    toolVersion: environment.toolVersion,
  });
  const keeper = reportKeeper();
  const keep = { file: (report: FileReport) => void keeper.add(report), end: () => {} };
  // What the search could not go through is reported once, by the first shard, not by each.
  const notSearched = settings.shard && settings.shard.index > 1 ? [] : found.unreadable;
  const reports =
    declared === undefined
      ? searchReports(notSearched, toCheck, options)
      : declaredSchemaReports(notSearched, toCheck, options, declared);
  let run;
  try {
    run = await runChecks(reports, [...documents.sinks, keep], environment.interrupts);
  } catch (error) {
    documents.abandon();
    throw error;
  }
  const interrupted =
    run.signal === undefined
      ? undefined
      : {
          signal: run.signal,
          // Files, as the CLI counts them: what the search could not go through is no file.
          checked: Math.max(0, run.reported - notSearched.length),
          total: toCheck.length,
        };
  const { reports: kept, leftOut } = keeper.kept;
  return {
    reports: kept,
    leftOut,
    summary: run.summary,
    reportPath,
    sarifPath,
    warnings,
    notes,
    interrupted,
  };
}

/**
 * The `schema` input's file, read like a manifest: inside the workspace, links followed; so
 * are the `schema-refs` files and the siblings its `$ref`s name.
 */
async function loadSchema(
  file: string,
  settings: ValidateSettings,
  workspace: string,
): Promise<{ schema: ManifestSchema; uri?: string }> {
  const loaded = await loadSchemaFile(path.resolve(workspace, file), {
    shownAs: file,
    ...schemaReading(settings, workspace),
  });
  if (!loaded.ok)
    throw new ActionInputError(loaded.input === 'refs' ? 'schema-refs' : 'schema', loaded.message);
  return loaded;
}

/** How the Action reads schema files: inside the workspace, `schema-refs` named as such. */
function schemaReading(settings: ValidateSettings, workspace: string) {
  return {
    maxFileSize: settings.maxFileSize,
    inside: [{ path: workspace, name: 'the workspace' }],
    refs: settings.schemaRefs.map((ref) => ({ path: path.resolve(workspace, ref), shownAs: ref })),
    refOption: 'schema-refs',
  };
}

/** `schema-from-manifest`: the `schema-refs` files by `$id`, and the `schema` file's. */
async function declaredSchemas(
  settings: ValidateSettings,
  workspace: string,
  main: { schema: ManifestSchema; uri?: string } | undefined,
): Promise<DeclaredSchemas> {
  const reading = schemaReading(settings, workspace);
  const registered = await loadRegisteredSchemas(reading.refs, reading, reading.refOption);
  if (!registered.ok) throw new ActionInputError('schema-refs', registered.message);
  return declaredSchemaSet(registered.byUri, main, {
    fallbackName:
      settings.schema === undefined ? 'the built-in schema' : `the schema ${settings.schema}`,
    refOption: reading.refOption,
  });
}

/** Where `sarif-file` is written: inside the workspace or the runner's temporary directory. */
function sarifFilePath(file: string, { workspace, runnerTemp }: StepEnvironment): string {
  const given = path.resolve(workspace, file);
  // The temporary directory only for a path written there: a link in the workspace may not lead to it.
  const inTemp = isInside(path.resolve(runnerTemp), given);
  const roots = inTemp
    ? [{ path: runnerTemp, name: "the runner's temporary directory" }]
    : [{ path: workspace, name: 'the workspace' }];
  const resolved = resolveFileToWrite(given, `the SARIF file ${file}`, roots);
  if (!resolved.ok) throw new ActionInputError('sarif-file', resolved.message);
  return resolved.path;
}

/** On a pull request, only the files it changes; elsewhere, or when git cannot tell, all. */
async function onlyChanged(
  files: string[],
  { workspace, pullRequest }: StepEnvironment,
  notes: string[],
  warnings: string[],
): Promise<string[]> {
  if (pullRequest === undefined) {
    notes.push('changed-only: not a pull request, so every matching file is checked');
    return files;
  }
  const changed = await changedFiles(workspace, pullRequest.base, pullRequest.head);
  if (!changed.ok) {
    warnings.push(
      `changed-only: cannot tell which files the pull request changes (${changed.reason}); every matching file is checked. Check out with fetch-depth: 0 to compare with the base.`,
    );
    return files;
  }
  // A link's target can change while the link does not: links (or what cannot be told) are kept.
  const isLink = (file: string) => {
    try {
      return lstatSync(path.join(workspace, file)).isSymbolicLink();
    } catch {
      return true;
    }
  };
  const kept = files.filter((file) => changed.files.has(file) || isLink(file));
  notes.push(`changed-only: ${kept.length} of them changed in the pull request or are links`);
  return kept;
}
