#!/usr/bin/env node
// Bundles the Cloudflare Workers entry (src/runtimes/workers.ts) with esbuild into
// packages/server/dist/workers/: worker.js plus one lazy chunk per tool, ES modules that
// workerd and `wrangler deploy` (no_bundle, find_additional_modules: see wrangler.jsonc) load
// as they are. Built from the TypeScript sources, so it needs no tsc run first.
// What stays out, and why:
//  - tools with `requiresNode` (the entry never registers them): their modules become stubs;
//  - Redis: nothing the entry imports names it (rate-limit-store.ts is Node's, Bun's and Deno's);
//  - @ctp/web/node and the Node loader of Swagger UI's files (node:fs): the entry passes its own;
//  - rate-limiter-flexible's index, which loads every store (node:cluster among them): the
//    memory limiter and its result type are all the entry uses.
// Prints the bundle's size (raw and gzipped, as Cloudflare counts it), writes meta.json and a
// workerd.capnp that serves the bundle on 127.0.0.1:8787 (`workerd serve dist/workers/workerd.capnp`).
// Usage: node packages/server/scripts/bundle-workers.mjs [outdir] [--tools SPEC]
//   --tools (or $CTP_WORKERS_TOOLS): a toolset as for `ctp serve --tools` (categories, tag:x, id
//   globs; default all), to fit a smaller plan's size limit.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');
const root = join(serverDir, '../..');
const require = createRequire(import.meta.url);

/**
 * The catalog's definitions and the toolset selector, read from the same sources the bundle is
 * built from (the tool index without its loaders; src/mcp/toolset.ts), so what is left out
 * matches what is bundled.
 */
async function catalog() {
  const out = await build({
    stdin: {
      contents: `export { definitions } from './packages/tools/src/tools.generated.ts';\nexport { parseToolsetSpec, selectTools } from './packages/server/src/mcp/toolset.ts';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    conditions: ['ctp-source'],
    logLevel: 'error',
    // definitions are data: nothing they import lazily (tool modules, libraries) is needed here
    plugins: [{ name: 'no-lazy-imports', setup: (b) => b.onResolve({ filter: /.*/ }, (a) => (a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined)) }],
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

function stubs(leftOut, served) {
  const docs = () => {
    const dist = dirname(require.resolve('swagger-ui-dist/package.json'));
    const css = readFileSync(join(dist, 'swagger-ui.css'), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
    return `export default ${JSON.stringify({ script: readFileSync(join(dist, 'swagger-ui-bundle.js'), 'utf8'), css })};`;
  };
  return {
    name: 'ctp-workers',
    setup(b) {
      b.onResolve({ filter: /^ctp:(docs-assets|served-tools)$/ }, (a) => ({ path: a.path.slice(4), namespace: 'ctp' }));
      b.onLoad({ filter: /^docs-assets$/, namespace: 'ctp' }, () => ({ contents: docs(), loader: 'js' }));
      b.onLoad({ filter: /^served-tools$/, namespace: 'ctp' }, () => ({ contents: `export default ${JSON.stringify(served)};`, loader: 'js' }));
      // modules the entry never runs, replaced by a module that says so if anything ever did
      const never = (what) => ({ contents: `throw new Error(${JSON.stringify(`${what} is not part of the Workers bundle`)});`, loader: 'js' });
      b.onResolve({ filter: /^@ctp\/web\/node$/ }, () => ({ path: '@ctp/web/node', namespace: 'ctp-never' }));
      b.onResolve({ filter: /\/site-assets-node\.js$/ }, () => ({ path: 'site-assets-node', namespace: 'ctp-never' }));
      b.onResolve({ filter: /^redis$|\/rate-limit-redis\.js$/ }, (a) => ({ path: a.path, namespace: 'ctp-never' }));
      b.onLoad({ filter: /.*/, namespace: 'ctp-never' }, (a) => never(a.path));
      b.onResolve({ filter: /^rate-limiter-flexible$/ }, () => ({ path: 'rate-limiter-flexible', namespace: 'ctp-rlf' }));
      b.onLoad({ filter: /.*/, namespace: 'ctp-rlf' }, () => ({
        contents: `export { default as RateLimiterMemory } from 'rate-limiter-flexible/lib/RateLimiterMemory.js';\nexport { default as RateLimiterRes } from 'rate-limiter-flexible/lib/RateLimiterRes.js';`,
        resolveDir: serverDir,
        loader: 'js',
      }));
      // a module of a tool left out (Node-only, or outside --tools): never loaded, the entry does not register it
      b.onResolve({ filter: /^\.\/[a-z]+\/[a-z0-9-]+\/index\.js$/ }, (a) => {
        const id = a.path.split('/')[2];
        return leftOut.has(id) ? { path: id, namespace: 'ctp-never' } : undefined;
      });
    },
  };
}

function sizes(dir) {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!statSync(file).isFile() || !name.endsWith('.js')) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    files++;
  }
  return { raw, gzip, files };
}

/** The workerd compatibility settings (wrangler.jsonc states the same). */
export const COMPATIBILITY = { date: '2026-04-01', flags: ['nodejs_compat'] };

/**
 * Writes <outdir>/workerd.capnp: the bundle's modules and the given settings as text bindings
 * (the `vars` of wrangler.jsonc), listening on `address`. Run: workerd serve <outdir>/workerd.capnp
 */
export function writeWorkerdConfig(outdir, { address = '127.0.0.1:8787', vars = {} } = {}) {
  const modules = readdirSync(outdir)
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => (a === 'worker.js' ? -1 : b === 'worker.js' ? 1 : a < b ? -1 : 1));
  const text = (value) => JSON.stringify(String(value));
  const config = `# Generated by packages/server/scripts/bundle-workers.mjs
using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "ctp", worker = .ctp) ],
  sockets = [ (name = "http", address = ${text(address)}, http = (), service = "ctp") ],
);
const ctp :Workerd.Worker = (
  modules = [
${modules.map((m) => `    (name = ${text(m)}, esModule = embed ${text(m)}),`).join('\n')}
  ],
  bindings = [
${Object.entries(vars).map(([name, value]) => `    (name = ${text(name)}, text = ${text(value)}),`).join('\n')}
  ],
  compatibilityDate = ${text(COMPATIBILITY.date)},
  compatibilityFlags = [${COMPATIBILITY.flags.map(text).join(', ')}],
);
`;
  const file = join(outdir, 'workerd.capnp');
  writeFileSync(file, config);
  return file;
}

/**
 * Bundles the entry with the tools of `tools` (a toolset spec as for `ctp serve --tools`: all,
 * categories, tag:x, id globs) minus the Node-only ones; a smaller selection makes a smaller Worker.
 */
export async function bundleWorkers(outdir = join(serverDir, 'dist/workers'), { tools = 'all' } = {}) {
  const { definitions, parseToolsetSpec, selectTools } = await catalog();
  const nodeOnly = new Set(definitions.filter((d) => d.requiresNode).map((d) => d.id));
  const served = selectTools(definitions.filter((d) => !nodeOnly.has(d.id)), parseToolsetSpec(tools)).map((d) => d.id);
  const leftOut = new Set(definitions.map((d) => d.id).filter((id) => !served.includes(id)));
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { worker: join(serverDir, 'src/runtimes/workers.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['ctp-source', 'workerd', 'worker', 'browser'],
    // workerd's nodejs_compat provides Node's built-in modules; tools are Web-API only, but some
    // libraries name a built-in on a path they never take in a Worker
    external: ['node:*', ...builtinModules],
    minify: true,
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [stubs(leftOut, served)],
  });
  writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  const size = sizes(outdir);
  const redis = Object.keys(result.metafile.inputs).filter((f) => /node_modules\/(@redis|redis)\//.test(f));
  if (redis.length > 0) throw new Error(`the Workers bundle must not carry a Redis client, but it has ${redis[0]}`);
  return { outdir, nodeOnly: [...nodeOnly], served, ...size };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--tools');
  const tools = at === -1 ? process.env.CTP_WORKERS_TOOLS : args.splice(at, 2)[1];
  const out = await bundleWorkers(args[0], { tools });
  writeWorkerdConfig(out.outdir);
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `workers bundle: ${relative(process.cwd(), out.outdir)}, ${out.served.length} tools, ${out.files} modules, ${mb(out.raw)} (${mb(out.gzip)} gzipped); ` +
      `left out (requiresNode): ${out.nodeOnly.join(', ')}`,
  );
}
