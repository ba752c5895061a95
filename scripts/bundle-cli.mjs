// Bundles the CLI (and the isolated-tool worker) with esbuild into
// packages/cli/bundle/: a handful of files instead of hundreds of modules,
// so `ctp mcp` — spawned by MCP clients at every start — starts fast. Code
// splitting keeps every command and every tool module a lazy chunk; chunks sit
// next to the entries so the runtime finds ./worker.js beside itself.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Each tool module imports its own definition, and the catalog index imports
 * them all; left alone, esbuild would give every definition a chunk of its own
 * (shared by the entry and one tool chunk), so start-up would load one file
 * per tool. Routing a tool's `./definition.js` through the index keeps all
 * definitions in one chunk: start-up cost stops growing by a module per tool.
 */
function definitionsInOneChunk(root) {
  const index = fileURLToPath(new URL('packages/tools/dist/tools.generated.js', root));
  return {
    name: 'ctp-definitions-in-one-chunk',
    setup(b) {
      b.onResolve({ filter: /^\.\/definition\.js$/ }, (args) => {
        const m = /packages\/tools\/dist\/[a-z]+\/([a-z0-9-]+)\/index\.js$/.exec(args.importer);
        return m ? { path: m[1], namespace: 'ctp-definition' } : undefined;
      });
      // V8 parses a JSON string several times faster than the same data as object literals, and
      // the definitions are pure data: the index ships them as one JSON.parse (checked lossless)
      b.onLoad({ filter: /[\\/]packages[\\/]tools[\\/]dist[\\/]tools\.generated\.js$/ }, async (args) => {
        const { definitions, folders } = await import(pathToFileURL(args.path).href);
        const json = JSON.stringify(definitions);
        if (!isDeepStrictEqual(JSON.parse(json), structuredClone(definitions))) return undefined; // not plain data: bundle the modules
        const loaders = Object.entries(folders).map(([id, folder]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`./${folder}/index.js`)}),`);
        return {
          contents: `export const definitions = JSON.parse(${JSON.stringify(json)});\nexport const folders = ${JSON.stringify(folders)};\nexport const loaders = {\n${loaders.join('\n')}\n};\n`,
          loader: 'js',
        };
      });
      b.onLoad({ filter: /.*/, namespace: 'ctp-definition' }, (args) => ({
        contents: `import { definitions } from ${JSON.stringify(index)};\nexport default definitions.find((d) => d.id === ${JSON.stringify(args.path)});\n`,
        resolveDir: fileURLToPath(new URL('packages/tools/dist/', root)),
      }));
    },
  };
}

export async function bundleCli(root) {
  const outdir = fileURLToPath(new URL('packages/cli/bundle/', root));
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: fileURLToPath(root),
    entryPoints: { ctp: 'packages/cli/dist/bin.js', worker: 'packages/runtime/dist/worker.js' },
    bundle: true,
    platform: 'node',
    // prefer packages' ESM builds: some (jsonc-parser) ship UMD mains that require() relative files
    mainFields: ['module', 'main'],
    format: 'esm',
    target: 'node20',
    splitting: true,
    outdir,
    chunkNames: '[name]-[hash]',
    // CommonJS dependencies call require(); give the ESM bundle one
    banner: { js: "import { createRequire as __ctpRequire } from 'node:module'; const require = __ctpRequire(import.meta.url);" },
    plugins: [definitionsInOneChunk(root)],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundleCli(new URL('..', import.meta.url));
