// The catalogue's table: the operations of every API in one list, an operation that several APIs
// describe alike written once with the set of those APIs (a bit mask over `apis`).

/** The table format's version; test/unit/endpoint/routes-table.test.ts holds it to what table.ts reads. */
export const TABLE_FORMAT = 2;

/** The fields of one row, in their order (the table's `columns`, for a reader). */
export const COLUMNS = [
  'id',
  'method',
  'path',
  'flags',
  'apis',
  'pathParameters',
  'queryParameters',
  'bodyParameters',
  'server',
];

/**
 * `descriptions`: `[{ api, plan, release?, operations }]`, the APIs in the order of their bits.
 * Returns the table as an object: `{ format, source, version, apis, columns, flags, operations }`.
 */
export function buildTable({ source, version, descriptions }) {
  if (descriptions.length > 31) throw new Error('more than 31 APIs do not fit a bit mask');
  const rows = new Map();
  descriptions.forEach(({ operations }, index) => {
    for (const operation of operations) {
      const row = [
        operation.id,
        operation.method,
        operation.path,
        operation.flags,
        0,
        operation.pathParameters,
        operation.queryParameters,
        operation.bodyParameters,
      ];
      if (operation.server !== undefined) row.push(operation.server);
      const key = JSON.stringify(row);
      const known = rows.get(key) ?? row;
      known[4] |= 1 << index;
      rows.set(key, known);
    }
  });
  const operations = [...rows.values()].sort(compareRows).map(rowText);
  return {
    format: TABLE_FORMAT,
    source,
    version,
    apis: descriptions.map(({ api, plan, release, operations: described }) => ({
      name: api,
      plan,
      ...(release === undefined ? {} : { release }),
      operations: described.length,
    })),
    columns: COLUMNS,
    flags: {
      d: 'deprecated',
      b: 'a request body is required',
      r: 'the body may be a value other than an object (`data`)',
      a: 'the body object takes keys beyond its parameters',
    },
    operations,
  };
}

/** What an empty field (no flags, no parameters) is written as. */
const EMPTY = '-';

/**
 * A row as one string, its fields separated by spaces, each list's items by commas (`-` for no
 * flags or an empty list): a reader splits 1,600 strings, not 15,000 values, at start-up.
 */
function rowText(row) {
  const fields = row.map((field) => {
    if (!Array.isArray(field)) return field === '' ? EMPTY : String(field);
    for (const item of field)
      if (/[\s,]/.test(item) || item === EMPTY)
        throw new Error(
          `${row[0]}: the parameter ${JSON.stringify(item)} cannot be written in a row`,
        );
    return field.length === 0 ? EMPTY : field.join(',');
  });
  for (const field of fields)
    if (/\s/.test(field) || field === '')
      throw new Error(`${row[0]}: a field ${JSON.stringify(field)} cannot be written in a row`);
  return fields.join(' ');
}

function compareRows(a, b) {
  return compareText(a[2], b[2]) || compareText(a[1], b[1]) || lowestBit(a[4]) - lowestBit(b[4]);
}

function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowestBit(mask) {
  return Math.clz32(1) - Math.clz32(mask & -mask);
}

/** The table as committed: JSON, the header on its first lines, then one operation a line. */
export function tableText(table) {
  const { operations, ...header } = table;
  const headerLines = Object.entries(header).map(
    ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`,
  );
  const rowLines = operations.map(
    (row, index) => `${JSON.stringify(row)}${index < operations.length - 1 ? ',' : ''}`,
  );
  return `{\n${headerLines.join('\n')}\n"operations":[\n${rowLines.join('\n')}\n]}\n`;
}
