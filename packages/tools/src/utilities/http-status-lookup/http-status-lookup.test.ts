import { describe, expect, it } from 'vitest';
import { STATUS_CODES } from 'node:http';
import tool, { ENTRIES, type StatusEntry } from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  query: string;
  kind: string;
  found: boolean;
  summary: string;
  results: StatusEntry[];
}

const lookup = (query: string) => runOk<Out>(tool, { query });
const codes = (out: Out) => out.results.map((r) => r.code);

/** The IANA HTTP Status Code Registry (typed in from the registry, independently of the tool's table). */
const IANA: Record<number, string> = {
  100: 'Continue', 101: 'Switching Protocols', 102: 'Processing', 103: 'Early Hints', 104: 'Upload Resumption Supported',
  200: 'OK', 201: 'Created', 202: 'Accepted', 203: 'Non-Authoritative Information', 204: 'No Content', 205: 'Reset Content',
  206: 'Partial Content', 207: 'Multi-Status', 208: 'Already Reported', 226: 'IM Used',
  300: 'Multiple Choices', 301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified', 305: 'Use Proxy',
  306: '(Unused)', 307: 'Temporary Redirect', 308: 'Permanent Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  406: 'Not Acceptable', 407: 'Proxy Authentication Required', 408: 'Request Timeout', 409: 'Conflict', 410: 'Gone',
  411: 'Length Required', 412: 'Precondition Failed', 413: 'Content Too Large', 414: 'URI Too Long', 415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable', 417: 'Expectation Failed', 418: '(Unused)', 421: 'Misdirected Request', 422: 'Unprocessable Content',
  423: 'Locked', 424: 'Failed Dependency', 425: 'Too Early', 426: 'Upgrade Required', 428: 'Precondition Required',
  429: 'Too Many Requests', 431: 'Request Header Fields Too Large', 451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported', 506: 'Variant Also Negotiates', 507: 'Insufficient Storage', 508: 'Loop Detected',
  510: 'Not Extended', 511: 'Network Authentication Required',
};

describe('http-status-lookup', () => {
  itReproducesItsExample(tool);

  it('treats an empty query as missing', async () => {
    await runError(tool, { query: '' }, 'MISSING_REQUIRED');
  });

  it('looks up a code with its facts', async () => {
    const out = await lookup('404');
    expect(out).toMatchObject({ query: '404', kind: 'code', found: true });
    expect(out.summary).toBe(
      '404 Not Found (4xx Client Error): the server has no current representation for the requested URL, or will not reveal that it has one.',
    );
    expect(out.results).toHaveLength(1);
    expect(out.results[0]).toMatchObject({
      code: 404,
      reason: 'Not Found',
      class: '4xx',
      className: 'Client Error',
      registration: 'registered',
      spec: 'RFC 9110, Section 15.5.5',
      specUrl: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.5',
      cacheableByDefault: true,
      headers: [],
      aliases: [],
    });
    expect((await lookup(' 201 ')).results[0]).toMatchObject({ code: 201, headers: ['Location', 'ETag'] });
  });

  it('covers every code of the IANA registry, flagged with its registry status', () => {
    const byCode = new Map(ENTRIES.map((e) => [e.code, e]));
    for (const [code, name] of Object.entries(IANA)) {
      const entry = byCode.get(Number(code));
      expect(entry, `missing ${code}`).toBeDefined();
      expect(entry!.registration).not.toBe('unofficial');
      if (name !== '(Unused)' || code === '306') expect(entry!.reason, code).toBe(name);
    }
    const official = ENTRIES.filter((e) => e.registration !== 'unofficial').map((e) => e.code);
    expect(official).toEqual(Object.keys(IANA).map(Number));
    expect(byCode.get(418)).toMatchObject({ reason: "I'm a teapot", registration: 'reserved', aliases: ["I'm a Teapot", '(Unused)'] });
    expect(byCode.get(306)!.registration).toBe('reserved');
    expect(byCode.get(305)!.registration).toBe('deprecated');
    expect(byCode.get(510)!.registration).toBe('obsolete');
    expect(byCode.get(104)!.registration).toBe('temporary');
  });

  it('knows every code Node.js knows, by its phrase or a former one (differential)', () => {
    const byCode = new Map(ENTRIES.map((e) => [e.code, e]));
    for (const [code, phrase] of Object.entries(STATUS_CODES)) {
      const entry = byCode.get(Number(code));
      expect(entry, `missing ${code}`).toBeDefined();
      const names = [entry!.reason, ...entry!.aliases].map((n) => n.toLowerCase());
      expect(names, `${code} ${phrase}`).toContain(phrase!.toLowerCase());
    }
  });

  it('has well-formed entries: class from the first digit, RFC references with section links, no duplicates', () => {
    const classNames: Record<string, string> = { '1xx': 'Informational', '2xx': 'Successful', '3xx': 'Redirection', '4xx': 'Client Error', '5xx': 'Server Error' };
    expect(new Set(ENTRIES.map((e) => e.code)).size).toBe(ENTRIES.length);
    for (const e of ENTRIES) {
      expect(e.class).toBe(`${String(e.code)[0]}xx`);
      expect(e.className).toBe(classNames[e.class]);
      expect(e.reason.length).toBeGreaterThan(1);
      expect(e.description.length, `${e.code}`).toBeGreaterThan(40);
      expect(e.description.endsWith('.'), `${e.code}`).toBe(true);
      for (const h of e.headers) expect(h, `${e.code}`).toMatch(/^[A-Z][A-Za-z0-9]*(?:-[A-Z0-9][A-Za-z0-9]*)*$/);
      if (e.registration === 'unofficial') {
        expect(e.spec).toMatch(/^Unofficial: .+ \(not in the IANA registry\)$/);
        expect(e.specUrl).toBeUndefined();
        expect(e.cacheableByDefault).toBe(false);
      } else if (e.code !== 104) {
        expect(e.spec, `${e.code}`).toMatch(/^RFC \d{4}, Section [\d.]+/);
        const [, n, section] = /^RFC (\d{4}), Section ([\d.]+)/.exec(e.spec)!;
        expect(e.specUrl).toBe(`https://www.rfc-editor.org/rfc/rfc${n}#section-${section}`);
      }
    }
  });

  it('marks exactly the heuristically cacheable codes (RFC 9110 §15.1, plus 451 from RFC 7725)', () => {
    const cacheable = ENTRIES.filter((e) => e.cacheableByDefault).map((e) => e.code);
    expect(cacheable).toEqual([200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 451, 501]);
  });

  it('cites the RFCs that define the codes outside RFC 9110', () => {
    const spec = (code: number) => ENTRIES.find((e) => e.code === code)!.spec;
    expect([428, 429, 431, 511].map(spec)).toEqual(['RFC 6585, Section 3', 'RFC 6585, Section 4', 'RFC 6585, Section 5', 'RFC 6585, Section 6']);
    expect(spec(308)).toBe('RFC 9110, Section 15.4.9');
    expect(spec(418)).toBe('RFC 9110, Section 15.5.19 (reserved as "(Unused)"); RFC 2324, Section 2.3.2');
    expect(spec(422)).toBe('RFC 9110, Section 15.5.21');
    expect(spec(451)).toBe('RFC 7725, Section 3');
    expect(spec(103)).toBe('RFC 8297, Section 2');
    expect(spec(425)).toBe('RFC 8470, Section 5.2');
  });

  it('lists the headers that go with a code', async () => {
    const headers = async (code: string) => (await lookup(code)).results[0]!.headers;
    expect(await headers('429')).toContain('Retry-After');
    expect(await headers('503')).toContain('Retry-After');
    expect(await headers('401')).toContain('WWW-Authenticate');
    expect(await headers('407')).toContain('Proxy-Authenticate');
    expect(await headers('405')).toEqual(['Allow']);
    for (const code of ['201', '301', '302', '303', '307', '308']) expect(await headers(code), code).toContain('Location');
    expect(await headers('206')).toContain('Content-Range');
  });

  it('flags well-known unofficial codes', async () => {
    expect((await lookup('499')).results[0]).toMatchObject({ code: 499, reason: 'Client Closed Request', registration: 'unofficial', spec: 'Unofficial: nginx; Esri ArcGIS uses it for "Token Required" (not in the IANA registry)' });
    expect((await lookup('499')).summary).toMatch(/^499 Client Closed Request \(4xx Client Error, unofficial\): nginx: the client closed/);
    expect((await lookup('522')).results[0]).toMatchObject({ reason: 'Connection Timed Out', registration: 'unofficial' });
  });

  it('answers an unassigned code in range with found:false and the nearest known codes', async () => {
    const out = await lookup('299');
    expect(out).toMatchObject({ kind: 'code', found: false });
    expect(codes(out)).toEqual([207, 208, 226]);
    expect(out.summary).toBe(
      '299 is not a registered or commonly used status code. As a 2xx (Successful) code, a client that does not know it must treat it like 200 (RFC 9110, Section 15). Nearest known: 207, 208, 226.',
    );
    // equally near codes: the lower one first
    expect(codes(await lookup('427'))).toEqual([425, 426, 428]);
    expect(await lookup('199')).toMatchObject({ found: false, results: [{ code: 102 }, { code: 103 }, { code: 104 }] });
  });

  it('rejects numbers that cannot be status codes, naming the range', async () => {
    for (const query of ['600', '99', '099', '1000', '0']) {
      const message = await runError(tool, { query }, 'INVALID_INPUT');
      expect(message).toBe(
        `"${query}" is not an HTTP status code: codes are three-digit numbers from 100 to 599. To list a class, send 1xx–5xx; to search, send words such as "not found".`,
      );
    }
    expect(await runError(tool, { query: '6xx' }, 'INVALID_INPUT')).toBe('There is no 6xx class: HTTP status classes are 1xx to 5xx.');
  });

  it('lists a whole class', async () => {
    const out = await lookup('3xx');
    expect(out).toMatchObject({ kind: 'class', found: true, summary: '3xx Redirection: 9 codes (9 in the IANA registry, 0 unofficial).' });
    expect(codes(out)).toEqual([300, 301, 302, 303, 304, 305, 306, 307, 308]);
    const server = await lookup('5XX');
    expect(server.results.every((e) => e.class === '5xx')).toBe(true);
    expect(codes(server)).toContain(511);
    expect(codes(server)).toContain(524);
    expect(codes(await lookup('1**'))).toEqual([100, 101, 102, 103, 104]);
  });

  it('ranks the exact reason phrase first', async () => {
    expect(codes(await lookup('not found'))[0]).toBe(404);
    expect(codes(await lookup('Not Found'))[0]).toBe(404);
    expect(codes(await lookup('bad gateway'))[0]).toBe(502);
    expect(codes(await lookup('payload too large'))[0]).toBe(413);
    expect(codes(await lookup('unprocessable entity'))[0]).toBe(422);
    expect(codes(await lookup('im a teapot'))[0]).toBe(418);
  });

  it('finds codes by situation, keyword, header or a misspelling', async () => {
    expect(codes(await lookup('teapot'))).toEqual([418]);
    expect(codes(await lookup('rate limit'))[0]).toBe(429);
    expect(codes(await lookup('csrf'))).toEqual([419]);
    expect(codes(await lookup('captive portal'))).toEqual([511]);
    expect(codes(await lookup('Retry-After')).slice(0, 3).sort()).toEqual([413, 429, 503]);
    expect(codes(await lookup('redirect')).slice(0, 6)).toEqual(expect.arrayContaining([301, 302, 307, 308]));
    expect(codes(await lookup('timeout')).slice(0, 2)).toEqual([408, 504]);
    expect(codes(await lookup('gatway timout'))[0]).toBe(504);
    expect(codes(await lookup('the 404 error'))[0]).toBe(404);
  });

  it('returns found:false and no results when nothing matches, unicode included', async () => {
    expect(await lookup('zzqx')).toEqual({ query: 'zzqx', kind: 'search', found: false, summary: 'No status code matches "zzqx". Try a code (404), a class (4xx) or other words.', results: [] });
    expect(await lookup(UNICODE_SAMPLE)).toMatchObject({ query: UNICODE_SAMPLE, found: false, results: [] });
    expect(await lookup('!!!')).toMatchObject({ found: false, results: [] });
  });

  it('searches the largest allowed query quickly and rejects a longer one', async () => {
    const query = largestInput(tool, 'query', 'timeout ');
    const out = await lookup(query);
    expect(codes(out).slice(0, 2)).toEqual([408, 504]);
    expect(out.results.length).toBeLessThanOrEqual(10);
    await runError(tool, { query: oversizedInput(tool, 'query') }, 'CONSTRAINT_VIOLATION');
  });
});
