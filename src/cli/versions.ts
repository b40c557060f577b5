import path from 'node:path';
import { BaseReadError } from '../files/git-base.js';
import { RegistryFolderError } from '../files/registry-files.js';
import { runVersions } from '../run/run-versions.js';
import { addToSummary, EMPTY_SUMMARY } from '../report/totals.js';
import { quantity } from '../util/quantity.js';
import { UsageError } from './args.js';
import { EXIT } from './exit.js';
import type { CliIo } from './io.js';
import { reporter } from './reporter.js';
import { parseVersionsLine, VERSIONS_USAGE } from './versions-args.js';

/**
 * Runs `manifest-check versions ARGS`: prints the help, or checks a registry (fixing it first
 * with --fix). Throws UsageError for a wrong command line or a registry that is none.
 * `writeCommands` prints the github format's own workflow commands.
 */
export async function runVersionsLine(
  args: string[],
  io: CliIo,
  writeCommands: (text: string) => void,
): Promise<number> {
  const request = parseVersionsLine(args);
  if (request.command === 'help') {
    io.stdout(VERSIONS_USAGE);
    return EXIT.ok;
  }
  const { registry } = request;
  // A registry's run reads every port: as long as the runs V8 is tuned for.
  io.tune?.(Number.POSITIVE_INFINITY, 'registry');
  let outcome;
  try {
    outcome = await runVersions({
      folders: {
        root: registry,
        ports: request.ports ?? path.join(registry, 'ports'),
        versions: request.versions ?? path.join(registry, 'versions'),
      },
      deep: request.deep,
      fix: request.fix,
      ...(request.base === undefined ? {} : { base: request.base }),
      maxFileSize: request.maxFileSize,
      errorsOnly: request.quiet,
    });
  } catch (error) {
    const usage = error instanceof RegistryFolderError || error instanceof BaseReadError;
    throw usage ? new UsageError(error.message) : error;
  }
  const sink = reporter(request, io, writeCommands);
  let summary = EMPTY_SUMMARY;
  for (const report of outcome.reports) {
    summary = addToSummary(summary, report);
    sink.file(report);
  }
  sink.end(summary);
  // On standard error: the report on standard output stays the report.
  if (outcome.stopped)
    io.stderr(
      "manifest-check: --fix wrote nothing: as 'vcpkg x-add-version --all', it adds no entry while a port's errors above stop it\n",
    );
  if (outcome.written.length > 0)
    io.stderr(
      `manifest-check: --fix wrote ${quantity(outcome.written.length, 'file')}: ${outcome.written.join(', ')}\n`,
    );
  return summary.errors > 0 ? EXIT.problems : EXIT.ok;
}
