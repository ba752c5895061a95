// `ctp run` on a file larger than a string can hold: hash and Base64-encode a 1 GiB file with
// --file (streamed), checking the results and the peak RSS of each run (target: < 200 MB).
//
//   node bench/cli-stream.mjs [--mib 1024]
//
// Run after `npm run build` (it runs packages/cli/bin/ctp.js). The file is random bytes in a
// temporary directory, removed afterwards. Peak RSS is the child's VmHWM, read from /proc while
// it runs.
import { spawn } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream, mkdtempSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../packages/cli/bin/ctp.js', import.meta.url));
const i = process.argv.indexOf('--mib');
const MIB = i === -1 ? 1024 : Number(process.argv[i + 1]);
const dir = mkdtempSync(join(tmpdir(), 'ctp-stream-'));
const file = join(dir, 'big.bin');

function writeRandomFile() {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(1 << 20);
  for (let k = 0; k < MIB; k++) writeSync(fd, randomFillSync(block));
  closeSync(fd);
}

/** sha256 and the sha256 of the Base64 text of the file, streamed (what the CLI's output must match). */
async function expected() {
  const digest = createHash('sha256');
  const b64 = createHash('sha256');
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    digest.update(chunk);
    const data = Buffer.concat([carry, chunk]);
    const whole = data.length - (data.length % 3);
    b64.update(data.subarray(0, whole).toString('base64'));
    carry = data.subarray(whole);
  }
  b64.update(`${carry.toString('base64')}\n`);
  return { sha256: digest.digest('hex'), base64Sha256: b64.digest('hex') };
}

/** Runs ctp, hashing its stdout as it comes; returns the stdout's sha256 (or text, when short), seconds and peak RSS. */
function run(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = createHash('sha256');
    let head = '';
    let peak = 0;
    let stderr = '';
    const poll = setInterval(() => {
      try {
        const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (m) peak = Math.max(peak, Number(m[1]) * 1024);
      } catch {
        // exited
      }
    }, 20);
    child.stdout.on('data', (d) => {
      out.update(d);
      if (head.length < 200) head += d;
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      if (code !== 0) reject(new Error(`ctp ${args.join(' ')} exited ${code}: ${stderr}`));
      else resolve({ sha256: out.digest('hex'), head, seconds: (performance.now() - started) / 1000, peak });
    });
  });
}

try {
  writeRandomFile();
  const want = await expected();
  const mb = (n) => (n / 1e6).toFixed(0);
  console.log(`${MIB} MiB of random bytes; node ${process.version}`);
  const hash = await run(['run', 'hash-generator', '--file', file]);
  const hashOk = hash.head.trim() === want.sha256;
  console.log(`ctp run hash-generator --file   ${hash.seconds.toFixed(1)} s  ${(MIB / hash.seconds).toFixed(0)} MiB/s  peak RSS ${mb(hash.peak)} MB  ${hashOk ? 'digest correct' : `WRONG digest ${hash.head}`}`);
  const b64 = await run(['run', 'base64-encoder', '--file', file]);
  const b64Ok = b64.sha256 === want.base64Sha256;
  console.log(`ctp run base64-encoder --file   ${b64.seconds.toFixed(1)} s  ${(MIB / b64.seconds).toFixed(0)} MiB/s  peak RSS ${mb(b64.peak)} MB  ${b64Ok ? 'output correct' : 'WRONG output'}`);
  if (!hashOk || !b64Ok || hash.peak >= 200e6 || b64.peak >= 200e6) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
