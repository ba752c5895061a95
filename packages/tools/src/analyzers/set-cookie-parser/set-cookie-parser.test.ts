import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Cookie = { name: string; value: string; domain: string; path: string; expires: string; maxAge: number | null; secure: boolean; httpOnly: boolean; sameSite: string; session: boolean; other: Record<string, string>; issues: string[] };
type Out = { cookies: Cookie[]; issueCount: number; summary: string };
const parse = (headers: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { headers, now: '2024-01-01T00:00:00Z', ...extra });

describe('set-cookie-parser', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { headers: '' }, 'MISSING_REQUIRED');
  });

  it('reads the MDN Set-Cookie examples', async () => {
    const [c] = (await parse('Set-Cookie: id=a3fWa; Expires=Thu, 21 Oct 2021 07:28:00 GMT; Secure; HttpOnly')).cookies;
    expect(c).toMatchObject({ name: 'id', value: 'a3fWa', expires: '2021-10-21T07:28:00.000Z', secure: true, httpOnly: true, session: false });
    expect(c!.issues).toEqual(['Expires is in the past: this header deletes the cookie.']);
    const [d] = (await parse('sessionId=e8bb43229de9; Domain=foo.example.com; Path=/; Max-Age=2592000; SameSite=strict; Secure; HttpOnly')).cookies;
    expect(d).toMatchObject({ domain: 'foo.example.com', path: '/', maxAge: 2592000, sameSite: 'Strict', issues: [] });
  });

  it('checks prefixes, SameSite and Max-Age rules', async () => {
    const issues = async (h: string) => (await parse(h)).cookies[0]!.issues;
    expect(await issues('__Host-x=1; Secure; HttpOnly; Path=/app')).toEqual(['A __Host- cookie must have Path=/: browsers reject it.']);
    expect(await issues('__Host-x=1; Secure; HttpOnly; Path=/; Domain=example.com')).toEqual(['A __Host- cookie must not have a Domain: browsers reject it.']);
    expect(await issues('__Secure-x=1; HttpOnly')).toContain('A __Secure- cookie must be Secure: browsers reject it.');
    expect(await issues('x=1; HttpOnly; Max-Age=0')).toEqual(['Max-Age is zero or negative: this header deletes the cookie.']);
    expect(await issues('x=1; HttpOnly; Max-Age=100; Expires=Wed, 21 Oct 2015 07:28:00 GMT')).toEqual(['Both Max-Age and Expires are set: Max-Age wins in browsers.']);
    expect(await issues('x=1; HttpOnly; SameSite=Loose')).toEqual(['SameSite=Loose is not Strict, Lax or None: browsers treat it as Lax.']);
  });

  it('splits folded headers, decodes values and keeps unknown attributes', async () => {
    const out = await parse(`a=1; Expires=Wed, 21 Oct 2035 07:28:00 GMT; HttpOnly, b=${encodeURIComponent(UNICODE_SAMPLE)}; Foo=bar; HttpOnly`);
    expect(out.cookies.map((c) => [c.name, c.value])).toEqual([['a', '1'], ['b', UNICODE_SAMPLE]]);
    expect(out.cookies[1]!.other).toEqual({ foo: 'bar' });
    expect((await parse('b=%E4; HttpOnly')).cookies[0]!.value).toBe('%E4');
    expect((await parse('b=%20x; HttpOnly', { decode: false })).cookies[0]!.value).toBe('%20x');
  });

  it('rejects headers without a cookie', async () => {
    await runError(tool, { headers: 'Set-Cookie:   \n' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const headers = largestInput(tool, 'headers', 'k=v; Path=/; HttpOnly\n');
    const out = await parse(headers);
    expect(out.cookies.length).toBe(Math.floor(100_000 / 22));
  });
});
