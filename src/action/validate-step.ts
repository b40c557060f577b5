import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { FileToCheck } from '../files/file-to-check.js';
import type { FileReport } from '../report/file-report.js';
import { globFiles } from '../files/glob-files.js';
import { skippedFoldersHint } from '../files/skipped-directory.js';
import type { RunInterrupts } from '../run/interrupts.js';
import { resolveFileToWrite } from '../files/input-path.js';
import { inGitDirectory, isInside } from '../files/outside-root.js';
import { realPath } from '../files/fs-errors.js';
import { holdEnd, type HeldEnd } from '../report/held-end.js';
import { SchemaSettingError, type SchemaSettings } from '../run/schemas/load-schemas.js';
import { schemaRefArgument } from '../run/schemas/load-schema-file.js';
import type { Interruption } from '../report/interruption.js';
import { runValidation, type FilesToCheck } from '../run/run-validation.js';
import { selectShard } from '../files/shard.js';
import { laterFormsNote } from '../run/later-forms-note.js';
import { jsonQuoted } from '../util/control-characters.js';
import { reportKeeper, type KeptReports } from '../report/kept-reports.js';
import { quantity } from '../util/quantity.js';
import type { Summary } from '../report/totals.js';
import { ActionInputError } from './inputs.js';
import { openReportFiles } from './report-files.js';
import type { ValidateSettings } from './validate-settings.js';
import { onlyChanged } from './changed-only.js';
import { checkedFileNames } from '../run/checked-files.js';

/** Where the step runs, from the runner's environment and event. */
export interface StepEnvironment {
  /** The checkout: patterns, paths and annotations are relative to it. */
  workspace: string;
  /** Where the JSON report goes. */
  runnerTemp: string;
  /** Base and head commits when the event is a pull request. */
  pullRequest?: { base: string; head: string };
  toolVersion: string;
  /** Signals as noted elsewhere; by default the run watches SIGINT and SIGTERM itself. */
  interrupts?: RunInterrupts;
}

/** What the step found and wrote: the reports it kept for the log (the JSON report has all). */
export interface ValidateOutcome extends KeptReports {
  summary: Summary;
  /** The JSON report, in the CLI's JSON shape. */
  reportPath: string;
  /** The SARIF log, when asked for. */
  sarifPath?: string;
  /** Things the user should know that are not problems in a file. */
  warnings: string[];
  /** Which files were checked and why, for the log. */
  notes: string[];
  /** Notices for the run, each once: that `profile: current` checks manifests of today's vcpkg. */
  notices: string[];
  /** Set when a signal stopped the run: the reports hold the files checked before it. */
  interrupted?: Interruption;
  /** With `format: check`: how many files are not in vcpkg's canonical form. */
  unformatted?: number;
}

/** Selects the files, checks them and writes the reports; no @actions here. */
export async function validateStep(
  settings: ValidateSettings,
  environment: StepEnvironment,
): Promise<ValidateOutcome> {
  const warnings: string[] = [];
  const notes: string[] = [];
  const keeper = reportKeeper();
  let unformatted = 0;
  const keep = {
    file: (report: FileReport) => {
      keeper.add(report);
      if (report.problems.some((problem) => problem.rule === 'canonical-form')) unformatted++;
    },
    end: () => {},
  };
  // A registry that cannot be one fails the step before any file is checked.
  const registry = registryFolder(settings.versionsRegistry, environment.workspace);
  let opened:
    { reportPath: string; sarifPath?: string; held?: HeldEnd; abandon: () => void } | undefined;
  const run = await runValidation({
    schemas: schemaSettings(settings, environment.workspace),
    files: () => filesToCheck(settings, environment, notes, warnings),
    check: {
      strict: settings.strict,
      profile: settings.profile,
      manifestKind: settings.manifestKind,
      errorsOnly: false,
      maxFileSize: settings.maxFileSize,
      // The job summary shows each change: the texts are kept for it.
      ...(settings.formatCheck ? { canonicalForm: { mode: 'check', keepTexts: true } } : {}),
    },
    sinks: async () => {
      // The JSON report in a folder of its own; the SARIF log where `sarif-file` says.
      const { sarifFile } = settings;
      const sarifPath = sarifFile === undefined ? undefined : sarifFilePath(sarifFile, environment);
      const folder = await mkdtemp(path.join(environment.runnerTemp, 'manifest-check-'));
      const paths = { reportPath: path.join(folder, 'report.json'), sarifPath };
      const files = openReportFiles(paths, environment.toolVersion);
      const sinks = [...files.sinks, keep];
      // With `versions: check` the registry's reports join the same documents before they end.
      const held = registry === undefined ? undefined : holdEnd(sinks);
      opened = { ...paths, held, abandon: () => files.abandon() };
      return { sinks: held?.sinks ?? sinks, abandon: opened.abandon };
    },
    interrupts: environment.interrupts,
  }).catch((error: unknown) => {
    // Each setting is the input of its name, but `refs`: `schema-refs`.
    throw error instanceof SchemaSettingError
      ? new ActionInputError(error.input === 'refs' ? 'schema-refs' : error.input, error.message)
      : error;
  });
  // The run opens its sinks before it checks a file, so a run that ended has its paths.
  if (opened === undefined) throw new Error('the run ended without opening its reports');
  const { reportPath, sarifPath, held, abandon } = opened;
  const summary =
    registry === undefined || held === undefined
      ? run.summary
      : await checkRegistryToo(registry, settings, environment, { held, abandon }, run.interrupted);
  return {
    ...keeper.kept,
    summary,
    reportPath,
    sarifPath,
    warnings,
    notes,
    notices: run.laterForms ? [laterFormsNote(run.laterForms, 'action')] : [],
    interrupted: run.interrupted,
    ...(settings.formatCheck ? { unformatted } : {}),
  };
}

/**
 * `versions: check`: the registry's reports handed to the documents after the manifests', which
 * ends them; the totals of both. Nothing is checked after a signal. A registry that cannot be
 * checked fails the step, its documents dropped.
 */
async function checkRegistryToo(
  root: string,
  settings: ValidateSettings,
  environment: StepEnvironment,
  { held, abandon }: { held: HeldEnd; abandon: () => void },
  interrupted: Interruption | undefined,
): Promise<Summary> {
  if (interrupted !== undefined) return held.release([]);
  // Loaded only for this input: a validation's start-up is without it.
  const [{ runVersions }, { RegistryFolderError }, { BaseReadError }] = await Promise.all([
    import('../run/run-versions.js'),
    import('../files/registry-files.js'),
    import('../files/git-base.js'),
  ]);
  try {
    const { reports } = await runVersions({
      folders: {
        root,
        ports: path.join(root, 'ports'),
        versions: path.join(root, 'versions'),
      },
      deep: false,
      fix: false,
      // On a pull request, the change rules too, against its base.
      ...(environment.pullRequest && { base: environment.pullRequest.base }),
      maxFileSize: settings.maxFileSize,
      errorsOnly: false,
    });
    // Annotations and the documents name files relative to the workspace, as the globs do.
    const shown = reports.map((report) => ({
      ...report,
      file: path.relative(environment.workspace, report.file) || report.file,
    }));
    return held.release(shown);
  } catch (error) {
    abandon();
    if (error instanceof RegistryFolderError) throw new ActionInputError('registry', error.message);
    // The pull request's base is needed to check the change: fetch-depth: 0 brings it.
    if (error instanceof BaseReadError)
      throw new ActionInputError(
        'versions',
        `${error.message}; the change rules of a pull request read its base commit: check out with fetch-depth: 0`,
      );
    throw error;
  }
}

/** The registry's folder, resolved: it must lead (links followed) to a folder in the workspace. */
function registryFolder(given: string | undefined, workspace: string): string | undefined {
  if (given === undefined) return undefined;
  const real = realPath(path.resolve(workspace, given));
  const workspaceReal = realPath(workspace);
  if (!real.ok)
    throw new ActionInputError(
      'registry',
      `cannot find ${JSON.stringify(given)} in the workspace (${real.reason})`,
    );
  if (
    !workspaceReal.ok ||
    !isInside(workspaceReal.path, real.path) ||
    inGitDirectory(workspaceReal.path, real.path)
  )
    throw new ActionInputError(
      'registry',
      `${JSON.stringify(given)} leads to ${real.path}, outside the workspace ${workspace} or into its .git; expected a folder of the workspace`,
    );
  return path.join(workspace, path.relative(workspaceReal.path, real.path));
}

/**
 * The files the inputs select: those the patterns match, then those the pull request changed
 * (`changed-only`), then this job's shard. Notes and warnings say which and why.
 */
async function filesToCheck(
  settings: ValidateSettings,
  environment: StepEnvironment,
  notes: string[],
  warnings: string[],
): Promise<FilesToCheck> {
  const { workspace } = environment;
  const found = globFiles(workspace, settings.patterns, checkedFileNames(settings.profile));
  if (settings.explicitFiles && found.unmatched.length > 0)
    throw new ActionInputError(
      'files',
      `${found.unmatched.map((pattern) => JSON.stringify(pattern)).join(', ')} matched no file in ${workspace}${skippedFoldersHint(found.unreadable)}`,
    );
  let files = found.files;
  // Quoted, so that a CR or a bidi control in a pattern shows as its escape.
  const patterns = settings.patterns.map(jsonQuoted).join(', ');
  notes.push(
    `${quantity(files.length, 'file')} ${files.length === 1 ? 'matches' : 'match'} ${patterns}`,
  );
  if (settings.changedOnly)
    files = await onlyChanged(files, settings.profile, environment, notes, warnings);
  if (settings.shard) {
    files = selectShard(files, settings.shard);
    notes.push(
      `shard ${settings.shard.index}/${settings.shard.count}: ${quantity(files.length, 'file')}`,
    );
  }
  if (found.files.length === 0) warnings.push(`no file matches ${settings.patterns.join(', ')}`);
  const root = { path: workspace, name: 'the workspace' };
  // One listed as a regular file is opened refusing links, not looked at first.
  const toCheck = files.map((file): FileToCheck => ({
    path: path.join(workspace, file),
    shownAs: file,
    root,
    listedAsFile: !found.notRegular.has(file),
  }));
  // What the search could not go through is reported once, by the first shard, not by each.
  const notSearched = settings.shard && settings.shard.index > 1 ? [] : found.unreadable;
  return { files: toCheck, unreadable: notSearched };
}

/**
 * The schema inputs: the `schema` file read like a manifest, inside the workspace with links
 * followed; so are the `schema-refs` files and the siblings its `$ref`s name.
 */
function schemaSettings(settings: ValidateSettings, workspace: string): SchemaSettings {
  const { schema } = settings;
  const given = (file: string) => ({ path: path.resolve(workspace, file), shownAs: file });
  return {
    schema: schema === undefined ? undefined : { ...given(schema), named: `the schema ${schema}` },
    refs: settings.schemaRefs.map((ref) => {
      const { path: file, uri } = schemaRefArgument(ref);
      return uri === undefined ? given(file) : { ...given(file), uri };
    }),
    manifestSchemas: settings.manifestSchemas.map(given),
    vcpkgChecks: settings.vcpkgChecks,
    fromManifest: settings.schemaFromManifest,
    reading: {
      maxFileSize: settings.maxFileSize,
      inside: [{ path: workspace, name: 'the workspace' }],
      refOption: 'schema-refs',
      manifestOption: 'manifest-schemas',
      fromManifestOption: 'schema-from-manifest: true',
    },
  };
}

/** Where `sarif-file` is written: inside the workspace or the runner's temporary directory. */
function sarifFilePath(file: string, { workspace, runnerTemp }: StepEnvironment): string {
  const given = path.resolve(workspace, file);
  // The temporary directory only for a path written there: a link in the workspace may not lead to it.
  const roots = isInside(path.resolve(runnerTemp), given)
    ? [{ path: runnerTemp, name: "the runner's temporary directory" }]
    : [{ path: workspace, name: 'the workspace' }];
  const resolved = resolveFileToWrite(given, `the SARIF file ${file}`, roots);
  if (!resolved.ok) throw new ActionInputError('sarif-file', resolved.message);
  return resolved.path;
}
