#!/usr/bin/env node
// Builds everything `npm start`, `npm test` and the packages need: the generated tool index,
// TypeScript, the embed SDK, the bundled CLI and the web app. A step whose inputs have not
// changed since it last succeeded, and whose outputs exist, is skipped (scripts/build-state.mjs),
// so an already built checkout costs a few milliseconds. `--force` rebuilds every step.
// Usage: node scripts/build.mjs [--force]     (also: import { build } from './build.mjs')
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fingerprint, isFresh, listSources, readStamps, steps, toolsOf, writeStamp } from './build-state.mjs';

const rootUrl = new URL('..', import.meta.url);
const ROOT = fileURLToPath(rootUrl);

class BuildError extends Error {}

/** The steps in order; the heavy modules (esbuild) load only when a step runs. */
const RUN = {
  index: async (root) => {
    const { generateToolIndex } = await import('./gen-tool-index.mjs');
    try {
      generateToolIndex(root);
    } catch (error) {
      throw new BuildError(error.message);
    }
  },
  tsc: (root) => {
    try {
      execFileSync(process.execPath, [fileURLToPath(new URL('node_modules/typescript/bin/tsc', rootUrl)), '-b'], { cwd: root, stdio: 'inherit' });
    } catch {
      throw new BuildError('TypeScript reported errors');
    }
  },
  embed: (root) => {
    try {
      // the embed SDK bundles (fails over 6 KB gzipped)
      execFileSync(process.execPath, [fileURLToPath(new URL('packages/embed/build.mjs', rootUrl))], { cwd: root, stdio: 'inherit' });
    } catch {
      throw new BuildError('the embed SDK did not build');
    }
  },
  bundle: async () => {
    const { bundleCli } = await import('./bundle-cli.mjs');
    await bundleCli(rootUrl);
  },
  web: async (root, tools) => {
    // the browser bundles (esbuild): tool pages, embeds, one chunk and one single-file script per tool
    const { buildWeb } = await import('../packages/web/scripts/build-web.mjs');
    try {
      await buildWeb(root, tools);
    } catch (error) {
      throw new BuildError(`web bundle failed: ${error.message}`);
    }
  },
};

/**
 * Runs the stale steps. Returns the names of the steps it ran; throws (with the reason printed)
 * when one fails, leaving that step and the ones after it stale. `root` and `runners` are for tests.
 */
export async function build({ force = false, log = (line) => console.error(line), root = ROOT, runners = RUN } = {}) {
  const started = Date.now();
  let sources = listSources(root);
  let plan = steps(root, sources);
  let seen = new Map();
  const ran = [];
  for (const name of Object.keys(plan)) {
    const step = plan[name];
    const print = fingerprint(root, step.inputs, seen);
    if (!force && isFresh(root, name, step, print, readStamps(root))) continue;
    await runners[name](root, toolsOf(sources));
    writeStamp(root, name, print);
    ran.push(name);
    // what a step wrote may be another's input (the tool index is a source of tsc): look again
    seen = new Map();
    if (name === 'index') {
      sources = listSources(root);
      plan = steps(root, sources);
    }
  }
  if (ran.length > 0) log(`build: ${ran.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ran;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const ran = await build({ force: process.argv.includes('--force'), log: process.env.CTP_QUIET_BUILD ? () => {} : undefined });
    if (ran.length === 0 && !process.env.CTP_QUIET_BUILD) console.error('build: up to date (node scripts/build.mjs --force rebuilds)');
  } catch (error) {
    console.error(`build: ${error instanceof BuildError ? error.message : error.stack}`);
    process.exit(1);
  }
}
