import { describe, expect, it } from 'vitest';
import { domainToUnicode as nodeDomainToUnicode } from 'node:url';
import tool from './index.js';
import { domainToUnicode, punycodeDecode } from '../../_shared/idn.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = Record<string, unknown> & {
  queryParams: Array<[string, string]>;
  query: Record<string, string | string[]>;
  pathSegments: string[];
};

const parse = (url: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { url, ...options });

describe('url-parser', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { url: '' }, 'MISSING_REQUIRED');
  });

  it('rejects relative, spaced and malformed URLs', async () => {
    for (const url of ['example.com/path', '/just/a/path', 'http://exa mple.com/', 'https://[::1', 'http://a b', 'https://ex%ample.com/'])
      expect(await runError(tool, { url }, 'INVALID_INPUT'), url).toMatch(/absolute URL/);
  });

  it('decodes unicode in every component', async () => {
    const u = UNICODE_SAMPLE;
    const data = await parse(`https://example.com/${u}/x?${u}=${u}#${u}`);
    expect(data.href).toBe('https://example.com/%C3%80%F0%9F%98%80%E4%B8%AD/x?%C3%80%F0%9F%98%80%E4%B8%AD=%C3%80%F0%9F%98%80%E4%B8%AD#%C3%80%F0%9F%98%80%E4%B8%AD');
    expect(data.pathSegments).toEqual([u, 'x']);
    expect(data.queryParams).toEqual([[u, u]]);
    expect(data.query).toEqual({ [u]: u });
    expect(data.fragment).toBe(u);
  });

  it('parses IPv6 hosts and compresses them', async () => {
    const data = await parse('http://[2001:DB8:0:0:0:0:0:1]:8080/x');
    expect(data).toMatchObject({
      host: '[2001:db8::1]:8080',
      hostname: '[2001:db8::1]',
      hostnameUnicode: '[2001:db8::1]',
      hostType: 'ipv6',
      port: 8080,
      origin: 'http://[2001:db8::1]:8080',
    });
  });

  it('normalizes IPv4 spellings for special schemes', async () => {
    expect(await parse('http://0x7f.1/')).toMatchObject({ hostname: '127.0.0.1', hostType: 'ipv4' });
    expect(await parse('http://2130706433/')).toMatchObject({ hostname: '127.0.0.1', hostType: 'ipv4' });
  });

  it('gives IDN hosts in Punycode and Unicode', async () => {
    expect(await parse('https://münchen.de/')).toMatchObject({
      hostname: 'xn--mnchen-3ya.de',
      hostnameUnicode: 'münchen.de',
      hostType: 'domain',
      origin: 'https://xn--mnchen-3ya.de',
    });
    expect((await parse('http://XN--MNCHEN-3YA.de/')).hostnameUnicode).toBe('münchen.de');
    expect((await parse('http://例え.テスト/')).hostname).toBe('xn--r8jz45g.xn--zckzah');
    expect((await parse('http://xn--r8jz45g.xn--zckzah/')).hostnameUnicode).toBe('例え.テスト');
  });

  it('decodes Punycode like Node does', () => {
    const domains = ['xn--mnchen-3ya.de', 'xn--r8jz45g.xn--zckzah', 'xn--ls8h.la', 'xn--80ak6aa92e.com', 'xn--fiqs8s', 'xn--bcher-kva.example', 'plain.com', 'xn--fsq.xn--0zwm56d'];
    for (const d of domains) expect(domainToUnicode(d), d).toBe(nodeDomainToUnicode(d));
    expect(punycodeDecode('mnchen-3ya')).toBe('münchen');
    expect(punycodeDecode('99999999999999')).toBeUndefined();
    expect(domainToUnicode('xn--zz!!.com')).toBe('xn--zz!!.com');
  });

  it('keeps repeated keys in order and groups them in the object', async () => {
    const data = await parse('https://a.com/?a=1&b=2&a=3&flag&=v&&a=');
    expect(data.queryParams).toEqual([['a', '1'], ['b', '2'], ['a', '3'], ['flag', ''], ['', 'v'], ['a', '']]);
    expect(data.query).toEqual({ a: ['1', '3', ''], b: '2', flag: '', '': 'v' });
  });

  it('decodes "+" as a space only with form semantics', async () => {
    const url = 'https://a.com/p+q?q=c%2B%2B+rocks&x+y=1';
    const form = await parse(url);
    expect(form.queryParams).toEqual([['q', 'c++ rocks'], ['x y', '1']]);
    expect(form.pathSegments).toEqual(['p+q']);
    const raw = await parse(url, { plusAsSpace: false });
    expect(raw.queryParams).toEqual([['q', 'c+++rocks'], ['x+y', '1']]);
    expect(raw.query).toEqual({ q: 'c+++rocks', 'x+y': '1' });
  });

  it('decodes the query exactly as URLSearchParams does (form semantics)', async () => {
    const urls = [
      'https://a.com/?a=%zz&b=%E2&c=%E2%82&d=%E2%82%AC&e=%F0%9F%98%80',
      'https://a.com/?%EF%BB%BFbom=1&k=%C3%28',
      'https://a.com/?a==b&=&==&a+b=c+d&%26=%3D',
      `https://a.com/?${UNICODE_SAMPLE}=1&x=${encodeURIComponent(UNICODE_SAMPLE)}`,
    ];
    for (const url of urls) expect((await parse(url)).queryParams, url).toEqual([...new URL(url).searchParams]);
  });

  it('keeps __proto__ and constructor as plain query keys', async () => {
    const data = await parse('https://a.com/?__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(data.query)).toBe(Object.prototype);
    expect(Object.keys(data.query)).toEqual(['__proto__', 'constructor']);
    expect(JSON.stringify(data.query)).toBe('{"__proto__":"x","constructor":"y"}');
  });

  it('decodes path segments one by one, keeping malformed escapes', async () => {
    const data = await parse('https://a.com/a%2Fb/%zz/%E2/end/');
    expect(data.pathname).toBe('/a%2Fb/%zz/%E2/end/');
    expect(data.pathSegments).toEqual(['a/b', '%zz', '\uFFFD', 'end', '']);
    expect((await parse('https://a.com')).pathSegments).toEqual([]);
  });

  it('decodes credentials and masks the password on request', async () => {
    const url = 'https://us%40er:p%3Ass%20w@host.com/';
    expect(await parse(url)).toMatchObject({ username: 'us@er', password: 'p:ss w', href: url });
    expect(await parse(url, { maskPassword: true })).toMatchObject({
      username: 'us@er',
      password: '****',
      href: 'https://us%40er:****@host.com/',
      origin: 'https://host.com',
    });
    expect(await parse('ftp://anonymous@ftp.example.org/', { maskPassword: true })).toMatchObject({
      username: 'anonymous',
      password: '',
      href: 'ftp://anonymous@ftp.example.org/',
      effectivePort: 21,
    });
  });

  it('reports explicit, default and effective ports', async () => {
    expect(await parse('https://a.com:443/')).toMatchObject({ port: null, defaultPort: 443, effectivePort: 443, host: 'a.com' });
    expect(await parse('http://a.com:8080/')).toMatchObject({ port: 8080, defaultPort: 80, effectivePort: 8080 });
    expect(await parse('postgres://app:secret@db.internal:5432/orders?sslmode=require')).toMatchObject({
      port: 5432,
      defaultPort: 5432,
      hostType: 'opaque',
      hostname: 'db.internal',
      pathSegments: ['orders'],
      query: { sslmode: 'require' },
      origin: 'null',
    });
    expect(await parse('ssh://git@github.com/org/repo.git')).toMatchObject({ port: null, defaultPort: 22, effectivePort: 22 });
    expect(await parse('myapp://open/item')).toMatchObject({ defaultPort: null, effectivePort: null });
  });

  it('parses file: URLs', async () => {
    expect(await parse('file:///C:/Program%20Files/app.exe')).toMatchObject({
      protocol: 'file:',
      host: '',
      hostType: 'none',
      origin: 'null',
      pathSegments: ['C:', 'Program Files', 'app.exe'],
      defaultPort: null,
    });
    expect(await parse('file://server/share/x.txt')).toMatchObject({ hostname: 'server', hostType: 'domain', pathSegments: ['share', 'x.txt'] });
  });

  it('parses mailto: and other opaque-path URLs', async () => {
    const data = await parse('mailto:anna@example.com?subject=Hello%20there&cc=bob@example.com');
    expect(data).toMatchObject({
      scheme: 'mailto',
      hostType: 'none',
      pathname: 'anna@example.com',
      pathSegments: ['anna@example.com'],
      query: { subject: 'Hello there', cc: 'bob@example.com' },
      origin: 'null',
    });
    expect(await parse('data:text/plain;charset=utf-8,caf%C3%A9')).toMatchObject({ pathSegments: ['text/plain;charset=utf-8,café'] });
    expect(await parse('urn:isbn:0451450523')).toMatchObject({ scheme: 'urn', pathSegments: ['isbn:0451450523'] });
  });

  it('shows the normalized form of a messy URL', async () => {
    const data = await parse('HTTPS://User@Example.COM:443/a/./b/../c?#');
    expect(data).toMatchObject({ href: 'https://User@example.com/a/c?#', pathSegments: ['a', 'c'], search: '', hash: '', queryParams: [] });
  });

  it('parses the largest allowed input and rejects one character more', async () => {
    const prefix = 'https://e.com/?';
    const url = prefix + largestInput(tool, 'url', 'k=v&').slice(prefix.length);
    expect(url.length).toBeLessThanOrEqual(1_000_000);
    const data = await parse(url);
    expect(data.queryParams.length).toBe(249_996);
    expect((data.query.k as string[]).length).toBe(249_996);
    await runError(tool, { url: `https://e.com/${oversizedInput(tool, 'url').slice(14)}` }, 'CONSTRAINT_VIOLATION');
  });
});
