import { autoColor } from './cli/color.js';
import { EXIT } from './cli/exit.js';
import { standardOutput } from './cli/standard-output.js';
import { standardOutputIsTerminal } from './cli/terminal.js';
import { standardInput } from './files/standard-input.js';
import { runCli } from './cli/run.js';
import { tuneV8ForRun } from './cli/v8-tuning.js';
import { neutraliseCommands } from './report/workflow-commands.js';

// Written synchronously, without process.stdout and process.stderr (standard-output.ts says why).
const output = standardOutput();

// No top-level await: it makes the entry an async module, about 4 ms of each run, and the bundle
// is CommonJS (scripts/build.js says why).
runCli(process.argv.slice(2), {
  stdout: output.stdout,
  stderr: output.stderr,
  whenWritten: output.whenWritten,
  readStdin: async () => (await import('node:stream/consumers')).text(process.stdin),
  stdinStream: standardInput,
  color: autoColor({ isTTY: standardOutputIsTerminal(), env: process.env }),
  tune: tuneV8ForRun,
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    // A bug of ours, not the user's input: one line, no stack trace, and a status that says so.
    const message = String((error as Error).message ?? error);
    const reason = neutraliseCommands(message).replace(/\s+/g, ' ');
    output.stderr(`manifest-check: internal error: ${reason}\n`);
    process.exitCode = EXIT.usage;
  },
);
