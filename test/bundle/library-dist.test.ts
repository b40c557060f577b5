/**
 * The library as it is published: the schema at its stable path, and the bundle users import
 * (dist/lib/index.js) with its types. Both are made by `npm run build`.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BUILT_IN_SCHEMA } from '../../src/lib.js';

describe('the published library', () => {
  it('publishes the built-in schema at its stable path, byte for byte', () => {
    const published = readFileSync('schema/manifest.schema.json', 'utf8');
    expect(published).toBe(readFileSync('src/manifest/schema/manifest.schema.json', 'utf8'));
    expect(JSON.parse(published)).toEqual(BUILT_IN_SCHEMA);
  });

  it('works from the bundle that users import (dist/lib/index.js)', () => {
    const script = `
      import { validateManifest } from './dist/lib/index.js';
      const result = validateManifest('{"name": "x", "version": "1", "version-date": "2020-01-01"}');
      console.log(JSON.stringify(result.problems.map((p) => [p.rule, p.line, p.column])));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual([['version-one-of', 1, 31]]);
  });

  it('builds request options from the bundle too, with endpoint and its types', () => {
    const script = `
      import { endpoint, RequestOptionsError } from './dist/lib/index.js';
      const options = endpoint('GET /orgs/{org}/repos', { org: 'octokit', type: 'private' });
      let error;
      try { endpoint('GET /', { headers: { 'x-a': 'a\\nb' } }); } catch (e) { error = e; }
      console.log(JSON.stringify([options.url, error instanceof RequestOptionsError, error.option]));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual([
      'https://api.github.com/orgs/octokit/repos?type=private',
      true,
      'headers["x-a"]',
    ]);
    const types = readFileSync('dist/lib/types/lib.d.ts', 'utf8');
    expect(types).toContain('endpoint');
    expect(types).toContain('RequestOptions');
  });

  it('checks a request against the route catalogue the bundle carries', () => {
    const script = `
      import { checkRequest, operationRoute } from './dist/lib/index.js';
      const problems = checkRequest('POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r' });
      console.log(JSON.stringify([problems.map((p) => p.message), operationRoute('issues/create').route]));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual([
      ['POST /repos/{owner}/{repo}/issues (issues/create) requires the body parameter "title"'],
      'POST /repos/{owner}/{repo}/issues',
    ]);
    const types = readFileSync('dist/lib/types/lib.d.ts', 'utf8');
    expect(types).toContain('checkRequest');
    const problems = readFileSync('dist/lib/types/endpoint/routes/route-problem.d.ts', 'utf8');
    expect(problems).toContain('export type RouteProblem =');
  });
});
