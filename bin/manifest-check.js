#!/usr/bin/env node
// CommonJS (bin/package.json says so), as the bundle it runs is: an ES module here would cost
// each run the ES module loader, and Node's scan of the bundle for its exports.
require('../dist/cli/index.js');
