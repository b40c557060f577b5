// Number formatting and plain-text tables for the report.

export function formatMs(ms) {
  if (!Number.isFinite(ms)) return '-';
  return ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;
}

export function formatRss(kb) {
  return Number.isFinite(kb) ? `${(kb / 1024).toFixed(1)} MB` : '-';
}

export function formatRatio(ratio) {
  if (!Number.isFinite(ratio)) return '-';
  return ratio >= 10 ? ratio.toFixed(1) : ratio.toFixed(3);
}

export function formatCount(count) {
  return Math.round(count).toLocaleString('en-US');
}

/**
 * Renders rows (arrays of strings) under a header, columns padded to their widest cell.
 * A shorter row (a tool and why it was skipped) runs on past the columns without widening them.
 */
export function renderTable(header, rows) {
  const fits = (row, column) => row.length >= header.length || column < row.length - 1;
  const widths = header.map((title, column) =>
    Math.max(
      title.length,
      ...rows.filter((row) => fits(row, column)).map((row) => String(row[column]).length),
    ),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell ?? '').padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
