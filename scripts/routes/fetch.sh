#!/usr/bin/env bash
# Fetches the pinned @octokit/openapi (385 MB unpacked: never a dependency of the project) into a
# temporary folder, then regenerates the route catalogue from it, or with --check compares the
# committed table with what it generates. The temporary folder is removed on every exit.
#   scripts/routes/fetch.sh [--check]
# To move to a newer description, change OPENAPI_VERSION (`npm view @octokit/openapi version`).
set -euo pipefail

OPENAPI_VERSION=23.0.2

case "${1:-}" in
  "" | --check) ;;
  *)
    echo "usage: scripts/routes/fetch.sh [--check]" >&2
    exit 2
    ;;
esac

root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/openapi-$OPENAPI_VERSION-XXXXXX")
trap 'rm -rf "$work"' EXIT

# npm pack checks the tarball against the registry's integrity hash and runs no install scripts.
(cd "$work" && npm pack --silent "@octokit/openapi@$OPENAPI_VERSION" >/dev/null)
tar -xzf "$work"/octokit-openapi-"$OPENAPI_VERSION".tgz -C "$work"
node "$root/scripts/routes/generate.js" ${1:+"$1"} "$work/package"
