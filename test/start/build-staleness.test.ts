/**
 * `npm start`, `npm test` and `npm pack` build only what is missing or stale
 * (scripts/build.mjs, scripts/build-state.mjs). Run on a small fake workspace with recording
 * runners: an edited, added or removed source reruns exactly the steps that read it, a test file
 * reruns nothing, a missing output reruns its step, a failed step stays stale. Then, on the real
 * repository: every source file is an input of the steps that read it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../scripts/build.mjs';
import { listSources, steps, type StepName } from '../../scripts/build-state.mjs';
// @ts-expect-error plain JS script
import { generateToolIndex } from '../../scripts/gen-tool-index.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let root: string;
let ran: StepName[];
let fail: StepName | undefined;
const OUTPUTS: Record<string, string[]> = {};

function write(file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** Runners that record their step and create its outputs (or fail, for `fail`); the tool index is the real one. */
const runners = Object.fromEntries(
  (['index', 'tsc', 'embed', 'bundle', 'web'] as const).map((name) => [
    name,
    async () => {
      if (fail === name) throw new Error(`${name} failed`);
      ran.push(name);
      if (name === 'index') generateToolIndex(root);
      else for (const out of OUTPUTS[name]!) write(out.includes('.') ? out : `${out}/x`, 'built');
    },
  ]),
) as Record<StepName, () => Promise<void>>;

/** Runs the build and returns the steps it ran. */
async function runBuild(force = false): Promise<StepName[]> {
  ran = [];
  await build({ root, runners, force, log: () => {} });
  return ran;
}

const definition = (id: string) => `export default { id: '${id}', name: '${id}', parameters: [] };\n`;

/** Rewrites a file with new content and a later modification time. */
function edit(file: string) {
  write(file, `${readFileSync(join(root, file), 'utf8')}\n// edited`);
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(root, file), later, later);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ctp-build-state-'));
  fail = undefined;
  write('package.json', '{"workspaces":["packages/*"]}');
  write('package-lock.json', '{}');
  for (const pkg of ['core', 'runtime', 'tools', 'web', 'embed', 'cli']) {
    write(`packages/${pkg}/package.json`, `{"name":"@ctp/${pkg}"}`);
    write(`packages/${pkg}/tsconfig.json`, '{}');
    write(`packages/${pkg}/src/index.ts`, 'export {};');
  }
  write('packages/tools/src/encoders/base64-encoder/definition.ts', definition('base64-encoder'));
  write('packages/tools/src/encoders/base64-encoder/index.ts', 'export default {};');
  write('packages/tools/src/encoders/base64-encoder/base64-encoder.test.ts', '');
  write('packages/web/src/client/app.css', 'body{}');
  write('packages/embed/src/embed.ts', 'export {};');
  write('packages/cli/src/bin.ts', '');
  for (const [name, step] of Object.entries(steps(root, listSources(root)))) OUTPUTS[name] = step.outputs;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('scripts/build.mjs staleness', () => {
  it('builds everything once, then nothing', async () => {
    expect(await runBuild()).toEqual(['index', 'tsc', 'embed', 'bundle', 'web']);
    expect(await runBuild()).toEqual([]);
    expect(await runBuild(true)).toEqual(['index', 'tsc', 'embed', 'bundle', 'web']);
  });

  it('an edited tool rebuilds TypeScript, the CLI bundle and the web app, not the embed SDK', async () => {
    await runBuild();
    edit('packages/tools/src/encoders/base64-encoder/index.ts');
    expect(await runBuild()).toEqual(['tsc', 'bundle', 'web']);
    expect(await runBuild()).toEqual([]);
  });

  it('an edited stylesheet rebuilds the web app only; an edited embed source the SDK, TypeScript, bundle and web', async () => {
    await runBuild();
    edit('packages/web/src/client/app.css');
    expect(await runBuild()).toEqual(['web']);
    edit('packages/embed/src/embed.ts');
    expect(await runBuild()).toEqual(['tsc', 'embed', 'bundle', 'web']);
  });

  it('an edited test changes nothing', async () => {
    await runBuild();
    edit('packages/tools/src/encoders/base64-encoder/base64-encoder.test.ts');
    expect(await runBuild()).toEqual([]);
  });

  it('a new tool folder regenerates the tool index, and everything that reads it', async () => {
    await runBuild();
    write('packages/tools/src/encoders/hex-encoder/definition.ts', definition('hex-encoder'));
    write('packages/tools/src/encoders/hex-encoder/index.ts', 'export default {};');
    expect(await runBuild()).toEqual(['index', 'tsc', 'bundle', 'web']);
    expect(readFileSync(join(root, 'packages/tools/src/tools.generated.ts'), 'utf8')).toContain("'hex-encoder'");
    edit('packages/tools/src/encoders/hex-encoder/definition.ts');
    expect(await runBuild()).toEqual(['index', 'tsc', 'bundle', 'web']);
  });

  it('a removed file is a change', async () => {
    await runBuild();
    rmSync(join(root, 'packages/runtime/src/index.ts'));
    expect(await runBuild()).toEqual(['tsc', 'bundle', 'web']);
  });

  it('installed dependencies and the build scripts are inputs', async () => {
    await runBuild();
    write('node_modules/.package-lock.json', '{"changed":true}');
    expect(await runBuild()).toEqual(['index', 'tsc', 'embed', 'bundle', 'web']);
    write('scripts/bundle-cli.mjs', '// changed');
    expect(await runBuild()).toEqual(['bundle']);
  });

  it('a missing output reruns its step', async () => {
    await runBuild();
    rmSync(join(root, 'packages/cli/bundle'), { recursive: true });
    expect(await runBuild()).toEqual(['bundle']);
    rmSync(join(root, 'packages/web/dist/web-manifest.json'));
    expect(await runBuild()).toEqual(['web']);
  });

  it('a failed step stays stale, and so do the ones after it', async () => {
    await runBuild();
    edit('packages/tools/src/encoders/base64-encoder/index.ts');
    fail = 'bundle';
    await expect(runBuild()).rejects.toThrow('bundle failed');
    expect(ran).toEqual(['tsc']);
    fail = undefined;
    expect(await runBuild()).toEqual(['bundle', 'web']);
  });
});

describe('the real repository', () => {
  const sources = listSources(ROOT);
  const plan = steps(ROOT, sources);
  const inputsOf = (name: keyof typeof plan) => new Set(plan[name].inputs);

  it('sees the sources (and no tests)', () => {
    expect(sources.length).toBeGreaterThan(500);
    expect(sources.filter((f) => f.endsWith('.test.ts'))).toEqual([]);
    expect(sources).toContain('packages/tools/src/tools.generated.ts');
  });

  it('every tool definition is an input of the tool index', () => {
    const index = inputsOf('index');
    expect(sources.filter((f) => /^packages\/tools\/src\/[a-z]+\/[a-z0-9-]+\/definition\.ts$/.test(f) && !index.has(f))).toEqual([]);
  });

  it('every source file is an input of the bundle or the web app, and every TypeScript file of tsc', () => {
    const bundle = inputsOf('bundle');
    const web = inputsOf('web');
    const tsc = inputsOf('tsc');
    expect(sources.filter((f) => !bundle.has(f) && !web.has(f))).toEqual([]);
    expect(sources.filter((f) => f.endsWith('.ts') && !tsc.has(f))).toEqual([]);
    // every tool file feeds the server (bundle) and the browser (web)
    expect(sources.filter((f) => f.startsWith('packages/tools/src/') && f.endsWith('.ts') && !(bundle.has(f) && web.has(f)))).toEqual([]);
  });

  it('names the outputs npm start and the packages need', () => {
    const outputs = Object.values(plan).flatMap((s) => s.outputs);
    expect(outputs).toEqual(
      expect.arrayContaining(['packages/tools/src/tools.generated.ts', 'packages/cli/bundle/ctp.js', 'packages/web/dist/web-manifest.json', 'packages/embed/dist/embed.iife.js']),
    );
    for (const dir of ['core', 'runtime', 'tools', 'server', 'web', 'cli']) expect(outputs).toContain(`packages/${dir}/dist`);
    expect(existsSync(join(ROOT, 'scripts/build.mjs'))).toBe(true);
  });
});
