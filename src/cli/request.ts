import { readFile } from 'node:fs/promises';
import { endpoint } from '../endpoint/index.js';
import { describeFsError } from '../files/find-manifests.js';
import { curlCannotPrint, formatCurl } from '../report/curl.js';
import { UsageError } from './args.js';
import type { BodySource, RequestCommand } from './request-args.js';
import type { CliIo } from './run.js';

/**
 * Builds the request options of a `request` command line and prints them. Throws UsageError for
 * an unreadable body, or a body the method does not send or a curl command cannot carry, and
 * the builder's RequestOptionsError for options that cannot make a request.
 */
export async function runRequest(command: RequestCommand, io: CliIo): Promise<void> {
  const { route, parameters, headers, baseUrl, mediaType, body } = command;
  const data = body === undefined ? undefined : await readBody(body, io);
  const options = endpoint(route, { ...parameters, headers, baseUrl, mediaType, data });
  // Without a body the builder would put `data` in the query string.
  if (body !== undefined && options.body === undefined)
    throw new UsageError(
      `${body.from === 'data' ? '--data' : '--input'} gives a body, but a ${options.method.toUpperCase()} request has none; use a method such as POST`,
    );
  if (command.format === 'json') {
    io.stdout(`${JSON.stringify(options, null, 2)}\n`);
    return;
  }
  const unprintable = curlCannotPrint(options);
  if (unprintable !== undefined)
    throw new UsageError(`--format curl ${unprintable}; use --format json`);
  io.stdout(formatCurl(options));
}

async function readBody(body: BodySource, io: CliIo): Promise<string> {
  if (body.from === 'data') return body.text;
  if (body.from === 'stdin') return io.readStdin();
  return readFile(body.path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read the input ${body.path}: ${describeFsError(error)}`);
  });
}
