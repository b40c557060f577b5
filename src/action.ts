/**
 * The GitHub Action adapter: inputs in, core computes, reporters render, outputs out. With
 * action/log.ts, the only file that knows @actions/*; `run()` owns all error handling and fails
 * the step at most once. Everything it prints goes through action/log.ts.
 */
import os from 'node:os';
import * as core from '@actions/core';
import packageJson from '../package.json' with { type: 'json' };
import { RequestOptionsError, endpoint } from './endpoint/index.js';
import type { RouteProblem } from './endpoint/routes/index.js';
import { ActionInputError, readChoice, type InputReader } from './action/inputs.js';
import { logAnnotation, logFailure, logInfo, logUntrusted } from './action/log.js';
import { readValidateSettings, type ValidateSettings } from './action/validate-settings.js';
import { validateStep, type ValidateOutcome } from './action/validate-step.js';
import { planAnnotations } from './report/annotations.js';
import { DIFF_BYTES_KEPT_PER_RUN, PROBLEMS_KEPT_PER_RUN } from './report/kept-reports.js';
import { SARIF_RESULTS_PER_RUN } from './report/sarif.js';
import { formatJobSummary } from './report/job-summary.js';
import { describeInterruption } from './report/interruption.js';
import { describeSummary } from './report/totals.js';
import { formatFileText, painter } from './report/text.js';
import { quantity } from './util/quantity.js';

/** What the action can do. */
export const COMMANDS = ['validate', 'request'] as const;

const readInput: InputReader = (name, options) =>
  core.getInput(name, { trimWhitespace: options?.raw !== true });

/** Runs the step. Never throws: a failure is one setFailed line, without a stack trace. */
export async function run(): Promise<void> {
  try {
    const command = readChoice(readInput, 'command', COMMANDS, 'validate');
    if (command === 'request') await runRequest();
    else await runValidate(readValidateSettings(readInput));
  } catch (error) {
    if (error instanceof ActionInputError || error instanceof RequestOptionsError)
      logFailure(error.message);
    else logFailure(`internal error: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function runRequest(): Promise<void> {
  // Masked first, before reading any other input could print an error.
  const token = readInput('token');
  if (token !== '') core.setSecret(token);
  // Loaded when used: a validate step, the common one, starts faster without them.
  const request = await import('./action/request-settings.js');
  const settings = request.readRequestSettings(readInput);
  const { target, api } = settings;
  const defaultBaseUrl = process.env.GITHUB_API_URL || undefined;
  // The route catalogue is loaded only to check or to find an operation.
  const loadRoutes = () => import('./endpoint/routes/index.js');
  const routes = settings.routeCheck || 'operation' in target ? await loadRoutes() : undefined;
  if (routes !== undefined && api !== undefined && !routes.apiNames().includes(api))
    throw new ActionInputError('api', routes.unknownApiProblem(api).message);
  const found =
    'route' in target
      ? target
      : (await loadRoutes()).operationRoute(target.operation, {
          api,
          baseUrl: settings.baseUrl ?? defaultBaseUrl,
        });
  if ('problem' in found) throw new ActionInputError('operation', found.problem.message);
  const { route } = found;
  const given = request.requestOptions(route, settings, await currentRepository(), defaultBaseUrl);
  // Built first, so options that cannot make a request fail the step before any check.
  const options = endpoint(route, given);
  if (settings.routeCheck && routes !== undefined) {
    const problems = routes.checkRequest(route, given, { api });
    const say = (problem: RouteProblem) => {
      const unknown = problem.rule === 'unknown-route' ? ROUTE_CHECK_OFF : '';
      return `input '${request.inputOfProblem(problem, settings)}': ${problem.message}${unknown}`;
    };
    for (const warning of problems.filter((problem) => problem.severity === 'warning'))
      logAnnotation('warning', say(warning));
    // One line each; the last fails the step, and no output is set.
    const errors = problems.filter((problem) => problem.severity === 'error').map(say);
    const last = errors.pop();
    for (const error of errors) logAnnotation('error', error);
    if (last !== undefined) return logFailure(last);
  }
  request.checkPlaceholdersFilled(route, given);
  for (const [name, value] of Object.entries(request.requestOutputs(options)))
    core.setOutput(name, value);
  // Workflow commands are on here, and a url can hold `##[` (`{#frag}`, `{+path}`).
  logInfo(request.requestLogLine(options));
}

/** Added to an unknown route's error: how to build a route the description lacks. */
const ROUTE_CHECK_OFF = ' (route-check: off builds a route the description lacks)';

async function runValidate(settings: ValidateSettings): Promise<void> {
  const outcome = await validateStep(settings, {
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: process.env.RUNNER_TEMP || os.tmpdir(),
    // changed-only, and the change rules of versions: check, compare with the pull request's base.
    pullRequest:
      settings.changedOnly || settings.versionsRegistry !== undefined
        ? await pullRequestCommits()
        : undefined,
    toolVersion: packageJson.version,
  });
  // The outputs first: whatever happens to the log or the summary, the step says what it found.
  const { summary, reports, leftOut, diffsLeftOut } = outcome;
  core.setOutput('valid', String(summary.errors === 0 && outcome.interrupted === undefined));
  core.setOutput('files', String(summary.files));
  core.setOutput('errors', String(summary.errors));
  core.setOutput('warnings', String(summary.warnings));
  core.setOutput('report', outcome.reportPath);
  if (outcome.unformatted !== undefined) core.setOutput('unformatted', String(outcome.unformatted));
  for (const note of outcome.notes) logInfo(note);
  for (const warning of outcome.warnings) logAnnotation('warning', warning);
  for (const notice of outcome.notices) logAnnotation('notice', notice);
  logUntrusted(reports.map((report) => formatFileText(report, painter(false))).join(''));
  if (leftOut.files > 0) logInfo(describeNotLogged(outcome));
  if (diffsLeftOut > 0) logInfo(describeDiffsNotLogged(diffsLeftOut));
  logInfo(describeSummary(summary));
  const moreAt = placesOfEveryProblem(outcome);
  if (settings.annotations) {
    const plan = planAnnotations(reports, { moreAt: ['the job summary', ...moreAt], leftOut });
    for (const { severity, message, properties } of plan)
      logAnnotation(severity, message, properties);
  }
  if (process.env.GITHUB_STEP_SUMMARY) {
    const options = { moreAt, leftOut, diffsLeftOut };
    await core.summary.addRaw(formatJobSummary(reports, summary, options)).write();
  }
  const failing = { error: summary.errors, warning: summary.errors + summary.warnings, never: 0 };
  if (outcome.interrupted)
    logFailure(
      `${describeInterruption(outcome.interrupted)}; the reports hold the files checked before it, and say they are partial`,
    );
  else if (failing[settings.failOn] > 0) logFailure(describeSummary(summary));
}

/** `12 more problems in 3 files are not listed in this log …`, when the run kept no more. */
function describeNotLogged(outcome: ValidateOutcome): string {
  const { files, errors, warnings } = outcome.leftOut;
  const problems = errors + warnings;
  return `${quantity(problems, 'more problem')} in ${quantity(files, 'file')} ${problems === 1 ? 'is' : 'are'} not listed in this log, which lists about the first ${PROBLEMS_KEPT_PER_RUN}; ${JSON_REPORT_PLACE} has every problem.`;
}

/** `3 more diffs are not shown in this log …`, when their texts passed the run's budget. */
function describeDiffsNotLogged(count: number): string {
  return `${quantity(count, 'diff')} to vcpkg's canonical form ${count === 1 ? 'is' : 'are'} left out of this log and the job summary, which keep about ${DIFF_BYTES_KEPT_PER_RUN} bytes of the files' texts; manifest-check format --diff prints them.`;
}

const JSON_REPORT_PLACE = "the JSON report (the step's report output)";

/** Where every problem can be read, for the notices that say not all are shown. */
function placesOfEveryProblem({ sarifPath, summary }: ValidateOutcome): string[] {
  // A SARIF log lists at most SARIF_RESULTS_PER_RUN results, as GitHub accepts no more.
  const sarifHasAll = summary.errors + summary.warnings <= SARIF_RESULTS_PER_RUN;
  const sarif = sarifPath && sarifHasAll ? [`the SARIF file ${sarifPath}`] : [];
  return [JSON_REPORT_PLACE, ...sarif];
}

async function pullRequestCommits(): Promise<{ base: string; head: string } | undefined> {
  const github = await import('@actions/github');
  const pullRequest = github.context.payload.pull_request as
    { base?: { sha?: unknown }; head?: { sha?: unknown } } | undefined;
  const base = pullRequest?.base?.sha;
  const head = pullRequest?.head?.sha;
  return typeof base === 'string' && typeof head === 'string' ? { base, head } : undefined;
}

async function currentRepository(): Promise<{ owner: string; repo: string } | undefined> {
  if (!process.env.GITHUB_REPOSITORY?.includes('/')) return undefined;
  const github = await import('@actions/github');
  return github.context.repo;
}
