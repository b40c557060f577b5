/**
 * Schemas from manifests and the built-in current profile: vcpkg-tool's published `"$schema"` URL
 * picks today's vcpkg without any schema file, unless the user gave a manifest schema; under
 * `profile: 'current'` the built-in fallback is today's vcpkg too.
 */
import { describe, expect, it } from '@jest/globals';
import type { DeclaredSchemas } from '../../../src/manifest/schema/declared-schema.js';
import type { ManifestSchema } from '../../../src/manifest/schema/manifest-schema.js';
import { compileSchema } from '../../../src/manifest/schema/user-schema.js';
import { validateManifest } from '../../../src/manifest/validate.js';
import { VCPKG_TOOL_SCHEMA_URL } from '../../../src/manifest/vcpkg/later-forms.js';

function declared(byUri: [string, ManifestSchema][] = []): DeclaredSchemas {
  return {
    byUri: new Map(byUri),
    refsOnly: new Set(),
    fallbackName: 'the built-in schema',
    refOption: '--schema-ref',
    manifestOption: '--manifest-schema',
  };
}

/** Today's vcpkg accepts features keyed by name; the spec's schema wants an array. */
const TODAYS = (schema?: string) =>
  JSON.stringify({
    ...(schema === undefined ? {} : { $schema: schema }),
    name: 'a',
    features: { x: { description: 'x' } },
  });

describe("vcpkg-tool's $schema URL with schemas from manifests", () => {
  it('picks the built-in current profile: no warning, no spec problem, no note', () => {
    expect(validateManifest(TODAYS(VCPKG_TOOL_SCHEMA_URL), { declared: declared() })).toEqual({
      valid: true,
      problems: [],
    });
    expect(
      validateManifest(TODAYS(`${VCPKG_TOOL_SCHEMA_URL}#/definitions/x`), {
        declared: declared(),
      }),
    ).toEqual({ valid: true, problems: [] });
  });

  it('finds what today vcpkg refuses: a feature without a description', () => {
    const text = `{ "$schema": "${VCPKG_TOOL_SCHEMA_URL}", "name": "a", "features": { "x": {} } }`;
    const result = validateManifest(text, { declared: declared() });
    expect(result.valid).toBe(false);
    expect(result.problems.map(({ pointer }) => pointer)).toEqual(['/features/x']);
  });

  it('leaves the choice to a schema the user gave under that $id', () => {
    const compiled = compileSchema(
      JSON.stringify({ $id: VCPKG_TOOL_SCHEMA_URL, type: 'object', required: ['zzz'] }),
      'mine.json',
    );
    if (!compiled.ok) throw new Error(compiled.message);
    const result = validateManifest(TODAYS(VCPKG_TOOL_SCHEMA_URL), {
      declared: declared([[VCPKG_TOOL_SCHEMA_URL, compiled.schema]]),
    });
    expect(result.problems.map(({ rule }) => rule)).toEqual(['required']);
  });

  it('is one more unregistered URL when the user gave a schema: the fallback checks the manifest', () => {
    const compiled = compileSchema(
      JSON.stringify({ type: 'object', required: ['license'] }),
      'policy.json',
    );
    if (!compiled.ok) throw new Error(compiled.message);
    const given = {
      ...declared(),
      fallback: compiled.schema,
      fallbackName: 'the --schema file policy.json',
    };
    const result = validateManifest(TODAYS(VCPKG_TOOL_SCHEMA_URL), { declared: given });
    expect(result.problems.map(({ rule }) => rule)).toEqual(['required', 'unregistered-schema']);
    const picked = validateManifest(TODAYS(VCPKG_TOOL_SCHEMA_URL), {
      declared: declared([['https://example.com/other.json', compiled.schema]]),
      profile: 'current',
    });
    // No `schema`: the fallback is the profile's built-in check, and the warning says why.
    expect(picked.problems.map(({ rule }) => rule)).toEqual(['unregistered-schema']);
  });

  it('checks other manifests by the spec under the default profile, by today vcpkg under current', () => {
    const spec = validateManifest(TODAYS(), { declared: declared() });
    expect(spec.valid).toBe(false);
    expect(spec.laterForm).toBe('features-by-name');
    expect(validateManifest(TODAYS(), { declared: declared(), profile: 'current' })).toEqual({
      valid: true,
      problems: [],
    });
  });
});
