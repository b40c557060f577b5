#!/usr/bin/env node
// CommonJS, as the bundle it runs is: an ES module here would cost each run the ES module loader.
require('../dist/cli/index.js');
