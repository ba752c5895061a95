#!/usr/bin/env node
// Builds everything `npm start` and `npm test` need: the generated tool index, TypeScript,
// then the bundled CLI.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateToolIndex } from './gen-tool-index.mjs';
import { buildWeb } from '../packages/web/scripts/build-web.mjs';
import { bundleCli } from './bundle-cli.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const tools = generateToolIndex(root);
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
try {
  execFileSync(process.execPath, [tsc, '-b'], { cwd: root, stdio: 'inherit' });
} catch {
  process.exitCode = 1;
  console.error('build: TypeScript reported errors');
  process.exit(1);
}
execFileSync(process.execPath, [fileURLToPath(new URL('../packages/embed/build.mjs', import.meta.url))], { cwd: root, stdio: 'inherit' }); // embed SDK bundles (fails over 6 KB gzipped)
await bundleCli(new URL('..', import.meta.url));
try {
  // the browser bundles (esbuild): tool pages, embeds, one chunk and one single-file script per tool
  await buildWeb(root, tools);
} catch (error) {
  console.error(`build: web bundle failed: ${error.message}`);
  process.exit(1);
}
if (!process.env.CTP_QUIET_BUILD) console.error(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
