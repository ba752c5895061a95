// Bundles the CLI (and the isolated-tool worker) with esbuild into
// packages/cli/bundle/: a handful of files instead of hundreds of modules,
// so `ctp mcp` — spawned by MCP clients at every start — starts fast. Code
// splitting keeps every command and every tool module a lazy chunk; chunks sit
// next to the entries so the runtime finds ./worker.js beside itself.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Each tool module imports its own definition, and the catalog index imports
 * them all; left alone, esbuild would give every definition a chunk of its own
 * (shared by the entry and one tool chunk), so start-up would load one file
 * per tool. Routing a tool's `./definition.js` through the index keeps all
 * definitions in one chunk: start-up cost stops growing by a module per tool.
 */
function definitionsInOneChunk(root, outdir) {
  const index = fileURLToPath(new URL('packages/tools/dist/tools.generated.js', root));
  return {
    name: 'ctp-definitions-in-one-chunk',
    setup(b) {
      b.onResolve({ filter: /^\.\/definition\.js$/ }, (args) => {
        const m = /packages\/tools\/dist\/[a-z]+\/([a-z0-9-]+)\/index\.js$/.exec(args.importer);
        return m ? { path: m[1], namespace: 'ctp-definition' } : undefined;
      });
      // The definitions are pure data. Compiling them as JavaScript (object literals, or even one
      // string literal for JSON.parse) costs about twice as much at start-up as reading them from
      // a JSON file beside the bundle; escaping non-ASCII keeps that file one-byte text, which V8
      // parses fastest. The round trip is checked lossless, else the modules are bundled as is.
      b.onLoad({ filter: /[\\/]packages[\\/]tools[\\/]dist[\\/]tools\.generated\.js$/ }, async (args) => {
        const { definitions, folders } = await import(pathToFileURL(args.path).href);
        const json = JSON.stringify(definitions).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
        if (!isDeepStrictEqual(JSON.parse(json), structuredClone(definitions))) return undefined; // not plain data: bundle the modules
        mkdirSync(outdir, { recursive: true });
        writeFileSync(join(outdir, DEFINITIONS_FILE), json);
        const loaders = Object.entries(folders).map(([id, folder]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`./${folder}/index.js`)}),`);
        return {
          contents: [
            "import { readFileSync } from 'node:fs';",
            `export const definitions = JSON.parse(readFileSync(new URL('./${DEFINITIONS_FILE}', import.meta.url), 'latin1'));`,
            `export const folders = ${JSON.stringify(folders)};`,
            `export const loaders = {\n${loaders.join('\n')}\n};\n`,
          ].join('\n'),
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

/**
 * The SDK's `_shims` module picks a default JSON Schema validator per runtime; on Node it is its
 * bundled Ajv (~290 KB, ~20 ms to load at every `ctp mcp` start). Our MCP servers always pass
 * the SDK's own Workers validator (packages/server/src/mcp/server.ts), so the bundle resolves the
 * shims to the same exports with that validator as the default and never loads Ajv.
 */
function sdkShimsWithoutAjv(root) {
  return {
    name: 'ctp-sdk-shims-without-ajv',
    setup(b) {
      b.onResolve({ filter: /^@modelcontextprotocol\/server\/_shims$/ }, () => ({ path: 'shims', namespace: 'ctp-sdk-shims' }));
      b.onLoad({ filter: /.*/, namespace: 'ctp-sdk-shims' }, () => ({
        contents:
          "export { default as process } from 'node:process';\n" +
          "export { CfWorkerJsonSchemaValidator as DefaultJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';\n",
        resolveDir: fileURLToPath(new URL('packages/server/', root)),
      }));
    },
  };
}

/**
 * The commands hand the worker pool the module that builds the registry inside a worker, as
 * `import.meta.resolve('@ctp/tools')`. From the bundle that would reach packages/tools/dist through
 * node_modules, which an installed package does not have, and which loads every tool library
 * unbundled. The bundle has its own registry entry (REGISTRY_ENTRY, sharing the chunks of
 * the main entry): point the commands at it. A command that stops naming the module this way
 * fails the build rather than shipping a bundle whose isolated tools cannot run.
 */
function toolsRegistryInBundle() {
  let rewritten = 0;
  return {
    name: 'ctp-tools-registry-in-bundle',
    setup(b) {
      b.onLoad({ filter: /[\\/]packages[\\/]cli[\\/]dist[\\/]commands[\\/][a-z-]+\.js$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const contents = text.replace(/import\.meta\.resolve\((['"])@ctp\/tools\1\)/g, () => {
          rewritten++;
          return `new URL('./${REGISTRY_ENTRY}.js', import.meta.url).href`;
        });
        return { contents, loader: 'js' };
      });
      b.onEnd((result) => {
        if (result.errors.length === 0 && rewritten === 0)
          result.errors.push({ text: "no command names import.meta.resolve('@ctp/tools'): update toolsRegistryInBundle in scripts/bundle-cli.mjs" });
      });
    },
  };
}

/** The bundle's entry that exports createRegistry (what the isolated-tool worker imports). */
const REGISTRY_ENTRY = 'tools-registry';

/** The catalog's definitions, as JSON beside the bundle's chunks (see definitionsInOneChunk). */
const DEFINITIONS_FILE = 'definitions.json';

/**
 * A hash of every file of the bundle, written last as bundle/build-id: the launcher links one
 * snapshot per build and finds it by this id (packages/cli/bin/snapshot.js); a bundle without it
 * is unfinished. An unchanged rebuild keeps its id, so running servers' snapshot is reused.
 */
function writeBuildId(outdir) {
  const hash = createHash('sha256');
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else hash.update(`${prefix}${entry.name}\0`).update(readFileSync(join(dir, entry.name))).update('\0');
    }
  };
  walk(outdir, '');
  writeFileSync(join(outdir, BUILD_ID_FILE), `${hash.digest('hex').slice(0, 32)}\n`);
}

/** Written by writeBuildId. */
const BUILD_ID_FILE = 'build-id';

export async function bundleCli(root) {
  const outdir = fileURLToPath(new URL('packages/cli/bundle/', root));
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: fileURLToPath(root),
    entryPoints: { ctp: 'packages/cli/dist/bin.js', worker: 'packages/runtime/dist/worker.js', [REGISTRY_ENTRY]: 'packages/tools/dist/index.js' },
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
    // Redis is loaded only for `serve --redis-url`. Bundled, it became a chunk of its own whose
    // CommonJS exports esbuild's code splitting exposes only as `default` (evanw/esbuild#3245), so
    // `createClient` was undefined; loaded from node_modules, Node's own CommonJS interop applies.
    // esbuild compiles users' tools (--tools-dir, validate, test, new): its native binary cannot be bundled
    external: ['redis', 'esbuild'],
    plugins: [definitionsInOneChunk(root, outdir), sdkShimsWithoutAjv(root), toolsRegistryInBundle()],
    logLevel: 'warning',
  });
  // What users' tools import as `@ctp/core`: one plain ES module (the bundle's own copy sits in
  // hashed chunks without its export names); packages/cli/src/user-tools/compile.ts bundles it
  // into each user tool.
  await build({
    absWorkingDir: fileURLToPath(root),
    entryPoints: ['packages/core/dist/index.js'],
    outfile: join(outdir, USER_CORE_FILE),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'warning',
  });
  await writePrebuiltToolsList(root, outdir);
  writeBuildId(outdir);
}

/** Keep in step with prebuiltToolsList in packages/cli/src/commands/mcp.ts. */
const PREBUILT_TOOLS_FILE = 'mcp-tools-all.json';

/**
 * `ctp mcp` answers tools/list of the whole catalog from this file, written by the same code
 * (McpCatalog, from the packages' build that the bundle is made of) it would run to build the
 * answer, before loading the catalog (packages/server/src/mcp/prebuilt.ts).
 */
async function writePrebuiltToolsList(root, outdir) {
  const { serializeToolsList } = await import(new URL('packages/server/dist/mcp/prebuilt.js', root).href);
  const { createRegistry } = await import(new URL('packages/tools/dist/index.js', root).href);
  writeFileSync(join(outdir, PREBUILT_TOOLS_FILE), serializeToolsList(createRegistry(), 'all'));
}

/** Keep in step with USER_CORE_FILE in packages/cli/src/user-tools/compile.ts. */
const USER_CORE_FILE = 'ctp-core.js';

if (import.meta.url === `file://${process.argv[1]}`) await bundleCli(new URL('..', import.meta.url));
