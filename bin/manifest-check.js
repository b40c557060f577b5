#!/usr/bin/env node
// CommonJS (bin/package.json says so), as the bundle it runs is: an ES module here would cost
// each run the ES module loader, and Node's scan of the bundle for its exports.

// Loading the bundle takes tens of milliseconds. A SIGINT or SIGTERM that comes meanwhile is noted
// here instead of ending the process, and the run takes it over (src/run/early-signals.ts): it
// closes its documents whole and says it was interrupted. Only Node's own start comes before this.
const noted = [];
const note = (signal) => noted.push(signal);
process.on('SIGINT', note);
process.on('SIGTERM', note);
globalThis[Symbol.for('manifest-check.early-signals')] = { noted, note };

require('../dist/cli/index.js');
