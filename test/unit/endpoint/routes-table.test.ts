/**
 * The committed route catalogue (src/endpoint/routes/generated/routes.json) against itself: the
 * description version it came from is the one scripts/routes/fetch.sh pins, every row has the
 * table's shape, every path parameter is a parameter of its template and the other way round,
 * and within each API the operation ids and the routes are unique and counted as the header says.
 * Whether the table is what the description generates is `scripts/routes/fetch.sh --check`.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';

const TABLE_URL = new URL('../../../src/endpoint/routes/generated/routes.json', import.meta.url);
const FETCH_URL = new URL('../../../scripts/routes/fetch.sh', import.meta.url);

type Row = [
  id: string,
  method: string,
  path: string,
  flags: string,
  apis: number,
  pathParameters: string[],
  queryParameters: string[],
  bodyParameters: string[],
  server?: string,
];
interface Table<R> {
  format: number;
  source: string;
  version: string;
  apis: { name: string; plan: string; release?: string; operations: number }[];
  columns: string[];
  flags: Record<string, string>;
  operations: R[];
}

const committed = JSON.parse(readFileSync(TABLE_URL, 'utf8')) as Table<string>;
/** The rows read back into their fields: lists split at commas, `-` for none. */
const table: Table<Row> = { ...committed, operations: committed.operations.map(rowOf) };

function rowOf(text: string): Row {
  const fields = text.split(' ');
  const list = (field: string | undefined) => (field === '-' ? [] : (field ?? '').split(','));
  const [id = '', method = '', path = '', flags = '', apis = '', inPath, inQuery, inBody, ...rest] =
    fields;
  const row: Row = [
    id,
    method,
    path,
    flags === '-' ? '' : flags,
    Number(apis),
    list(inPath),
    list(inQuery),
    list(inBody),
  ];
  if (rest.length > 0) row.push(...(rest as [string]));
  return row;
}
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE'];
const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null'];
/** `name`, `!` when required, `~` when deprecated, `:`, the JSON types joined by `|` (or `any`). */
const PARAMETER = /^([^!~:]+)(!?)(~?):([a-z|]+)$/;

function parameter(text: string) {
  const match = PARAMETER.exec(text);
  if (!match) return undefined;
  const [, name = '', required, deprecated, types = ''] = match;
  return { name, required: required === '!', deprecated: deprecated === '~', types };
}

/** `any`, or JSON types joined by `|`, each once. */
function knownTypes(types: string): boolean {
  const parts = types.split('|');
  return (
    types === 'any' ||
    (parts.every((t) => JSON_TYPES.includes(t)) && duplicates(parts).length === 0)
  );
}

function rowsOf(apiIndex: number): Row[] {
  return table.operations.filter((row) => (row[4] & (1 << apiIndex)) !== 0);
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => seen.size === seen.add(value).size);
}

function templateParameters(path: string): string[] {
  return [...path.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}

describe('the route catalogue', () => {
  it('records the description it came from: the version scripts/routes/fetch.sh pins', () => {
    const pinned = /^OPENAPI_VERSION=(\S+)$/m.exec(readFileSync(FETCH_URL, 'utf8'))?.[1];
    expect({ format: table.format, source: table.source, version: table.version }).toEqual({
      format: 2,
      source: '@octokit/openapi',
      version: pinned,
    });
    expect(table.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is the description, with the APIs, that docs/request-options.md names', () => {
    const docs = readFileSync('docs/request-options.md', 'utf8').replace(/\s+/g, ' ');
    const names = table.apis.map((api) => `\`${api.name}\``).slice(1);
    const listed = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    expect(docs).toContain(
      `The description is \`@octokit/openapi\` ${table.version}'s, for api.github.com, ${listed};`,
    );
  });

  it('names its columns and its APIs, api.github.com first, at most 31 (one bit each)', () => {
    expect(table.columns).toEqual([
      ...['id', 'method', 'path', 'flags', 'apis'],
      ...['pathParameters', 'queryParameters', 'bodyParameters', 'server'],
    ]);
    expect(table.apis[0]).toMatchObject({ name: 'api.github.com', plan: 'api.github.com' });
    expect(table.apis.length).toBeLessThanOrEqual(31);
    expect(duplicates(table.apis.map((api) => api.name))).toEqual([]);
    for (const api of table.apis.filter((api) => api.plan === 'ghes'))
      expect(api.name).toBe(`ghes-${api.release}`);
  });

  it('writes every row as its fields separated by single spaces, none empty', () => {
    const wrong = committed.operations.filter(
      (text) => typeof text !== 'string' || !/^\S+( \S+){7,8}$/.test(text),
    );
    expect(wrong).toEqual([]);
  });

  it('gives every row the shape of its columns, a known method and known flags', () => {
    const allApis = 2 ** table.apis.length - 1;
    const wrong = table.operations.filter(
      ([id, method, path, flags, apis, inPath, inQuery, inBody, server, ...rest]) =>
        !/^[a-z0-9-]+\/[a-z0-9-]+$/.test(id) ||
        !METHODS.includes(method) ||
        !path.startsWith('/') ||
        !/^d?b?r?a?$/.test(flags) ||
        [...flags].some((flag) => !(flag in table.flags)) ||
        !Number.isInteger(apis) ||
        apis <= 0 ||
        (apis & ~allApis) !== 0 ||
        ![inPath, inQuery, inBody].every(Array.isArray) ||
        !(server === undefined || /^(https:\/\/|\{protocol\}:\/\/)/.test(server)) ||
        rest.length > 0,
    );
    expect(wrong).toEqual([]);
  });

  it('writes every parameter as name, markers and JSON types, each name once a place', () => {
    const wrong: string[] = [];
    for (const row of table.operations) {
      for (const place of [row[5], row[6], row[7]]) {
        const parsed = place.map(parameter);
        if (parsed.some((p) => !p || !knownTypes(p.types)))
          wrong.push(`${row[0]}: ${place.join()}`);
        if (duplicates(parsed.map((p) => p?.name ?? '')).length > 0)
          wrong.push(`${row[0]}: ${place.join()} names a parameter twice`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists exactly the parameters of the path template, in its order, none marked required', () => {
    const wrong = table.operations.filter(([, , path, , , inPath]) => {
      const parsed = inPath.map(parameter);
      return (
        JSON.stringify(parsed.map((p) => p?.name)) !== JSON.stringify(templateParameters(path)) ||
        parsed.some((p) => p?.required !== false)
      );
    });
    expect(wrong.map((row) => `${row[1]} ${row[2]}`)).toEqual([]);
  });

  it.each(table.apis.map((api, index) => [api.name, index] as const))(
    '%s: ids and routes unique, as many operations as the header says',
    (_name, index) => {
      const rows = rowsOf(index);
      expect({
        operations: rows.length,
        duplicateIds: duplicates(rows.map((row) => row[0])),
        duplicateRoutes: duplicates(rows.map((row) => `${row[1]} ${row[2]}`)),
      }).toEqual({
        operations: table.apis[index]?.operations,
        duplicateIds: [],
        duplicateRoutes: [],
      });
    },
  );

  it('holds the operations a reader knows: GitHub lists and creates issues', () => {
    const listIssues = rowsOf(0).find((row) => row[0] === 'issues/list-for-repo');
    const createIssue = rowsOf(0).find((row) => row[0] === 'issues/create');
    expect(listIssues?.slice(0, 3)).toEqual([
      'issues/list-for-repo',
      'GET',
      '/repos/{owner}/{repo}/issues',
    ]);
    expect(createIssue?.[7]).toContain('title!:string|integer');
    expect(table.apis[0]?.operations).toBeGreaterThan(1000);
  });
});
