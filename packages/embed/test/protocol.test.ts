// Pure protocol and config checks: no DOM needed (the DOM-side message tests are in embed.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildEmbedUrl, CHANNEL_PATTERN, EMBED_SOURCE, embedMessage, HOST_SOURCE, hostMessage, isOrigin, isSafeFont, MAX_HEIGHT,
  newChannel, parseEmbedQuery, readEmbedMessage, readHostMessage, sanitizeStyles, STYLE_KEYS,
} from '../src/protocol.js';
import { normalizeConfig } from '../src/config.js';
import { createAjv, loadSpecSchema } from '../../../test/support/ajv.js';
import { VERSION } from '../src/version.js';

const CH = 'abcdefgh12345678';

describe('the iframe URL', () => {
  it('has the documented format and order', () => {
    const url = buildEmbedUrl({
      baseUrl: 'https://tools.example/',
      toolId: 'json-formatter',
      styles: {
        density: 'compact', theme: 'dark', accent: '#2563EB', bg: '#0f172a', text: '#e2e8f0', font: 'Inter, sans-serif',
        fontSize: 15, radius: 6.5, shadow: 'subtle', borderWidth: 1,
      },
      origin: 'https://blog.example',
      channel: CH,
    });
    expect(url).toBe(
      'https://tools.example/embed/json-formatter?theme=dark&accent=%232563eb&bg=%230f172a&text=%23e2e8f0' +
        '&font=Inter%2C+sans-serif&fontSize=15&radius=6.5&shadow=subtle&density=compact&borderWidth=1' +
        '&origin=https%3A%2F%2Fblog.example&channel=abcdefgh12345678',
    );
  });

  it('keeps a base path, takes an embedPath, leaves out invalid or absent styles', () => {
    expect(buildEmbedUrl({ baseUrl: 'https://x.example/ctp', toolId: 'a-b', embedPath: '/e', styles: { theme: 'blue' as never, radius: 99 } }))
      .toBe('https://x.example/ctp/e/a-b');
  });

  it('round-trips through parseEmbedQuery (what the embed page reads)', () => {
    const styles = { theme: 'light', accent: '#ff6600', font: '"Source Sans 3", system-ui', fontSize: 16, radius: 0, muted: '#64748b', inputBg: '#ffffff' } as const;
    const url = new URL(buildEmbedUrl({ baseUrl: 'https://t.example', toolId: 'x', styles, origin: 'http://localhost:5173', channel: CH }));
    expect(parseEmbedQuery(url.search)).toEqual({ styles, origin: 'http://localhost:5173', channel: CH });
  });

  it('parseEmbedQuery rejects anything that is not on the allow-list', () => {
    const q = parseEmbedQuery(
      '?theme=dark;x&accent=red&bg=%23zzzzzz&text=url(x)&font=a%3B}body{x&fontSize=1e3&radius=-1&shadow=huge&density=tight' +
        '&origin=javascript:alert(1)&channel=%3Cscript%3E',
    );
    expect(q).toEqual({ styles: {}, origin: null, channel: null });
    expect(parseEmbedQuery('?origin=https://a.example/path&channel=short').origin).toBeNull();
    expect(parseEmbedQuery('').channel).toBeNull();
  });
});

describe('sanitizeStyles', () => {
  it('accepts numbers or numeric strings in range, hex colors, enums', () => {
    expect(sanitizeStyles({ fontSize: '14', radius: 12.345, borderWidth: 4, theme: 'dark', accent: '#ABC' }))
      .toEqual({ fontSize: 14, radius: 12.35, borderWidth: 4, theme: 'dark', accent: '#abc' });
    expect(sanitizeStyles({ fontSize: 7, radius: 33, borderWidth: 5, accent: 'rgb(0,0,0)', bg: '#12345' })).toEqual({});
    expect(sanitizeStyles(null)).toEqual({});
    expect(STYLE_KEYS.slice(0, 9)).toEqual(['theme', 'accent', 'bg', 'text', 'font', 'fontSize', 'radius', 'shadow', 'density']);
  });

  it('fonts: letters, digits, spaces, quotes (balanced) and , . _ - only', () => {
    expect(isSafeFont('Inter, "Segoe UI", system-ui, sans-serif')).toBe(true);
    expect(isSafeFont('Noto Sans JP, メイリオ')).toBe(true);
    expect(isSafeFont('"Unclosed, serif')).toBe(false);
    for (const bad of ['a;b', 'a}b', 'a{b', 'a(b)', 'a<b', 'a:b', 'a\\b', 'x'.repeat(201), '']) expect(isSafeFont(bad), bad).toBe(false);
  });
});

describe('messages', () => {
  it('embed → host: well-formed messages are accepted as they are', () => {
    const msgs = [
      embedMessage(CH, 'ready', {}),
      embedMessage(CH, 'ready', { name: 'JSON Formatter', toolId: 'json-formatter', height: 300 }),
      embedMessage(CH, 'resize', { height: 0 }),
      embedMessage(CH, 'resize', { height: MAX_HEIGHT }),
      embedMessage(CH, 'result', { success: true, data: { a: 1 } }),
      embedMessage(CH, 'result', { success: false, error: 'bad', errorCode: 'INVALID_INPUT' }),
      embedMessage(CH, 'error', { message: 'Tool not found', code: 'NOT_FOUND' }),
      embedMessage(CH, 'error', { message: 'x' }),
    ];
    for (const m of msgs) {
      expect(m.source).toBe(EMBED_SOURCE);
      expect(readEmbedMessage(m, CH)).toBe(m);
    }
  });

  it('embed → host: anything else is null', () => {
    const bad: unknown[] = [
      null, 'ready', 1, [], {},
      { source: 'other', channel: CH, type: 'ready', payload: {} },
      { source: EMBED_SOURCE, channel: 'other-channel', type: 'ready', payload: {} },
      { source: EMBED_SOURCE, channel: CH, type: 'ready' },
      { source: EMBED_SOURCE, channel: CH, type: 'ready', payload: { name: 3 } },
      { source: EMBED_SOURCE, channel: CH, type: 'resize', payload: { height: '300' } },
      { source: EMBED_SOURCE, channel: CH, type: 'resize', payload: { height: -1 } },
      { source: EMBED_SOURCE, channel: CH, type: 'resize', payload: { height: MAX_HEIGHT + 1 } },
      { source: EMBED_SOURCE, channel: CH, type: 'resize', payload: { height: NaN } },
      { source: EMBED_SOURCE, channel: CH, type: 'result', payload: { data: 1 } },
      { source: EMBED_SOURCE, channel: CH, type: 'error', payload: { code: 'X' } },
      { source: EMBED_SOURCE, channel: CH, type: 'error', payload: { message: 'x', code: 5 } },
      { source: EMBED_SOURCE, channel: CH, type: 'updateStyles', payload: { styles: {} } },
      { source: EMBED_SOURCE, channel: CH, type: 'constructor', payload: {} },
    ];
    for (const b of bad) expect(readEmbedMessage(b, CH), JSON.stringify(b)).toBeNull();
  });

  it('host → embed: updateStyles carries an allow-listed style set', () => {
    const m = hostMessage(CH, { theme: 'dark', accent: '#00ff00', font: 'x;y' as string, radius: 8 });
    expect(m).toEqual({ source: HOST_SOURCE, channel: CH, type: 'updateStyles', payload: { styles: { theme: 'dark', accent: '#00ff00', radius: 8 } } });
    expect(readHostMessage(m, CH)).toEqual(m);
    expect(readHostMessage({ ...m, payload: { styles: { bg: 'url(evil)', theme: 'dark' } } }, CH)!.payload.styles).toEqual({ theme: 'dark' });
    expect(readHostMessage(m, 'another-channel')).toBeNull();
    expect(readHostMessage({ ...m, source: EMBED_SOURCE }, CH)).toBeNull();
    expect(readHostMessage({ ...m, type: 'resize' }, CH)).toBeNull();
  });
});

describe('helpers', () => {
  it('channels are random and match the pattern', () => {
    const seen = new Set(Array.from({ length: 200 }, newChannel));
    expect(seen.size).toBe(200);
    for (const c of seen) expect(c).toMatch(CHANNEL_PATTERN);
  });

  it('isOrigin takes serialized http(s) origins only', () => {
    expect(isOrigin('https://a.example')).toBe(true);
    expect(isOrigin('http://localhost:3000')).toBe(true);
    for (const o of ['https://a.example/', 'null', 'file://', 'javascript:alert(1)', 'https://a.example/x', '*', 42]) expect(isOrigin(o), String(o)).toBe(false);
  });

  it('normalizeConfig follows embed-config.schema.json', () => {
    const schema = loadSpecSchema('embed-config.schema.json') as { properties: Record<string, unknown> };
    const validate = createAjv({ specSchemas: true }).compile(schema);
    // every schema property is known (a valid value is kept)
    const valid: Record<string, unknown> = {
      toolId: 'json-formatter', baseUrl: 'https://t.example', embedPath: '/embed', width: '100%', height: 400, minHeight: 200,
      theme: 'dark', accentColor: '#fff', backgroundColor: '#000', textColor: '#111', secondaryTextColor: '#222', borderColor: '#333',
      inputBackground: '#444', fontFamily: 'Inter', baseFontSize: 16, borderRadius: 8, borderWidth: 1, shadow: 'none', density: 'normal',
      autosense: true, watchTheme: false, loading: 'eager', allowClipboard: true, className: 'x',
    };
    expect(Object.keys(valid).sort()).toEqual(Object.keys(schema.properties).sort());
    expect(validate(valid)).toBe(true);
    const { config, problems } = normalizeConfig(valid);
    expect(problems).toEqual([]);
    expect(Object.keys(config).sort()).toEqual(Object.keys(valid).sort());
    expect(config).toMatchObject({ height: '400px', minHeight: '200px', accentColor: '#ffffff' });
    // schema bounds and enums
    const invalid = {
      toolId: 'Bad', width: -1, theme: 'sepia', baseFontSize: 7, borderRadius: 33, borderWidth: 5,
      shadow: 'huge', density: 'x', autosense: 'yes', loading: 'auto', extra: 1,
    };
    for (const [k, v] of Object.entries(invalid)) expect(validate({ [k]: v }), k).toBe(false);
    const { problems: p } = normalizeConfig({ ...invalid, baseUrl: 'ftp://x', embedPath: '../x', onReady: 'not a function' });
    expect(p.map((x) => x.split(':')[0]).sort()).toEqual(
      ['autosense', 'baseFontSize', 'baseUrl', 'borderRadius', 'borderWidth', 'density', 'embedPath', 'extra', 'loading', 'onReady', 'shadow', 'theme', 'toolId', 'width'],
    );
    expect(p).toContain('extra: unknown option');
    expect(normalizeConfig('x').problems).toEqual(['config must be an object']);
  });

  it('VERSION matches package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
