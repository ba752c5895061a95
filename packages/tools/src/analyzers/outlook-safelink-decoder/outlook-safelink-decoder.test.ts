import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Link { wrapped: string; original: string; kind: string; layers: string[]; error?: string }
interface Out { text: string; links: Link[]; urlsFound: number }
const decode = (text: string) => runOk<Out>(tool, { text });
const original = async (text: string) => (await decode(text)).links[0]?.original;

// wrappers built independently from each service's documented format
const safelinks = (url: string, region = 'eur01') => `https://${region}.safelinks.protection.outlook.com/?url=${encodeURIComponent(url)}&data=05%7C01%7Cuser%40example.com%7C0%7C0&sdata=abc%3D&reserved=0`;
/** Proofpoint v2: percent-encode (keeping "/"), then "%" → "-" and "/" → "_". */
const proofpointV2 = (url: string) =>
  `https://urldefense.proofpoint.com/v2/url?u=${encodeURIComponent(url).replace(/%2F/g, '/').replace(/[-_]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%/g, '-').replace(/\//g, '_')}&d=DwMFaQ&c=abc&r=def&m=ghi&s=jkl&e=`;
/** Proofpoint v3: characters at `removed` positions leave the URL as "*" markers (runs of 2+ as "**" + length letter), and travel base64url-encoded. */
function proofpointV3(url: string, removed: number[]): string {
  const chars = [...url];
  let out = '', taken = '';
  for (let i = 0; i < chars.length; ) {
    if (!removed.includes(i)) { out += chars[i++]; continue; }
    let j = i;
    while (removed.includes(j + 1) && j + 1 - i < 65) j++;
    const run = chars.slice(i, j + 1).join('');
    taken += run;
    out += j === i ? '*' : `**${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[j - i - 1]}`;
    i = j + 1;
  }
  return `https://urldefense.com/v3/__${out}__;${Buffer.from(taken, 'utf8').toString('base64url')}!!ABCdef123!xyz$`;
}

describe('outlook-safelink-decoder', () => {
  itReproducesItsExample(tool);

  it('decodes SafeLinks in every cloud and inside HTML source', async () => {
    const url = 'https://example.com/a b?x=1&y=%2F#frag';
    for (const region of ['eur01', 'nam12', 'gcc02', 'apc01']) expect(await original(safelinks(url, region))).toBe(url);
    expect(await original(safelinks(url).replace('outlook.com', 'office365.us'))).toBe(url);
    const html = `<a href="${safelinks('https://example.com/?a=1&b=2').replace(/&/g, '&amp;')}">link</a>`;
    const out = await decode(html);
    expect(out.text).toBe('<a href="https://example.com/?a=1&b=2">link</a>');
    expect(out.links[0]!.kind).toBe('safelinks');
  });

  it('decodes Proofpoint v1, v2 and v3', async () => {
    expect(await original('https://urldefense.proofpoint.com/v1/url?u=http%3A%2F%2Fwww.example.com%2Fpath%3Fa%3D1&k=abc%3D%0A&r=x')).toBe('http://www.example.com/path?a=1');
    for (const url of ['https://example.com/', 'https://my-site.example/under_score/file-name.pdf?q=a-b_c&x=%20', 'http://example.com:8080/p?q=ü']) {
      const link = (await decode(proofpointV2(url))).links[0]!;
      expect([link.kind, link.original]).toEqual(['proofpoint-v2', url]);
    }
    expect(await original('https://urldefense.proofpoint.com/v2/url?u=https-3A__example.org_slides-3Fid-3D7&d=DwMF')).toBe('https://example.org/slides?id=7');
    // a published-style sample: "*" takes back "+" (base64url "Kw")
    expect(await original('https://urldefense.com/v3/__https://google.com:443/search?q=a*test&gs=ps__;Kw!!ABC!def$')).toBe('https://google.com:443/search?q=a+test&gs=ps');
    const url = 'https://example.com/ä?q=one two&sig=ab+cd==#top';
    const chars = [...url];
    const removed = chars.flatMap((c, i) => (/[ä +=#]/.test(c) ? [i] : []));
    const link = (await decode(proofpointV3(url, removed))).links[0]!;
    expect([link.kind, link.original]).toEqual(['proofpoint-v3', url]);
    expect(await original(proofpointV3('https://example.com/?q=' + '*'.repeat(70), range(23, 93)))).toBe('https://example.com/?q=' + '*'.repeat(70)); // runs of 65 and 5
    expect(await original('https://urldefense.com/v3/__https://example.com/__;!!x$')).toBe('https://example.com/');
  });

  it('decodes Google, Facebook, Instagram and Slack redirects', async () => {
    const url = 'https://example.com/page?utm=1&x=y';
    const e = encodeURIComponent(url);
    const cases: [string, string][] = [
      [`https://www.google.com/url?sa=t&rct=j&url=${e}&ved=0ah`, 'google'],
      [`https://www.google.co.uk/url?q=${e}&sa=D`, 'google'],
      [`https://google.de/url?q=${e}`, 'google'],
      [`https://l.facebook.com/l.php?u=${e}&h=AT0abc`, 'facebook'],
      [`https://lm.facebook.com/l.php?u=${e}`, 'facebook'],
      [`https://l.instagram.com/?u=${e}&e=ATM`, 'facebook'],
      [`https://slack-redir.net/link?url=${e}`, 'slack'],
    ];
    for (const [wrapped, kind] of cases) expect((await decode(wrapped)).links[0]).toEqual({ wrapped, original: url, kind, layers: [kind] });
    expect((await decode('https://www.google.com/search?q=https%3A%2F%2Fx.com')).links).toEqual([]);
  });

  it('unwraps nested wrappers layer by layer', async () => {
    const inner = 'https://example.com/deep?a=1';
    const out = await decode(safelinks(proofpointV2(`https://www.google.com/url?q=${encodeURIComponent(inner)}`)));
    expect(out.links[0]).toMatchObject({ original: inner, kind: 'safelinks', layers: ['safelinks', 'proofpoint-v2', 'google'] });
  });

  it('finds links in prose, trimming punctuation and unbalanced brackets', async () => {
    const a = safelinks('https://example.com/a');
    const b = `https://slack-redir.net/link?url=${encodeURIComponent('https://en.wikipedia.org/wiki/Foo_(bar)')}`;
    const out = await decode(`See ${a}. Also (${b}), and <https://plain.example/> done!`);
    expect(out.text).toBe('See https://example.com/a. Also (https://en.wikipedia.org/wiki/Foo_(bar)), and <https://plain.example/> done!');
    expect(out.urlsFound).toBe(3);
    expect(out.links.map((l) => l.kind)).toEqual(['safelinks', 'slack']);
  });

  it('keeps unicode around and inside links', async () => {
    const url = `https://example.com/${UNICODE_SAMPLE}`;
    const out = await decode(`${UNICODE_SAMPLE} ${safelinks(url)} ${UNICODE_SAMPLE}`);
    expect(out.text).toBe(`${UNICODE_SAMPLE} ${url} ${UNICODE_SAMPLE}`);
  });

  it('reports broken wrappers and text without wrappers', async () => {
    const broken = await runTool(tool, { text: 'https://eur01.safelinks.protection.outlook.com/?data=05' });
    expect(broken.data.links[0]).toEqual({ wrapped: 'https://eur01.safelinks.protection.outlook.com/?data=05', original: 'https://eur01.safelinks.protection.outlook.com/?data=05', kind: 'safelinks', layers: ['safelinks'], error: 'safelinks link could not be decoded: it has no "url" parameter' });
    expect(broken.metadata?.warnings).toEqual(['https://eur01.safelinks.protection.outlook.com/?data=05: safelinks link could not be decoded: it has no "url" parameter']);
    const cut = await runTool(tool, { text: 'https://urldefense.com/v3/__https://e.com/**B__;YQ!!x$' });
    expect(cut.data.links[0].error).toBe('proofpoint-v3 link could not be decoded: the URL has more * markers than replaced characters (the link was cut short?)');
    const plain = await runTool(tool, { text: 'https://example.com and http://example.org' });
    expect([plain.data.text, plain.data.links, plain.metadata?.warnings]).toEqual([
      'https://example.com and http://example.org', [], ['None of the 2 URLs is a SafeLinks, Proofpoint, Google, Facebook or Slack wrapper; nothing was changed.'],
    ]);
    const relative = await runTool(tool, { text: 'https://slack-redir.net/link?url=%2Fpath' });
    expect(relative.metadata?.warnings).toEqual(['The decoded URL "/path" is not absolute; it may have been truncated.']);
  });

  it('rejects input without URLs', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { text: 'eur01.safelinks.protection.outlook.com/?url=x' }, 'INVALID_INPUT')).toBe('No http:// or https:// URL was found in the text; paste the full link, including https://');
  });

  it('handles the largest input', async () => {
    const line = safelinks('https://example.com/x') + '\n';
    const text = largestInput(tool, 'text', line);
    const out = await decode(text);
    expect(out.links).toHaveLength(Math.floor(200_000 / line.length));
    expect(out.text).toBe('https://example.com/x\n'.repeat(out.links.length));
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
