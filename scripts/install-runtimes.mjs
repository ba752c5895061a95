// Installs Bun, Deno and workerd (npm packages that ship their binaries) into test/runtimes/,
// a package of its own outside the workspace (~350 MB, so `npm install` at the root never pulls
// them), for the runtime entry tests (packages/server/test/runtime-*.test.ts). .ci/run calls it;
// run it once by hand to test the entries locally: node scripts/install-runtimes.mjs
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../test/runtimes/', import.meta.url));
const bins = ['bun', 'deno', 'workerd'].map((name) => `${dir}node_modules/.bin/${name}`);
if (bins.every((bin) => existsSync(bin)) && !process.argv.includes('--force')) process.exit(0);
// their install scripts put the platform's binary in place, so scripts must run here
const args = ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'];
const npm = process.env.npm_execpath;
if (npm) execFileSync(process.execPath, [npm, ...args], { stdio: 'inherit' });
else execFileSync('npm', args, { stdio: 'inherit' });
for (const bin of bins) execFileSync(bin, ['--version'], { stdio: 'inherit' });
