/**
 * configuration.schema.json says what vcpkg refuses when it reads a configuration: on every
 * recorded configuration case (test/fixtures/vcpkg-verdicts), it accepts what vcpkg reads, and
 * refuses the rest but for the checks vcpkg makes after reading (the merge checks), which are
 * code's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import AjvDraft04Module from 'ajv-draft-04';
import { CASES } from './configuration-cases.js';

const schema = JSON.parse(
  readFileSync('src/manifest/configuration/configuration.schema.json', 'utf8'),
) as object;
// strictTypes off: the schema says `required` in `not` and `allOf` branches without a `type`, as
// JSON Schema allows; ajv's strict mode would log a warning with a stack trace for each.
const validate = new AjvDraft04Module.default({ allErrors: true, strictTypes: false }).compile(
  schema,
);
/** Rejected by vcpkg after it read the file: registries without a default baseline, overlay `.`. */
const AFTER_READING = new Set([
  'reg-git-no-default',
  'reg-git-fs-default-no-baseline',
  'ovl-ports-dot',
  'ovl-ports-dot-slash',
  'ovl-ports-empty-string',
]);

describe('the schema reads a configuration as vcpkg does', () => {
  const expected = CASES.map(
    ([id, configuration, verdict]) =>
      [id, verdict === 'accepted' || AFTER_READING.has(id), configuration] as const,
  );
  it.each(expected)('%s: schema-valid %s', (_id, valid, configuration) => {
    expect(validate(configuration)).toBe(valid);
  });
});
