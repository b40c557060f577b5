// `prepare X.Y.Z`: the release commit's edits, which the maintainer reviews and commits.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CHANGELOG,
  UNRELEASED,
  latestRelease,
  releaseUnreleased,
  sectionsOf,
} from './changelog.js';

/** -1, 0 or 1 as X.Y.Z `a` is before, equal to or after `b`. */
export function compareVersions(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index++)
    if (x[index] !== y[index]) return x[index] < y[index] ? -1 : 1;
  return 0;
}

/** `text` with its first `"version": "…"` at `indent` spaces set to `version`. */
function withVersion(text, indent, version, file) {
  const field = new RegExp(`^( {${indent}}"version": )"[^"]*"`, 'm');
  if (!field.test(text)) return { refusal: `${file} has no "version" field: add one` };
  return { text: text.replace(field, `$1"${version}"`) };
}

/**
 * Releases the changelog's `[Unreleased]` section as `version` on `date` and sets the version of
 * package.json and package-lock.json. Returns the files changed, or the one line of a refusal.
 */
export function prepareRelease(version, date) {
  if (!existsSync(CHANGELOG)) return { refusal: `there is no ${CHANGELOG}: write one first` };
  const changelog = readFileSync(CHANGELOG, 'utf8');
  const sections = sectionsOf(changelog);
  const unreleased = sections.find((section) => section.name === UNRELEASED);
  if (!unreleased) return { refusal: `${CHANGELOG} has no "## [${UNRELEASED}]" section: add one` };
  if (unreleased.body === '')
    return { refusal: `${CHANGELOG}'s [${UNRELEASED}] section is empty: say what changed first` };
  if (sections.some((section) => section.name === version))
    return { refusal: `${CHANGELOG} has a section ${version} already: prepare the next version` };
  const latest = latestRelease(changelog);
  if (latest && compareVersions(version, latest) <= 0)
    return {
      refusal: `${version} is not after the latest release, ${latest}: pick a later version`,
    };

  const edits = { [CHANGELOG]: releaseUnreleased(changelog, version, date) };
  const packageEdit = withVersion(readFileSync('package.json', 'utf8'), 2, version, 'package.json');
  if (packageEdit.refusal) return packageEdit;
  edits['package.json'] = packageEdit.text;
  if (existsSync('package-lock.json')) {
    // The lock file holds the version twice: at its top and as the package "" of its packages.
    const top = withVersion(
      readFileSync('package-lock.json', 'utf8'),
      2,
      version,
      'package-lock.json',
    );
    if (top.refusal) return top;
    const root = withVersion(top.text, 6, version, 'package-lock.json');
    if (root.refusal) return root;
    edits['package-lock.json'] = root.text;
  }
  for (const [file, text] of Object.entries(edits)) writeFileSync(file, text);
  return { changed: Object.keys(edits) };
}
