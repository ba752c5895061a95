import { parseArgs } from 'node:util';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createApp, createContext, SITE_STATIC_PATHS, webStaticPaths } from '@ctp/server';
import { catalog } from '../catalog.js';
import { UsageError, type Io } from '../io.js';
import { VERSION } from '../version.js';

export const buildHelp = `Usage: ctp build <dir> --base-url <url> [--contact-email <address>]

Writes the discovery documents as static files, byte for byte what "ctp serve"
answers for the same base URL: .well-known/ctp-manifest.json,
.well-known/ai-plugin.json, api/openapi.yaml, api/openapi.json,
api/ai-tools.json, llms.txt, llms-full.txt, tools/<id>.md, logo.svg; and the
web app: index.html, tools/<id>/index.html, embed/<id>/index.html, assets/,
sdk/embed.js (tools run in the browser, so any static host serves it; the
few server-mode tools say on their page that they need "ctp serve").

Options:
  --base-url <url>        absolute URL the files will be served from (required)
  --contact-email <addr>  contact for ai-plugin.json (default webmaster@<host>)
  -h, --help              show this help`;

/** Every path `ctp build` exports: derived from the registry, nothing listed by hand per tool. */
export function staticPaths(ids: readonly string[]): string[] {
  return [
    '/.well-known/ctp-manifest.json',
    '/.well-known/ai-plugin.json',
    '/api/openapi.yaml',
    '/api/openapi.json',
    '/api/ai-tools.json',
    '/llms.txt',
    '/llms-full.txt',
    '/logo.svg',
    ...SITE_STATIC_PATHS,
    ...ids.map((id) => `/tools/${id}.md`),
  ];
}

export async function build(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      'contact-email': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    io.out(buildHelp);
    return 0;
  }
  const dir = positionals[0];
  if (!dir) throw new UsageError('missing output directory', buildHelp);
  const baseUrl = values['base-url']?.replace(/\/+$/, '');
  if (!baseUrl || !/^https?:\/\/[^\s/]+/.test(baseUrl)) throw new UsageError('--base-url must be an absolute http(s) URL', buildHelp);

  const registry = catalog();
  const context = createContext({ registry, version: VERSION, baseUrl: () => baseUrl });
  const { app, close } = createApp({ context, host: '127.0.0.1', discovery: { contactEmail: values['contact-email'] } });
  const out = resolve(dir);
  let files = 0;
  try {
    let web: string[] = [];
    try {
      web = await webStaticPaths(context);
    } catch (error) {
      io.err(`ctp build: skipping the web app: ${(error as Error).message}`);
    }
    for (const path of [...staticPaths(registry.list().map((d) => d.id)), ...web]) {
      const response = await app.fetch(new Request(`${baseUrl}${path}`));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      // pages (no extension) become <path>/index.html, which static hosts serve for <path>/
      const segments = path.split('/').filter(Boolean);
      if (!segments.at(-1)?.includes('.')) segments.push('index.html');
      const target = join(out, ...segments);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, new Uint8Array(await response.arrayBuffer()));
      files++;
    }
  } finally {
    await close();
  }
  io.err(`Wrote ${files} files to ${out} for ${baseUrl}`);
  return 0;
}
