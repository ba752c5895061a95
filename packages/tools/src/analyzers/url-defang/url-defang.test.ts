import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = (text: string, extra: Record<string, unknown> = {}) => runOk<any>(tool, { text, ...extra });
const defang = async (text: string, extra: Record<string, unknown> = {}) => (await run(text, extra)).result as string;
const refang = async (text: string) => (await run(text, { mode: 'refang' })).result as string;

describe('url-defang', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: 'x', mode: 'fang' }, 'CONSTRAINT_VIOLATION');
  });

  it('defangs URLs: scheme, separator and host dots, not the path', async () => {
    expect(await defang('http://a.b.example/x.y?q=1.2#f.g')).toBe('hxxp[:]//a[.]b[.]example/x.y?q=1.2#f.g');
    expect(await defang('HTTPS://Evil.example:8443/')).toBe('HxxPS[:]//Evil[.]example:8443/');
    expect(await defang('ftp://files.example/a.zip', { separatorStyle: '[://]', dotStyle: '(.)' })).toBe('fxp[://]files(.)example/a.zip');
    expect(await defang('wss://ws.example/', { separatorStyle: '://', dotStyle: '[dot]' })).toBe('wss://ws[dot]example/');
    // trailing sentence punctuation and unbalanced brackets stay outside
    expect(await defang('See https://x.example/a. Or (https://y.example/b), [https://z.example/w_(x)]!')).toBe(
      'See hxxps[:]//x[.]example/a. Or (hxxps[:]//y[.]example/b), [hxxps[:]//z[.]example/w_(x)]!',
    );
  });

  it('defangs IPs, emails and bare domains, but not file names or version numbers', async () => {
    const data = await run('Host 10.0.0.1 and mail.evil-site.co.uk contacted x.y@corp.example; dropped invoice.pdf, v1.2.3.4.5 and 1.2.3.999, i.e. nothing.');
    expect(data.result).toBe('Host 10[.]0[.]0[.]1 and mail[.]evil-site[.]co[.]uk contacted x.y[@]corp[.]example; dropped invoice.pdf, v1.2.3.4.5 and 1.2.3.999, i.e. nothing.');
    expect(data.indicators).toEqual({ urls: 0, domains: 1, ipAddresses: 1, emails: 1 });
    expect(await defang('mail.evil-site.co.uk and 10.0.0.1', { scope: 'urls' })).toBe('mail.evil-site.co.uk and 10[.]0[.]0[.]1');
    expect(await defang('payload at update.zip and xn--80ak6aa92e.com')).toBe('payload at update[.]zip and xn--80ak6aa92e[.]com');
  });

  it('handles the unicode sample and IDN domains', async () => {
    expect(await defang(`${UNICODE_SAMPLE} https://${UNICODE_SAMPLE}.example/ bücher.example`)).toBe(`${UNICODE_SAMPLE} hxxps[:]//${UNICODE_SAMPLE}[.]example/ bücher[.]example`);
    expect(await refang(`${UNICODE_SAMPLE}[.]example`)).toBe(`${UNICODE_SAMPLE}.example`);
  });

  it('is idempotent and round-trips', async () => {
    const text = 'C2 https://evil.example.com/gate.php 198.51.100.23 ops@evil.example.com evil.example.net';
    const once = await defang(text);
    const again = await run(once);
    expect(again.result).toBe(once);
    expect(again.totalReplacements).toBe(0);
    expect(await refang(once)).toBe(text);
  });

  it('refangs every common style and counts them', async () => {
    const data = await run('hXXps[://]evil(.)example{.}com/x h**p[:]//a[dot]b fxp://files[.]example user[at]evil [dot] com a(@)b{.}c 1[.]2[.]3[.]4', { mode: 'refang' });
    expect(data.result).toBe('https://evil.example.com/x http://a.b ftp://files.example user@evil.com a@b.c 1.2.3.4');
    expect(data.replacements).toEqual({ dots: 9, schemes: 3, separators: 2, atSigns: 2 });
    expect(data.totalReplacements).toBe(16);
    expect(data.indicators).toBeUndefined();
  });

  it('handles the largest allowed input quickly', async () => {
    const input = largestInput(tool, 'text', 'see http://a.example/ or 10.0.0.1 ');
    const data = await run(input);
    expect(data.indicators.urls).toBe(Math.floor(1000000 / 34));
    const back = await run(largestInput(tool, 'text', 'see hxxp[:]//a[.]example/ or 10[.]0[.]0[.]1 '), { mode: 'refang' });
    expect(back.replacements).toEqual({ dots: 4 * Math.floor(1000000 / 44), schemes: Math.floor(1000000 / 44), separators: Math.floor(1000000 / 44), atSigns: 0 });
  });

  it('stays linear on pathological input', async () => {
    for (const unit of ['%', 'a+', '+.', ')', ' ', 'a.', 'a@a.', '0.']) await run(`http://a.b/${unit.repeat(200000 / unit.length)}`);
    for (const unit of [' ', '[', 'hxxp ']) await run(unit.repeat(200000 / unit.length), { mode: 'refang' });
  });

  it('leaves half-defanged URLs readable', async () => {
    expect(await defang('http://evil[.]example.com/')).toBe('hxxp[:]//evil[.]example[.]com/');
  });
});
