#!/usr/bin/env node
// `npm pack`/`npm publish` of @ctp/cli (its prepack and postpack): the bundle already holds every
// @ctp package and library, so the only files it still needs are the built web app and the embed
// SDK. They are copied into packages/cli/{web,embed}/dist for the tarball (the same layout as the
// checkout, so the server finds the SDK beside the web app) and removed again after packing.
// Usage: node scripts/stage-cli-assets.mjs [--clean]
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = `${root}packages/cli/`;
rmSync(`${cli}web`, { recursive: true, force: true });
rmSync(`${cli}embed`, { recursive: true, force: true });
if (!process.argv.includes('--clean')) {
  const needed = ['packages/web/dist/web-manifest.json', 'packages/web/dist/assets', 'packages/embed/dist/embed.iife.js', 'packages/cli/bundle/ctp.js'];
  const missing = needed.filter((file) => !existsSync(root + file));
  if (missing.length > 0) {
    console.error(`stage-cli-assets: not built (${missing.join(', ')} missing): run "npm run build" first`);
    process.exit(1);
  }
  cpSync(`${root}packages/web/dist/web-manifest.json`, `${cli}web/dist/web-manifest.json`);
  cpSync(`${root}packages/web/dist/assets`, `${cli}web/dist/assets`, { recursive: true });
  cpSync(`${root}packages/embed/dist/embed.iife.js`, `${cli}embed/dist/embed.iife.js`);
}
