/**
 * The same REST behaviour through the web-standard app alone (app.fetch with
 * Request objects), as edge runtimes serve it — node.ts's fast path is not
 * involved here.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createContext } from '../src/context.js';
import { testRegistry } from './helpers.js';

const context = createContext({ registry: testRegistry(), version: 'test', baseUrl: () => 'https://edge.example' });
const { app } = createApp({ context, host: '0.0.0.0', maxBodyBytes: 1024 });
const call = (path: string, init?: RequestInit) => app.fetch(new Request(`https://edge.example${path}`, init));
const post = (path: string, body: BodyInit, type = 'application/json') => call(path, { method: 'POST', headers: { 'content-type': type }, body });

describe('REST through app.fetch (web-standard path)', () => {
  it('runs GET and POST tools', async () => {
    expect(await (await call('/api/tools/echo-get?text=hi')).json()).toMatchObject({ success: true, data: { echo: 'hi' } });
    const r = await post('/api/tools/echo-post', '{"text":"yo"}');
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await r.json()).toMatchObject({ data: { echo: 'yo' } });
  });

  it('maps errors to statuses', async () => {
    expect((await post('/api/tools/echo-post', '{}')).status).toBe(400);
    expect((await post('/api/tools/nope', '{}')).status).toBe(404);
    const wrong = await call('/api/tools/echo-post');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await post('/api/tools/echo-post', JSON.stringify({ text: 'x'.repeat(2000) }))).status).toBe(413);
    expect((await post('/api/tools/echo-post', 'x', 'text/plain')).status).toBe(415);
    expect((await post('/api/tools/slow', '{"text":"a"}')).status).toBe(504);
    expect((await post('/api/tools/thrower', '{"text":"a"}')).status).toBe(500);
  });

  it('reads urlencoded and multipart bodies', async () => {
    expect(await (await post('/api/tools/echo-post', 'text=a%20b', 'application/x-www-form-urlencoded')).json()).toMatchObject({ data: { echo: 'a b' } });
    const form = new FormData();
    form.set('text', 'multi');
    expect(await (await call('/api/tools/echo-post', { method: 'POST', body: form })).json()).toMatchObject({ data: { echo: 'multi' } });
  });
});
