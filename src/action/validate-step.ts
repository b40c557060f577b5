import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { changedFiles } from '../files/changed-files.js';
import {
  checkFiles,
  unreadableReport,
  type FileReport,
  type FileToCheck,
} from '../files/check-files.js';
import { globFiles } from '../files/glob-files.js';
import { loadSchemaFile } from '../files/load-schema.js';
import { selectShard } from '../files/shard.js';
import { writeFileAtomic } from '../files/write-file-atomic.js';
import { toJsonReport } from '../report/json.js';
import { toSarif } from '../report/sarif.js';
import { addToSummary, EMPTY_SUMMARY, type Summary } from '../report/summary.js';
import { ActionInputError } from './input-error.js';
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
}

/** What the step found and wrote. */
export interface ValidateOutcome {
  reports: FileReport[];
  summary: Summary;
  /** The JSON report, in the CLI's JSON shape. */
  reportPath: string;
  /** The SARIF log, when asked for. */
  sarifPath?: string;
  /** Things the user should know that are not problems in a file. */
  warnings: string[];
  /** Which files were checked and why, for the log. */
  notes: string[];
}

/** Selects the files, checks them and writes the reports; no @actions here. */
export async function validateStep(
  settings: ValidateSettings,
  environment: StepEnvironment,
): Promise<ValidateOutcome> {
  const { workspace } = environment;
  const warnings: string[] = [];
  const notes: string[] = [];
  const schema =
    settings.schema === undefined ? undefined : await loadSchema(settings.schema, workspace);
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

  const reports: FileReport[] = found.unreadable.map(({ path: directory, reason }) =>
    unreadableReport(directory, `cannot read the directory: ${reason}`),
  );
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
  for (const report of checkFiles(toCheck, options)) reports.push(report);
  const summary = reports.reduce(addToSummary, EMPTY_SUMMARY);

  const reportDirectory = await mkdtemp(path.join(environment.runnerTemp, 'manifest-check-'));
  const reportPath = path.join(reportDirectory, 'report.json');
  await writeFileAtomic(reportPath, `${JSON.stringify(toJsonReport(reports, summary), null, 2)}\n`);
  let sarifPath: string | undefined;
  if (settings.sarifFile !== undefined) {
    sarifPath = path.resolve(workspace, settings.sarifFile);
    const sarif = toSarif(reports, { toolVersion: environment.toolVersion });
    await writeFileAtomic(sarifPath, `${JSON.stringify(sarif, null, 2)}\n`);
  }
  return { reports, summary, reportPath, sarifPath, warnings, notes };
}

async function loadSchema(file: string, workspace: string) {
  const loaded = await loadSchemaFile(path.resolve(workspace, file), file);
  if (!loaded.ok) throw new ActionInputError('schema', loaded.message);
  return loaded.schema;
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
  const kept = files.filter((file) => changed.files.has(file));
  notes.push(`changed-only: ${kept.length} of them changed in the pull request`);
  return kept;
}
