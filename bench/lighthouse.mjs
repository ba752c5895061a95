#!/usr/bin/env node
// Lighthouse (mobile and desktop) for the catalog and three tool pages, against `ctp serve`
// started from this checkout's build, with Debian's chromium. Prints each category's score and
// the page-load metrics; `--json` for machine reading.
//
// Lighthouse is not a dependency of the project (it pulls ~150 packages): the first run installs
// lighthouse@12.2.3 (the last line that supports Node 20) into bench/.lighthouse/. Run
// `node scripts/build.mjs` first.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const prefix = join(root, 'bench/.lighthouse');
const bin = join(prefix, 'node_modules/.bin/lighthouse');
const PAGES = ['/', '/tools/json-formatter', '/tools/regex-tester', '/tools/text-diff'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const json = process.argv.includes('--json');

if (!existsSync(bin)) {
  mkdirSync(prefix, { recursive: true });
  console.error('installing lighthouse@12.2.3 into bench/.lighthouse …');
  execFileSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '-E', 'lighthouse@12.2.3'], { stdio: 'inherit' });
}

const server = await startProcess([join(root, 'packages/cli/bin/ctp.js'), 'serve', '--port', '0', '--rate-limit', 'off']);
const base = `http://127.0.0.1:${server.port}`;

const FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const results = [];
try {
  for (const form of ['mobile', 'desktop']) {
    for (const path of PAGES) {
      const out = join(tmpdir(), `ctp-lh-${process.pid}.json`);
      const args = [`${base}${path}`, '--quiet', `--chrome-flags=${FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`, '--output=json', `--output-path=${out}`];
      if (form === 'desktop') args.push('--preset=desktop');
      execFileSync(bin, args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
      const report = JSON.parse(readFileSync(out, 'utf8'));
      rmSync(out, { force: true });
      results.push({
        form,
        path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])),
        metrics: Object.fromEntries(METRICS.map((m) => [m, report.audits[m].numericValue])),
        failed: CATEGORIES.flatMap((c) => report.categories[c].auditRefs.filter((r) => r.weight > 0 && report.audits[r.id].score !== null && report.audits[r.id].score < 0.9).map((r) => `${c}:${r.id}`)),
      });
    }
  }
} finally {
  await server.stop();
}

if (json) console.log(JSON.stringify(results, null, 2));
else {
  console.log('| page | form | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | below 0.9 |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const m = r.metrics;
    console.log(`| ${r.path} | ${r.form} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(m['first-contentful-paint'])} | ${Math.round(m['largest-contentful-paint'])} | ${Math.round(m['total-blocking-time'])} | ${m['cumulative-layout-shift'].toFixed(3)} | ${r.failed.join(', ') || '—'} |`);
  }
}
