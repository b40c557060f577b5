// The fixed call shapes of realistic endpoint() calls that the builder case times, the same for both builders.

const UPLOAD_ROUTE =
  'POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}';

const ENTERPRISE_DEFAULTS = {
  baseUrl: 'https://github.example.com/api/v3',
  headers: { 'user-agent': 'release-bot/2.1' },
  mediaType: { previews: ['machine-man'] },
};

const RELEASE_NOTES = 'Fixes:\n- crash on empty manifest\n- wrong column for tabs\n'.repeat(4);

/**
 * The call shapes, each timed on its own and all together as the mix: `{name, call}`, where
 * `call` takes the builder and the builder derived from it with `ENTERPRISE_DEFAULTS`.
 */
export const CALLS = [
  {
    name: 'GET issues, 5 query parameters',
    call: (endpoint) =>
      endpoint('GET /repos/{owner}/{repo}/issues', {
        owner: 'microsoft',
        repo: 'vcpkg',
        state: 'open',
        labels: 'category:port-bug,info:needs-maintainer-attention',
        sort: 'updated',
        per_page: 100,
        page: 3,
      }),
  },
  {
    name: 'GET org repos, 2 query parameters',
    call: (endpoint) =>
      endpoint('GET /orgs/{org}/repos', { org: 'octokit', type: 'public', per_page: 50 }),
  },
  {
    name: 'POST issue, JSON body',
    call: (endpoint) =>
      endpoint('POST /repos/{owner}/{repo}/issues', {
        owner: 'microsoft',
        repo: 'vcpkg',
        title: '[zlib] build failure on arm64-windows',
        body: RELEASE_NOTES,
        labels: ['category:port-bug'],
        assignees: ['octocat'],
      }),
  },
  {
    name: 'PATCH pull request',
    call: (endpoint) =>
      endpoint('PATCH /repos/{owner}/{repo}/pulls/{pull_number}', {
        owner: 'microsoft',
        repo: 'vcpkg',
        pull_number: 41234,
        title: '[fmt] update to 11.0.2',
        state: 'open',
      }),
  },
  {
    name: 'POST upload, {?name,label} and data',
    call: (endpoint) =>
      endpoint(UPLOAD_ROUTE, {
        owner: 'microsoft',
        repo: 'vcpkg-tool',
        release_id: 171234567,
        name: 'vcpkg-glibc',
        label: 'vcpkg for Linux (glibc)',
        data: 'ELF binary bytes stand-in',
        headers: { 'content-type': 'application/octet-stream', 'content-length': 25 },
      }),
  },
  {
    name: 'GET contents, :name placeholders',
    call: (endpoint) =>
      endpoint('GET /repos/:owner/:repo/contents/:path', {
        owner: 'microsoft',
        repo: 'vcpkg',
        path: 'ports/zlib/vcpkg.json',
        ref: 'master',
      }),
  },
  {
    name: 'GET pull request as a diff',
    call: (endpoint) =>
      endpoint('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        owner: 'microsoft',
        repo: 'vcpkg',
        pull_number: 41234,
        mediaType: { format: 'diff' },
      }),
  },
  {
    name: 'GET check runs, preview and format',
    call: (endpoint) =>
      endpoint('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
        owner: 'microsoft',
        repo: 'vcpkg',
        ref: 'a1b2c3d',
        status: 'completed',
        mediaType: { previews: ['antiope'], format: 'json' },
      }),
  },
  {
    name: 'GET releases, enterprise defaults',
    call: (_endpoint, enterprise) =>
      enterprise('GET /repos/{owner}/{repo}/releases', {
        owner: 'tools',
        repo: 'cli',
        per_page: 10,
      }),
  },
  {
    name: 'POST git ref, enterprise defaults',
    call: (_endpoint, enterprise) =>
      enterprise('POST /repos/{owner}/{repo}/git/refs', {
        owner: 'tools',
        repo: 'cli',
        ref: 'refs/heads/release-2.1',
        sha: 'aa218f56b14c9653891f9e74264a383fa43fefbd',
      }),
  },
  {
    name: 'GET search issues, q query',
    call: (endpoint) =>
      endpoint('GET /search/issues', {
        q: 'repo:microsoft/vcpkg is:open label:category:port-bug zlib in:title',
        sort: 'updated',
        order: 'desc',
        per_page: 30,
      }),
  },
  {
    name: 'GET upload url, {?name,label} template',
    call: (endpoint) =>
      endpoint(
        'GET https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}',
        {
          owner: 'microsoft',
          repo: 'vcpkg-tool',
          release_id: 171234567,
          name: 'vcpkg-muslc',
          label: 'vcpkg (musl)',
        },
      ),
  },
  {
    name: 'GET /user, two previews',
    call: (endpoint) =>
      endpoint('GET /user', { mediaType: { previews: ['machine-man', 'squirrel-girl'] } }),
  },
];

/** A builder bound for the shapes: the i-th function makes call i; the derived builder is made once, here. */
export function bindCalls(endpoint) {
  const enterprise = endpoint.defaults(ENTERPRISE_DEFAULTS);
  return CALLS.map(
    ({ call }) =>
      () =>
        call(endpoint, enterprise),
  );
}

/** The parts of a result both builders must agree on (method case and user-agent differ by design). */
export function comparableRequest(request) {
  return JSON.stringify({
    method: request.method.toUpperCase(),
    url: request.url,
    accept: request.headers.accept,
    contentType: request.headers['content-type'],
    body: request.body,
  });
}
