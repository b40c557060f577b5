// Reads what a validator printed on its first warm-up, to show how much work each one did.
import { Buffer } from 'node:buffer';
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';

/** Rejects output that is not manifest-check's JSON report (a crash also exits 1). */
export function checkOursJson(file) {
  return readOursSummary(file) ? null : `printed no manifest-check JSON: ${firstLine(file)}`;
}

/** Rejects output without python-jsonschema.py's closing count line. */
export function checkPythonOutput(file) {
  return /^\d+ files, /.test(lastLine(file)) ? null : `printed no count line: ${lastLine(file)}`;
}

/** Rejects output without sourcemeta's closing "N validated" line. */
export function checkSourcemetaOutput(file) {
  return /^\d+ validated/.test(lastLine(file)) ? null : `printed no count line: ${lastLine(file)}`;
}

/**
 * Rejects output of bench/peers/node-floor.js without its `N files, N valid, N errors` line, or
 * with another number of files than `expectedFiles` (a sanity check that it did the whole job).
 */
export function checkFloorOutput(expectedFiles) {
  return (file) => {
    const match = /^(\d+) files, \d+ valid, \d+ errors$/.exec(lastLine(file));
    if (!match) return `printed no count line: ${lastLine(file)}`;
    const files = Number(match[1]);
    return files === expectedFiles ? null : `found ${files} files, expected ${expectedFiles}`;
  };
}

/** bench/peers/node-floor.js: its one count line. */
export function describeFloorOutput(file) {
  return lastLine(file);
}

/** Rejects output that does not contain `expected`. */
export function checkOutputContains(expected) {
  return (file) =>
    readFileSync(file, 'utf8').includes(expected)
      ? null
      : `printed no "${expected}": ${firstLine(file)}`;
}

/** manifest-check --format json: its summary object. */
export function describeOursJson(file) {
  const summary = readOursSummary(file);
  if (!summary) return 'output is not manifest-check JSON';
  return (
    `${summary.files} files: ${summary.valid} valid, ${summary.invalid} invalid, ` +
    `${summary.errors} errors, ${summary.warnings} warnings`
  );
}

/** The `summary` of manifest-check's JSON report, or null when the output is not one. */
export function readOursSummary(file) {
  try {
    // Stderr shares the file: the run's one note (`manifest-check: note: ...`) is not the report.
    const report = readFileSync(file, 'utf8').replace(/^manifest-check: note: .*\n/gm, '');
    return JSON.parse(report).summary ?? null;
  } catch {
    return null;
  }
}

/**
 * The `summary` of a manifest-check JSON report too large to parse whole (a million entries):
 * the object after the last `"summary":`, read from the end of the file, or null.
 */
export function readOursSummaryTail(file) {
  try {
    const tail = readTail(file, 4096);
    const at = tail.lastIndexOf('"summary":');
    return at === -1 ? null : (JSON.parse(`{${tail.slice(at)}`).summary ?? null);
  } catch {
    return null;
  }
}

function readTail(file, bytes) {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(size, bytes));
    readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** bench/peers/python-jsonschema.py: its closing count line. */
export function describePythonOutput(file) {
  return lastLine(file);
}

/** sourcemeta `validate -c`: its closing count line, plus how many error messages it gave. */
export function describeSourcemetaOutput(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  // Each error is a message line indented by two spaces, followed by its "    at …" lines.
  const messages = lines.filter((line) => /^ {2}\S/.test(line)).length;
  return `${lastLine(file)}; ${messages} error messages`;
}

function firstLine(file) {
  return readFileSync(file, 'utf8').trimStart().split('\n')[0].slice(0, 200) || '(no output)';
}

function lastLine(file) {
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  return lines[lines.length - 1] || '(no output)';
}
