#!/usr/bin/env node
// CommonJS (bin/package.json says so), as the bundle it runs is: an ES module here would cost
// each run the ES module loader, and Node's scan of the bundle for its exports.
// start.js tunes V8 and compiles the bundle with V8's code cache; then the bundle runs.
require('../dist/cli/start.js');
require('../dist/cli/index.js');
