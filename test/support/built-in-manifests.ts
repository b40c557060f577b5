/** Manifests as plain JSON values, for the mutant generator to start from. */

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** Valid manifests that together use every field of the spec. */
export const BUILT_IN_MANIFESTS: JsonObject[] = [
  { name: 'zlib', version: '1.2.13' },
  {
    $schema: 'https://raw.githubusercontent.com/microsoft/vcpkg/master/scripts/vcpkg.schema.json',
    name: 'fmt',
    'version-semver': '10.1.1',
    'port-version': 2,
    maintainers: ['Victor Zverovich <victor.zverovich@gmail.com>'],
    description: ['Formatting library for C++.', 'An alternative to printf and iostreams.'],
    homepage: 'https://github.com/fmtlib/fmt',
    documentation: 'https://fmt.dev/latest/index.html',
    license: 'MIT',
    supports: '!uwp & !(arm & windows)',
    dependencies: [
      'vcpkg-cmake',
      {
        name: 'vcpkg-cmake-config',
        features: ['tools'],
        'default-features': false,
        platform: 'windows',
        'version>=': '2021-01-01',
        'port-version': 1,
        $reason: 'build helper',
      },
    ],
    'dev-dependencies': ['gtest', { name: 'benchmark', platform: '!android' }],
    overrides: [{ name: 'zlib', version: '1.2.11', 'port-version': 0, $pinned: true }],
    features: [
      { name: 'tools', description: 'Build the tools', dependencies: ['boost.asio'] },
      { name: 'unicode', description: ['Unicode support'], $experimental: 1 },
    ],
    'default-features': ['tools'],
  },
  {
    name: 'abseil',
    'version-date': '2020-09-23',
    'port-version': 1,
    description: 'Abseil: C++ common libraries.',
    features: [{ name: 'cxx17', description: 'Build with C++17', dependencies: [] }],
  },
  {
    name: 'qt5.base',
    'version-string': '5.15.2-1',
    dependencies: [{ name: 'openssl', platform: '!windows & !uwp' }, 'libpng'],
    license: 'LGPL-3.0-only OR GPL-2.0-or-later',
  },
];
