import { defineTool, success } from '@ctp/core';
import db from 'mime-db/db.json' with { type: 'json' };
import definition from './definition.js';
import { REGISTERED } from './registered.js';

// mime-db directly rather than mime-types: mime-types requires Node's 'path', which breaks the
// browser build. The extension → type preference below reproduces mime-types 3 (mime-score).

interface Entry { source?: string; charset?: string; compressible?: boolean; extensions?: string[] }
/** mime-db with the IANA registrations it lags behind (registered.ts) merged in. */
const DB: Record<string, Entry> = { ...(db as Record<string, Entry>) };
for (const [type, reg] of Object.entries(REGISTERED))
  DB[type] = { ...DB[type], source: 'iana', extensions: [...reg.extensions], ...(reg.compressible !== undefined ? { compressible: reg.compressible } : {}) };

const FACET: Record<string, number> = { 'prs.': 100, 'x-': 200, 'x.': 300, 'vnd.': 400 };
const SOURCE: Record<string, number> = { nginx: 10, apache: 20, iana: 40 };
const TOP: Record<string, number> = { application: 1, font: 2, audio: 2, video: 3 };

/** Higher = more official: standards tree over vnd./x-, IANA over Apache over nginx, shorter names. */
function score(type: string): number {
  if (type === 'application/octet-stream') return 0;
  const [top, sub] = type.split('/') as [string, string];
  const facet = /^(?:prs\.|x-|x\.|vnd\.)/.exec(sub)?.[0];
  return (facet ? FACET[facet]! : 900) + (SOURCE[DB[type]!.source ?? ''] ?? 30) + (TOP[top] ?? 0) + 1 - type.length / 100;
}

let index: Map<string, string[]> | undefined;
/** extension → every type listing it, preferred first (ties go to the later type, as in mime-types). */
function byExtension(): Map<string, string[]> {
  if (index) return index;
  index = new Map();
  for (const [type, entry] of Object.entries(DB))
    for (const ext of entry.extensions ?? []) {
      const list = index.get(ext) ?? [];
      if (list.length && score(list[0]!) <= score(type)) list.unshift(type);
      else list.push(type);
      index.set(ext, list);
    }
  return index;
}

/** The extension as path.posix.extname('x.' + query) finds it, lowercased, without the dot. */
function extensionOf(query: string): string {
  const base = `x.${query}`.replace(/\/+$/, '').split('/').pop()!;
  const dot = base.lastIndexOf('.');
  return dot <= 0 || base === '..' ? '' : base.slice(dot + 1).toLowerCase();
}

const TOKEN = "[a-z0-9!#$&^_.+-]+";
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})\\s*(?:;.*)?$`, 'i');
const TOP_TYPES = new Set(Object.keys(DB).map((t) => t.split('/')[0]!));

function describeType(type: string) {
  const entry = DB[type];
  const charset = entry?.charset ?? (type.startsWith('text/') ? 'UTF-8' : null);
  return {
    mimeType: type,
    extensions: entry?.extensions ?? [],
    charset,
    compressible: entry?.compressible ?? null,
    source: entry?.source ?? null,
    contentType: charset ? `${type}; charset=${charset.toLowerCase()}` : type,
  };
}

export default defineTool(definition, (params) => {
  const query = params.query.trim();
  const media = MEDIA_TYPE.exec(query);
  const asMime = params.mode === 'mime' || (params.mode === 'auto' && media !== null && (TOP_TYPES.has(media[1]!.toLowerCase()) || /^x-/i.test(media[1]!)));

  if (asMime) {
    const type = media ? `${media[1]}/${media[2]}`.toLowerCase() : query.toLowerCase();
    const found = media !== null && DB[type] !== undefined;
    const info = describeType(type);
    return success({
      mode: 'mime',
      found,
      extension: info.extensions[0] ?? null,
      ...(found ? info : { mimeType: media ? type : null, extensions: [], charset: null, compressible: null, source: null, contentType: null }),
      alternatives: [],
    });
  }

  const ext = extensionOf(query);
  const types = ext ? byExtension().get(ext) : undefined;
  if (!types) {
    return success({ mode: 'extension', found: false, extension: ext || null, mimeType: null, extensions: [], alternatives: [], charset: null, compressible: null, source: null, contentType: null });
  }
  return success({ mode: 'extension', found: true, extension: ext, ...describeType(types[0]!), alternatives: types.slice(1) });
});
