// Builds the browser side of @ctp/web with esbuild (called by scripts/build.mjs after tsc):
// - dist/assets/: page entries, the module worker and one chunk per tool (splitting: each
//   tool's libraries load only on that tool's page), content-hashed for immutable caching;
// - dist/assets/standalone/<id>-<hash>.js: one self-contained script per tool (UI + runtime +
//   tool) that single-file bundles and MCP Apps resources inline;
// - dist/web-manifest.json: which files each page needs, and which belong to each tool.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const ENTRIES = {
  catalog: 'src/client/catalog-page.ts',
  tool: 'src/client/tool-page.ts',
  embed: 'src/client/embed-entry.ts',
  recipe: 'src/client/recipe-page.ts',
  worker: 'src/client/worker.ts',
  app: 'src/client/app.css',
};

/**
 * Tools run in Web Workers, which have no DOM: packages whose "browser" build
 * needs `document` get their DOM-free build instead (turndown parses HTML with
 * domino, as it does on Node).
 */
const WORKER_SAFE = { turndown: 'turndown/lib/turndown.es.js', '@mixmark-io/domino': '@mixmark-io/domino' };

/** Virtual modules and guards shared by both builds. */
function ctpPlugin(root, tools) {
  const require = createRequire(join(root, 'packages/tools/package.json'));
  const webRequire = createRequire(join(root, 'packages/web/package.json'));
  return {
    name: 'ctp',
    setup(build) {
      const safe = new RegExp(`^(${Object.keys(WORKER_SAFE).map((k) => k.replace(/[/.-]/g, '\\$&')).join('|')})$`);
      build.onResolve({ filter: safe }, (args) => ({ path: require.resolve(WORKER_SAFE[args.path]) }));
      // lowlight's entry also exports every highlight.js grammar (~1 MB of CommonJS, which cannot be
      // tree-shaken); the result views load the engine alone and one grammar at a time
      build.onResolve({ filter: /^lowlight$/ }, () => ({ path: join(dirname(webRequire.resolve('lowlight')), 'lib/index.js') }));
      // the worker's loaders: tools that run in the browser only (server-mode tools are called over
      // the API, and their libraries may not bundle for browsers at all)
      build.onResolve({ filter: /^ctp:tool-loaders$/ }, () => ({ path: 'loaders', namespace: 'ctp-loaders' }));
      build.onLoad({ filter: /.*/, namespace: 'ctp-loaders' }, () => ({
        contents: `export const loaders = {\n${tools
          .map((t) => `  ${JSON.stringify(t.id)}: () => import(${JSON.stringify(join(root, 'packages/tools/src', t.category, t.id, 'index.ts'))}),`)
          .join('\n')}\n};\n`,
        loader: 'js',
        resolveDir: root,
      }));
      // resolvable without node_modules links (a fresh checkout before `npm ci` wires the workspaces)
      build.onResolve({ filter: /^@ctp\/embed\/protocol$/ }, () => ({ path: join(root, 'packages/embed/src/protocol.ts') }));
      // a tool that imports a Node built-in cannot run in the browser: keep the build going, say which
      build.onResolve({ filter: /^node:/ }, (args) => ({
        path: args.path,
        external: true,
        warnings: [{ text: `${relative(root, args.importer)} imports ${args.path}: this tool will not run in the browser` }],
      }));
      build.onResolve({ filter: /^ctp-standalone:/ }, (args) => ({ path: args.path.slice('ctp-standalone:'.length), namespace: 'ctp-standalone' }));
      build.onLoad({ filter: /.*/, namespace: 'ctp-standalone' }, (args) => {
        const tool = tools.find((t) => t.id === args.path);
        const index = join(root, 'packages/tools/src', tool.category, tool.id, 'index.ts');
        const standalone = join(root, 'packages/web/src/client/standalone.ts');
        return {
          contents: `import tool from ${JSON.stringify(index)};\nimport { startStandalone } from ${JSON.stringify(standalone)};\nstartStandalone(tool);\n`,
          loader: 'ts',
          resolveDir: root,
        };
      });
    },
  };
}

const COMMON = {
  bundle: true,
  minify: true,
  target: 'es2022',
  platform: 'browser',
  conditions: ['ctp-source'],
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  charset: 'utf8',
};

/** Static-import closure of an output file (what loading it fetches). */
function closure(outputs, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(start);
  return seen;
}

/**
 * `tools`: the catalog's {id, category} list. Tools whose definition says
 * executionMode "server" get no browser chunk and no standalone script.
 */
export async function buildWeb(root, allTools) {
  const { definitions } = await import(pathToFileURL(join(root, 'packages/tools/dist/index.js')).href);
  const onServer = new Set(definitions.filter((d) => d.executionMode === 'server').map((d) => d.id));
  const tools = allTools.filter((t) => !onServer.has(t.id));
  const pkg = join(root, 'packages/web');
  const out = join(pkg, 'dist/assets');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const plugin = ctpPlugin(root, tools);

  const [main, standalone, sw] = await Promise.all([
    esbuild.build({
      ...COMMON,
      absWorkingDir: pkg,
      entryPoints: Object.entries(ENTRIES).map(([out, file]) => ({ in: file, out })),
      outdir: out,
      format: 'esm',
      splitting: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'c/[name]-[hash]',
      plugins: [plugin],
    }),
    esbuild.build({
      ...COMMON,
      absWorkingDir: pkg,
      // CTP_WEB_STANDALONE=0 skips them while developing the pages (embeds in sandboxed frames and bundles need them)
      entryPoints: process.env.CTP_WEB_STANDALONE === '0' ? [] : tools.map((t) => ({ in: `ctp-standalone:${t.id}`, out: t.id })),
      outdir: join(out, 'standalone'),
      format: 'iife',
      entryNames: '[name]-[hash]',
      plugins: [plugin],
    }),
    // the service worker: one classic script (served at /sw.js with its configuration prepended)
    esbuild.build({
      ...COMMON,
      absWorkingDir: pkg,
      entryPoints: [{ in: 'src/client/sw.ts', out: 'sw' }],
      outdir: out,
      format: 'iife',
      entryNames: '[name]-[hash]',
    }),
  ]);

  const outputs = main.metafile.outputs;
  const url = (file) => '/' + relative(join(pkg, 'dist'), join(pkg, file)).split('\\').join('/');
  const entryFile = {};
  const toolFile = {};
  const toolIndex = new Map(tools.map((t) => [`../tools/src/${t.category}/${t.id}/index.ts`, t.id]));
  for (const [file, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint) continue;
    const entry = Object.entries(ENTRIES).find(([, src]) => src === meta.entryPoint);
    if (entry && (!file.endsWith('.css') || entry[0] === 'app')) entryFile[entry[0]] = file;
    const toolId = toolIndex.get(meta.entryPoint);
    if (toolId) toolFile[toolId] = file;
  }
  const workerShared = closure(outputs, entryFile.worker);
  const manifest = {
    version: 1,
    css: url(entryFile.app),
    scripts: {},
    preload: {},
    toolChunks: {},
    standalone: {},
  };
  const swFile = Object.keys(sw.metafile.outputs).find((f) => f.endsWith('.js'));
  if (swFile) manifest.sw = url(swFile);
  for (const name of ['catalog', 'tool', 'embed', 'recipe', 'worker']) {
    manifest.scripts[name] = url(entryFile[name]);
    manifest.preload[name] = [...closure(outputs, entryFile[name])].filter((f) => f !== entryFile[name]).map(url);
  }
  for (const [id, file] of Object.entries(toolFile)) {
    manifest.toolChunks[id] = [...closure(outputs, file)].filter((f) => !workerShared.has(f)).map(url);
  }
  for (const [file, meta] of Object.entries(standalone.metafile.outputs)) {
    const id = meta.entryPoint?.replace(/^ctp-standalone:/, '');
    if (!id || !file.endsWith('.js')) continue;
    // the script is inlined into HTML, where "</script" would end it and "<!--" change how it is parsed;
    // in minified output they only occur in string, template and regex literals, where \x3C means "<"
    const text = readFileSync(join(pkg, file), 'utf8');
    const safe = text.replace(/<(!--|\/script)/gi, '\\x3C$1');
    if (safe !== text) writeFileSync(join(pkg, file), safe);
    manifest.standalone[id] = url(file);
  }
  writeFileSync(join(pkg, 'dist/web-manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}
