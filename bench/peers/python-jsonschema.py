"""Peer for the corpus case: validate every vcpkg.json under a directory with python-jsonschema.

Usage: python3 bench/peers/python-jsonschema.py SCHEMA DIR [REFERENCED_SCHEMA ...]

The same work manifest-check does: walk DIR for files named vcpkg.json, validate each one against
the schema (in the draft its $schema names) with format checking, and print every error as
'file: path: message'. REFERENCED_SCHEMAs are registered by their $id for SCHEMA's $refs (vcpkg's
published schema is three files).
Exit status: 0 all valid, 1 errors found.
"""

import json
import os
import sys

import jsonschema

MANIFEST_NAME = "vcpkg.json"
SKIPPED_DIRS = {".git", "node_modules"}


def find_manifests(root):
    for dirpath, dirnames, filenames in os.walk(root):
        # Prune in place so os.walk skips the same directories manifest-check skips.
        dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_DIRS)
        if MANIFEST_NAME in filenames:
            yield os.path.join(dirpath, MANIFEST_NAME)


def json_pointer(path):
    return "/" + "/".join(str(part) for part in path) if path else ""


def check_file(validator, file):
    try:
        with open(file, encoding="utf-8") as handle:
            instance = json.load(handle)
    except (OSError, ValueError) as error:
        print(f"{file}: : {error}")
        return 1
    errors = 0
    for error in validator.iter_errors(instance):
        print(f"{file}: {json_pointer(error.absolute_path)}: {error.message}")
        errors += 1
    return errors


def make_validator(schema, referenced):
    """Draft-04 as the spec's schema is written; the draft $schema names, with $refs, otherwise."""
    if not referenced:
        return jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    documents = []
    for file in referenced:
        with open(file, encoding="utf-8") as handle:
            documents.append(json.load(handle))
    cls = jsonschema.validators.validator_for(schema)
    try:
        from referencing import Registry, Resource
    except ImportError:  # jsonschema before 4.18 (Debian's) resolves $refs with a RefResolver
        store = {document["$id"]: document for document in documents}
        resolver = jsonschema.RefResolver.from_schema(schema, store=store)
        return cls(schema, resolver=resolver, format_checker=jsonschema.FormatChecker())
    resources = [(document["$id"], Resource.from_contents(document)) for document in documents]
    registry = Registry().with_resources(resources)
    return cls(schema, registry=registry, format_checker=jsonschema.FormatChecker())


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: python-jsonschema.py SCHEMA DIR [REFERENCED_SCHEMA ...]")
    schema_file, root, referenced = sys.argv[1], sys.argv[2], sys.argv[3:]
    with open(schema_file, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator = make_validator(schema, referenced)
    files = invalid = errors = 0
    for file in find_manifests(root):
        found = check_file(validator, file)
        files += 1
        invalid += 1 if found else 0
        errors += found
    print(f"{files} files, {files - invalid} valid, {invalid} invalid, {errors} errors")
    sys.exit(1 if invalid else 0)


if __name__ == "__main__":
    main()
