/**
 * The fields of a legacy `CONTROL` file's first paragraph (`Source:`, `Version:`,
 * `Port-Version:`), read as vcpkg reads them for an old git tree: `Field: value` lines, a line
 * starting with white space continuing the field before (kept with its indent), a blank line
 * ending the paragraph.
 */
export function controlFields(text: string): ReadonlyMap<string, string> {
  const fields = new Map<string, string>();
  let last: string | undefined;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (line.trim() === '') {
      if (fields.size > 0) break;
      continue;
    }
    if (line.startsWith('#')) continue;
    if (/^[ \t]/.test(line)) {
      if (last !== undefined) fields.set(last, `${fields.get(last) ?? ''}\n${line}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim();
    // vcpkg skips the blanks after the colon and keeps the rest of the line, trailing blanks too.
    if (!fields.has(last)) fields.set(last, line.slice(colon + 1).replace(/^[ \t]+/, ''));
  }
  return fields;
}

/** A `CONTROL` file's port name and version (vcpkg reads its `Version` as a `version-string`). */
export function controlVersion(
  text: string,
): { name: string; text: string; portVersion: number } | { error: string } {
  const fields = controlFields(text);
  const name = fields.get('Source');
  const version = fields.get('Version');
  if (name === undefined) return { error: "missing required field 'Source'" };
  if (version === undefined) return { error: "missing required field 'Version'" };
  const portVersion = fields.get('Port-Version') || '0';
  if (!/^[0-9]+$/.test(portVersion))
    return { error: '"Port-Version" must be a non-negative integer' };
  return { name, text: version, portVersion: Number(portVersion) };
}
