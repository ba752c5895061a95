import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const parse = (userAgent: string) => runOk<any>(tool, { userAgent });
const NONE = { isBot: false, isAICrawler: false, isAIAssistant: false };

describe('user-agent-parser', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { userAgent: '' }, 'MISSING_REQUIRED');
  });

  it('parses Chrome on Windows (a frozen UA)', async () => {
    expect(await parse('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36')).toEqual({
      summary: 'Chrome 124.0.0.0 on Windows 10',
      browser: { name: 'Chrome', version: '124.0.0.0', major: '124', type: null },
      engine: { name: 'Blink', version: '124.0.0.0' },
      os: { name: 'Windows', version: '10' },
      device: { type: null, vendor: null, model: null },
      cpu: { architecture: 'amd64' },
      ...NONE,
      isFrozenUA: true,
    });
  });

  it('parses Firefox on Linux and Chrome on Android', async () => {
    expect(await parse('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toMatchObject({
      summary: 'Firefox 125.0 on Linux',
      browser: { name: 'Firefox', version: '125.0', major: '125', type: null },
      engine: { name: 'Gecko', version: '125.0' },
      os: { name: 'Linux', version: null },
      cpu: { architecture: 'amd64' },
      ...NONE,
    });
    expect(await parse('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36')).toMatchObject({
      summary: 'Chrome 124.0.0.0 on Android 14 (Google Pixel 8, mobile)',
      device: { type: 'mobile', vendor: 'Google', model: 'Pixel 8' },
      isFrozenUA: false,
    });
  });

  it('recognizes only Chromium\'s reduced UA as frozen', async () => {
    const reduced = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    expect(await parse(reduced)).toMatchObject({ os: { name: 'Android', version: '10' }, isFrozenUA: true });
    const edge = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0';
    expect(await parse(edge)).toMatchObject({ browser: { name: 'Edge', major: '124' }, isFrozenUA: true });
    // a real patch version is not a placeholder
    expect((await parse(reduced.replace('124.0.0.0', '124.0.6367.82'))).isFrozenUA).toBe(false);
  });

  it('marks an app\'s in-app browser', async () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 320.0.0.0';
    expect((await parse(ua)).browser).toEqual({ name: 'Instagram', version: '320.0.0.0', major: '320', type: 'inapp' });
  });

  it('detects crawlers, AI crawlers, AI assistants and command-line clients', async () => {
    expect(await parse('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toMatchObject({
      summary: 'Googlebot 2.1 (crawler)',
      browser: { name: 'Googlebot', version: '2.1', major: '2', type: 'crawler' },
      isBot: true, isAICrawler: false, isAIAssistant: false,
    });
    expect(await parse('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toMatchObject({
      summary: 'bingbot 2.0 (crawler)', isBot: true, isAICrawler: false,
    });
    expect(await parse('curl/8.5.0')).toEqual({
      summary: 'curl 8.5.0 (cli)',
      browser: { name: 'curl', version: '8.5.0', major: '8', type: 'cli' },
      engine: { name: null, version: null },
      os: { name: null, version: null },
      device: { type: null, vendor: null, model: null },
      cpu: { architecture: null },
      isBot: true, isAICrawler: false, isAIAssistant: false, isFrozenUA: false,
    });
    expect(await parse('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot')).toMatchObject({
      summary: 'GPTBot 1.1 (crawler)',
      browser: { name: 'GPTBot', version: '1.1', major: '1', type: 'crawler' }, isBot: true, isAICrawler: true, isAIAssistant: false,
    });
    expect(await parse('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)')).toMatchObject({
      browser: { name: 'ClaudeBot', version: '1.0' }, isBot: true, isAICrawler: true, isAIAssistant: false,
    });
    expect(await parse('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ChatGPT-User/1.0; +https://openai.com/bot)')).toMatchObject({
      browser: { name: 'ChatGPT-User', version: '1.0', type: 'fetcher' }, isBot: true, isAICrawler: false, isAIAssistant: true,
    });
    expect(await parse('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)')).toMatchObject({
      browser: { name: 'Claude-User' }, isAICrawler: false, isAIAssistant: true,
    });
    expect(await parse('CCBot/2.0 (https://commoncrawl.org/faq/)')).toMatchObject({ browser: { name: 'CCBot', version: '2.0' }, isAICrawler: true });
    expect((await parse('python-requests/2.31.0')).browser).toEqual({ name: 'python-requests', version: '2.31.0', major: '2', type: 'library' });
    // an unlisted bot is still a bot when it names itself …bot/version
    expect(await parse('Mozilla/5.0 (compatible; ExampleBot/3.2; +https://example.com/bot)')).toMatchObject({
      browser: { name: 'ExampleBot', version: '3.2', major: '3', type: 'crawler' }, isBot: true, isAICrawler: false,
    });
  });

  it('matches bot tokens as whole words only', async () => {
    // "curly/1.0" is not curl, and a Cubot phone is not a bot
    expect((await parse('curly/1.0')).isBot).toBe(false);
    expect((await parse('Mozilla/5.0 (Linux; Android 12; CUBOT P40) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36')).isBot).toBe(false);
  });

  it('strips a header name and reads only what UAParser reads, with warnings', async () => {
    expect((await parse('User-Agent: curl/8.5.0')).browser.name).toBe('curl');
    // a header name alone leaves nothing to parse (never the visitor's own navigator.userAgent)
    expect(await parse('User-Agent:')).toMatchObject({ summary: 'Unknown client', isBot: false });
    const unknown = await runTool(tool, { userAgent: UNICODE_SAMPLE });
    expect(unknown.data).toMatchObject({ summary: 'Unknown client', browser: { name: null }, os: { name: null }, isBot: false });
    expect(unknown.metadata?.warnings).toEqual(['Nothing in this string matched a known browser, bot or operating system.']);
    const big = await runTool(tool, { userAgent: largestInput(tool, 'userAgent', 'x') });
    expect(big.success).toBe(true);
    expect(big.metadata?.warnings?.[0]).toBe('Only the first 500 of 2000 characters were read.');
  });

  it('rejects input over the limit', async () => {
    await runError(tool, { userAgent: 'x'.repeat(2001) }, 'CONSTRAINT_VIOLATION');
  });
});
