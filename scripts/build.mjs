#!/usr/bin/env node
// Builds everything `npm start` and `npm test` need: the generated tool index, TypeScript,
// then the bundled CLI.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateToolIndex } from './gen-tool-index.mjs';
import { bundleCli } from './bundle-cli.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
generateToolIndex(root);
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
try {
  execFileSync(process.execPath, [tsc, '-b'], { cwd: root, stdio: 'inherit' });
} catch {
  process.exitCode = 1;
  console.error('build: TypeScript reported errors');
  process.exit(1);
}
await bundleCli(new URL('..', import.meta.url));
if (!process.env.CTP_QUIET_BUILD) console.error(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
