import { run } from './action.js';

await run();
