#!/usr/bin/env node
// `npm start [-- serve options]`: builds what is missing or stale (nothing, on a built checkout),
// then runs `ctp serve` in this same process, so starting costs what `ctp serve` costs.
import { build } from './build.mjs';

let ran;
try {
  ran = await build();
} catch (error) {
  console.error(`npm start: build failed: ${error.message}`);
  process.exit(1);
}
// a build leaves esbuild's service process running beside the server: stop it
if (ran.length > 0) (await import('esbuild')).stop();
process.argv.splice(2, 0, 'serve');
await import('../packages/cli/bin/ctp.js');
