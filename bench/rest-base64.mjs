// REST throughput: POST /api/tools/base64-encoder through the whole ctp server
// (routing, body cap, §7.2 normalization, validation, metadata) against bare
// node:http doing the same encode, measured in the same run.
// Run after `npm run build`:  node bench/rest-base64.mjs   (BENCH_DURATION=3 for a quick look)
import { load, row, startProcess, DURATION } from './lib.mjs';

const body = JSON.stringify({ text: 'Hello, World! ctp benchmarks the REST path end to end. À😀中', mode: 'encode' });
const ctp = await startProcess(['packages/cli/bin/ctp.js', 'serve', '--port', '0', '--rate-limit', 'off', '--quiet']);
const bare = await startProcess(['bench/fixtures/bare-base64-server.mjs', '0']);

try {
  // warm up both (JIT, lazy tool import)
  for (const port of [ctp.port, bare.port]) {
    const path = port === ctp.port ? '/api/tools/base64-encoder' : '/';
    await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  }
  console.log(`REST POST /api/tools/base64-encoder vs bare node:http — ${DURATION} s per run, loopback`);
  for (const connections of [10, 50]) {
    const ours = await load({ url: `http://127.0.0.1:${ctp.port}/api/tools/base64-encoder`, body, connections, pid: ctp.child.pid });
    const base = await load({ url: `http://127.0.0.1:${bare.port}/`, body, connections, pid: bare.child.pid });
    console.log(`\n${connections} connections`);
    console.log(row('ctp REST (whole catalog)', ours));
    console.log(row('bare node:http', base));
    console.log(`ratio ctp/bare: ${(ours.rps / base.rps).toFixed(2)}× throughput (target ≥ 0.70×)`);
  }
} finally {
  await ctp.stop();
  await bare.stop();
}
