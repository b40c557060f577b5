import { describe, expect, it } from '@jest/globals';
import { controlFields, controlVersion } from '../../../src/versions/control-file.js';

describe('a CONTROL file of an old git tree', () => {
  it("reads the first paragraph's fields, continuation lines and comments as vcpkg does", () => {
    const text = [
      '# a comment',
      'Source: zlib',
      'Version: 1.2.11',
      'Port-Version: 9',
      'Description: A compression library',
      '  spread over two lines',
      '',
      'Feature: extra',
      'Version: 9',
    ].join('\r\n');
    const fields = controlFields(text);
    expect(fields.get('Description')).toBe('A compression library\n  spread over two lines');
    expect(controlVersion(text)).toEqual({ name: 'zlib', text: '1.2.11', portVersion: 9 });
  });

  it('keeps trailing blanks of a value, as vcpkg compares them', () => {
    expect(controlVersion('Source: arrow\nVersion: apache-arrow-0.4.0 \n')).toMatchObject({
      text: 'apache-arrow-0.4.0 ',
    });
  });

  it('reads no Port-Version, or an empty one, as 0', () => {
    expect(controlVersion('Source: a\nVersion: 1\n')).toEqual({
      name: 'a',
      text: '1',
      portVersion: 0,
    });
    expect(controlVersion('Source: a\nVersion: 1\nPort-Version:\n')).toMatchObject({
      portVersion: 0,
    });
  });

  it("says what is missing or wrong in vcpkg's words", () => {
    expect(controlVersion('Version: 1\n')).toEqual({ error: "missing required field 'Source'" });
    expect(controlVersion('Source: a\n')).toEqual({ error: "missing required field 'Version'" });
    expect(controlVersion('Source: a\nVersion: 1\nPort-Version: -1\n')).toEqual({
      error: '"Port-Version" must be a non-negative integer',
    });
  });
});
