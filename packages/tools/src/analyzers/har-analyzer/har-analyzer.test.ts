import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Out = Record<string, any>;
const analyze = (har: unknown, options: Record<string, unknown> = {}) => runOk<Out>(tool, { har: typeof har === 'string' ? har : JSON.stringify(har), ...options });

const entry = (url: string, status: number, time: number, extra: Record<string, unknown> = {}) => ({
  startedDateTime: '2024-05-01T10:00:00.000Z',
  time,
  request: { method: 'GET', url, headers: [], cookies: [], queryString: [] },
  response: { status, statusText: '', headers: [], cookies: [], content: { size: 10, mimeType: 'application/json' }, headersSize: -1, bodySize: 10, redirectURL: '' },
  timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: time, receive: 0 },
  ...extra,
});
const har = (entries: unknown[], pages: unknown[] = []) => ({ log: { version: '1.2', creator: { name: 't', version: '1' }, pages, entries } });

describe('har-analyzer', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { har: '' }, 'MISSING_REQUIRED');
  });

  it('names the JSON path of what is wrong', async () => {
    const cases: Array<[unknown, string]> = [
      [[], 'Not a valid HAR: $ must be an object with a "log" property (a HAR file), got an array'],
      [{ entries: [] }, 'Not a valid HAR: $.log must be an object, got nothing: a HAR file is {"log": {"entries": [...]}}'],
      [{ log: { entries: {} } }, 'Not a valid HAR: $.log.entries must be an array, got an object'],
      [har([entry('https://a/', 200, 1), { ...entry('https://a/', 200, 1), time: '5' }]), 'Not a valid HAR: $.log.entries[1].time must be a number (milliseconds), got a string'],
      [har([{ ...entry('https://a/', 200, 1), response: { status: '200' } }]), 'Not a valid HAR: $.log.entries[0].response.status must be an integer, got a string'],
      [har([{ ...entry('https://a/', 200, 1), request: { method: 'GET', url: 'x', headers: {} } }]), 'Not a valid HAR: $.log.entries[0].request.headers must be an array, got an object'],
      [har([{ ...entry('https://a/', 200, 1), startedDateTime: 'yesterday' }]), 'Not a valid HAR: $.log.entries[0].startedDateTime must be an ISO 8601 date string'],
    ];
    for (const [input, message] of cases) expect(await runError(tool, { har: JSON.stringify(input) }, 'INVALID_INPUT')).toBe(message);
    expect(await runError(tool, { har: '{"log":\n{' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 2, column 2: /);
  });

  it('counts status classes, failures and errors, and keeps unicode URLs', async () => {
    const out = await analyze(
      har([
        entry(`https://example.com/${UNICODE_SAMPLE}`, 200, 5),
        entry('https://example.com/gone', 410, 7),
        entry('https://api.example.com/x', 503, 9),
        entry('https://blocked.example/', 0, 0, { response: { status: 0, statusText: '', headers: [], content: { size: 0, mimeType: '' }, headersSize: -1, bodySize: -1, _error: 'net::ERR_BLOCKED_BY_CLIENT' } }),
        entry('https://example.com/r', 304, 1),
      ]),
    );
    expect(out.byStatusClass).toEqual({ '1xx': 0, '2xx': 1, '3xx': 1, '4xx': 1, '5xx': 1, failed: 1 });
    expect(out.errors).toEqual([
      { index: 1, method: 'GET', url: 'https://example.com/gone', status: 410, statusText: '' },
      { index: 2, method: 'GET', url: 'https://api.example.com/x', status: 503, statusText: '' },
      { index: 3, method: 'GET', url: 'https://blocked.example/', status: 0, statusText: 'net::ERR_BLOCKED_BY_CLIENT' },
    ]);
    expect(out.byDomain).toEqual([
      { domain: 'example.com', count: 3, bytes: 30, time: 13 },
      { domain: 'api.example.com', count: 1, bytes: 10, time: 9 },
      { domain: 'blocked.example', count: 1, bytes: 0, time: 0 },
    ]);
    expect(out.byMimeType).toEqual([{ mimeType: 'application/json', count: 4, bytes: 40 }, { mimeType: '(none)', count: 1, bytes: 0 }]);
    expect(out.slowest.map((s: Out) => s.index)).toEqual([2, 1, 0, 4, 3]);
    expect(out.slowest[0].timings).toEqual({ blocked: null, dns: null, connect: null, ssl: null, send: 0, wait: 9, receive: 0 });
  });

  it('prefers _transferSize and sums body and content sizes', async () => {
    const e = entry('https://a.example/', 200, 3);
    (e.response as Out)._transferSize = 1234;
    const out = await analyze(har([e, entry('https://a.example/2', 200, 3)], [{ id: 'page_1' }]));
    expect([out.totalTransferSize, out.totalBodySize, out.totalContentSize, out.pageCount, out.totalTime]).toEqual([1244, 20, 20, 1, 3]);
  });

  it('sanitizes cookies, auth headers and secret parameters', async () => {
    const e = entry('https://ex.com/cb?code=abc&state=ok&access_token=xyz#frag', 302, 1, {});
    const req = e.request as Out;
    const res = e.response as Out;
    req.headers = [{ name: 'Authorization', value: 'Bearer t0k3n' }, { name: 'Accept', value: '*/*' }, { name: 'Referer', value: 'https://ex.com/?password=hunter2&q=1' }];
    req.cookies = [{ name: 'sid', value: 's3cr3t' }];
    req.queryString = [{ name: 'code', value: 'abc' }, { name: 'state', value: 'ok' }, { name: 'access_token', value: 'xyz' }];
    req.postData = { mimeType: 'application/json', text: '{"user":"ada","password":"pw","nested":{"apiKey":"k"}}', params: [] };
    res.headers = [{ name: 'Set-Cookie', value: 'sid=s3cr3t; HttpOnly' }, { name: 'Location', value: '/next?token=abc' }];
    res.redirectURL = '/next?token=abc';
    const out = await analyze(har([e]), { sanitize: true });
    const clean = JSON.parse(out.sanitized).log.entries[0];
    expect(clean.request.url).toBe('https://ex.com/cb?code=REDACTED&state=ok&access_token=REDACTED#frag');
    expect(clean.request.headers).toEqual([{ name: 'Authorization', value: 'REDACTED' }, { name: 'Accept', value: '*/*' }, { name: 'Referer', value: 'https://ex.com/?password=REDACTED&q=1' }]);
    expect(clean.request.cookies).toEqual([{ name: 'sid', value: 'REDACTED' }]);
    expect(clean.request.queryString).toEqual([{ name: 'code', value: 'REDACTED' }, { name: 'state', value: 'ok' }, { name: 'access_token', value: 'REDACTED' }]);
    expect(JSON.parse(clean.request.postData.text)).toEqual({ user: 'ada', password: 'REDACTED', nested: { apiKey: 'REDACTED' } });
    expect(clean.response.headers).toEqual([{ name: 'Set-Cookie', value: 'REDACTED' }, { name: 'Location', value: '/next?token=REDACTED' }]);
    expect(clean.response.redirectURL).toBe('/next?token=REDACTED');
    expect(out.redactions).toBe(12);
    expect(out.sanitized).not.toMatch(/t0k3n|s3cr3t|hunter2|xyz|"pw"/);
    expect((await analyze(har([e]))).sanitized).toBeUndefined();
  });

  it('analyzes the largest allowed input (10 MB)', async () => {
    const unit = JSON.stringify(entry('https://cdn.example.com/a.js', 200, 12)) + ',';
    const body = largestInput(tool, 'har', unit);
    const text = `{"log":{"entries":[${body.slice(0, body.length - unit.length - 1)}]}}`;
    const started = performance.now();
    const out = await analyze(text, { slowest: 3 });
    expect(out.entryCount).toBe(Math.floor(10_000_000 / unit.length) - 1);
    expect(out.byDomain).toEqual([{ domain: 'cdn.example.com', count: out.entryCount, bytes: 10 * out.entryCount, time: 12 * out.entryCount }]);
    expect(out.slowest.map((s: Out) => s.index)).toEqual([0, 1, 2]);
  }, 15_000);
});
