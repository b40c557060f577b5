// CHANGELOG.md as Keep a Changelog writes it: `## [Unreleased]`, then `## [X.Y.Z] - YYYY-MM-DD`.

export const CHANGELOG = 'CHANGELOG.md';
export const UNRELEASED = 'Unreleased';

// `\r?`: a changelog with CRLF line ends has the same headings.
const HEADING = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?[ \t]*\r?$/;

/**
 * The sections of a changelog, in order: each with its name (`Unreleased`, `0.1.0`), its date
 * when it has one, the index of its heading line and its body (the lines up to the next `## `).
 */
export function sectionsOf(text) {
  const lines = text.split('\n');
  const sections = [];
  lines.forEach((line, index) => {
    const heading = HEADING.exec(line);
    if (heading) sections.push({ name: heading[1], date: heading[2], line: index, body: [] });
    else if (line.startsWith('## ')) sections.push(undefined);
    else sections.at(-1)?.body.push(line);
  });
  return sections
    .filter((section) => section !== undefined)
    .map((section) => ({ ...section, body: section.body.join('\n').trim() }));
}

/** The section released as `version`, with a date: what the release notes say. */
export function releasedSection(text, version) {
  return sectionsOf(text).find((section) => section.name === version && section.date);
}

/** The latest released version of a changelog (the first dated section), if any. */
export function latestRelease(text) {
  return sectionsOf(text).find((section) => section.date)?.name;
}

/** The changelog with its `## [Unreleased]` section released as `version` on `date`. */
export function releaseUnreleased(text, version, date) {
  const unreleased = sectionsOf(text).find((section) => section.name === UNRELEASED);
  const lines = text.split('\n');
  lines.splice(unreleased.line, 1, `## [${UNRELEASED}]`, '', `## [${version}] - ${date}`);
  return lines.join('\n');
}
