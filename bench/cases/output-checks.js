// Reads what a validator printed on its first warm-up, to show how much work each one did.
import { readFileSync } from 'node:fs';

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
    return JSON.parse(readFileSync(file, 'utf8')).summary ?? null;
  } catch {
    return null;
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
