/**
 * Features, default-features and overrides.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers).
 */
import { describe, expect, it } from '@jest/globals';
import { ACCEPTED, check, manifest, messages, outcome } from '../../../../support/manifests.js';

describe('overrides', () => {
  it('an override has a name and a version', () => {
    expect(check(manifest({ overrides: [{ name: 'fmt', version: '7.1.3' }] }))).toEqual(ACCEPTED);
  });

  it('name and version are required, each reported on the override', () => {
    expect(messages(manifest({ overrides: [{ name: 'fmt' }, { version: '7.1.3' }, {}] }))).toEqual([
      ['required', '/overrides/0', 'missing required property "version"'],
      ['required', '/overrides/1', 'missing required property "name"'],
      ['required', '/overrides/2', 'missing required property "name"'],
      ['required', '/overrides/2', 'missing required property "version"'],
    ]);
  });

  it('other keys are accepted: no rule rejects them', () => {
    const override = {
      name: 'fmt',
      version: '7.1.3',
      'version-semver': 'not checked',
      anything: { goes: true },
      $comment: 42,
    };
    expect(check(manifest({ overrides: [override] }))).toEqual(ACCEPTED);
  });

  it.each(['7.1.3', '1#', 'any text'])('version %j is version text', (version) => {
    expect(check(manifest({ overrides: [{ name: 'fmt', version }] }))).toEqual(ACCEPTED);
  });

  it.each(['#', ''])('version %j is not version text', (version) => {
    expect(outcome(manifest({ overrides: [{ name: 'fmt', version }] }))).toEqual({
      valid: false,
      problems: [['error', 'pattern', '/overrides/0/version']],
    });
  });

  it('version must be a string', () => {
    expect(outcome(manifest({ overrides: [{ name: 'fmt', version: 7 }] }))).toEqual({
      valid: false,
      problems: [['error', 'type', '/overrides/0/version']],
    });
  });

  it('overrides is an array of objects', () => {
    expect(outcome(manifest({ overrides: [42, 'fmt'] }))).toEqual({
      valid: false,
      problems: [
        ['error', 'type', '/overrides/0'],
        ['error', 'type', '/overrides/1'],
      ],
    });
    expect(outcome(manifest({ overrides: 'fmt' }))).toEqual({
      valid: false,
      problems: [['error', 'type', '/overrides']],
    });
  });
});

describe('features', () => {
  it('a feature has a name and a description (a string or an array of strings)', () => {
    const features = [
      { name: 'ssl', description: 'TLS support' },
      { name: 'tools', description: ['Command-line tools.', 'Builds slowly.'] },
      { name: 'http2', description: 'HTTP/2', dependencies: ['nghttp2'], $comment: null },
    ];
    expect(check(manifest({ features }))).toEqual(ACCEPTED);
  });

  it('name and description are required', () => {
    expect(messages(manifest({ features: [{}] }))).toEqual([
      ['required', '/features/0', 'missing required property "name"'],
      ['required', '/features/0', 'missing required property "description"'],
    ]);
  });

  it('an unknown key is rejected: a feature has only name, description and dependencies', () => {
    const feature = { name: 'ssl', description: 'TLS', supports: 'windows' };
    expect(messages(manifest({ features: [feature] }))).toEqual([
      [
        'additional-property',
        '/features/0/supports',
        'unknown property "supports"; expected one of name, description, dependencies or a key starting with "$"',
      ],
    ]);
  });

  it('description must be a string or an array of strings', () => {
    const features = [
      { name: 'ssl', description: 1 },
      { name: 'tools', description: ['ok', 2] },
    ];
    expect(outcome(manifest({ features }))).toEqual({
      valid: false,
      problems: [
        ['error', 'type', '/features/0/description'],
        ['error', 'type', '/features/1/description/1'],
      ],
    });
  });

  it('each feature must be an object', () => {
    expect(messages(manifest({ features: [42] }))).toEqual([
      ['type', '/features/0', 'expected an object; found number 42'],
    ]);
  });
});

describe('default-features', () => {
  it('is an array of identifiers', () => {
    expect(check(manifest({ 'default-features': ['ssl', 'http2'] }))).toEqual(ACCEPTED);
    expect(check(manifest({ 'default-features': [] }))).toEqual(ACCEPTED);
  });

  it('rejects items that are not identifiers', () => {
    expect(outcome(manifest({ 'default-features': ['ssl', 42, 'SSL'] }))).toEqual({
      valid: false,
      problems: [
        ['error', 'type', '/default-features/1'],
        ['error', 'pattern', '/default-features/2'],
      ],
    });
  });

  it('must be an array', () => {
    expect(outcome(manifest({ 'default-features': 'ssl' }))).toEqual({
      valid: false,
      problems: [['error', 'type', '/default-features']],
    });
  });
});
