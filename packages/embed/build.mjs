#!/usr/bin/env node
// Builds the browser bundles of @ctp/embed with esbuild (types and dist/*.js come from `tsc -b`):
//   dist/embed.iife.js  minified <script> build defining window.CTP (served at /sdk/embed.js)
//   dist/embed.mjs      bundled ESM for bundlers
// Usage: node packages/embed/build.mjs   (prints the gzipped size; fails above the budget)
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SIZE_BUDGET = 6 * 1024; // bytes, gzipped (default level, as servers compress)
const dir = dirname(fileURLToPath(import.meta.url));
const common = { bundle: true, platform: 'browser', target: 'es2020', absWorkingDir: dir, logLevel: 'warning', legalComments: 'none' };

/** Build both bundles; `write: false` returns the IIFE text without touching dist/. */
export async function buildEmbed({ write = true } = {}) {
  const iife = await build({ ...common, entryPoints: ['src/iife.ts'], format: 'iife', minify: true, outfile: 'dist/embed.iife.js', write });
  if (write) await build({ ...common, entryPoints: ['src/index.ts'], format: 'esm', outfile: 'dist/embed.mjs' });
  const code = write ? null : iife.outputFiles[0].text;
  return { code };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildEmbed();
  const js = readFileSync(join(dir, 'dist/embed.iife.js'));
  const gz = gzipSync(js).length;
  if (!process.env.CTP_QUIET_BUILD) console.error(`embed: dist/embed.iife.js ${js.length} B, ${gz} B gzipped (budget ${SIZE_BUDGET} B)`);
  if (gz > SIZE_BUDGET) {
    console.error('embed: over the size budget');
    process.exit(1);
  }
}
