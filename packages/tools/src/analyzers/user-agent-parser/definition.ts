import { defineDefinition } from '@ctp/core';

const str = (description: string) => ({ type: ['string', 'null'], description });
const part = (description: string, fields: Record<string, string>) => ({
  type: 'object',
  description,
  properties: Object.fromEntries(Object.entries(fields).map(([k, d]) => [k, str(d)])),
  required: Object.keys(fields),
  additionalProperties: false,
});

export default defineDefinition({
  id: 'user-agent-parser',
  name: 'User Agent Parser',
  description:
    'Parse a User-Agent header with UAParser.js: browser (name, version, kind such as crawler, fetcher, CLI, HTTP library or in-app browser), rendering engine, operating system, device (type, vendor, model) and CPU architecture, plus bot detection from a list of known tokens: any bot, AI crawlers (GPTBot, ClaudeBot…) and AI assistants fetching for a user. Also flags Chromium\'s reduced UA strings, whose OS and version numbers are placeholders.',
  category: 'analyzers',
  handles: [{ kind: 'user-agent' }],
  tags: ['user-agent', 'browser', 'http', 'parse'],
  keywords: [
    'user agent', 'ua string', 'useragent', 'browser detection', 'os detection', 'device detection', 'bot detection',
    'crawler', 'googlebot', 'gptbot', 'ai crawler', 'mobile or desktop', 'ua-parser', 'http header',
  ],
  method: 'GET',
  parameters: [
    {
      name: 'userAgent',
      type: 'textarea',
      label: 'User-Agent',
      description: 'The User-Agent header value (a leading "User-Agent:" is ignored). Only the first 500 characters are read.',
      required: true,
      placeholder: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 … Chrome/124.0.0.0 Safari/537.36',
      validation: { maxLength: 2000 },
    },
  ],
  outputDescription: 'Browser, engine, OS, device and CPU (null where unknown), bot flags and a one-line summary.',
  outputSchema: {
    type: 'object',
    properties: {
      summary: { type: 'string', description: 'One line, e.g. "Chrome 124.0.0.0 on Windows 10".' },
      browser: part('The client.', {
        name: 'Browser or client name.',
        version: 'Full version.',
        major: 'Major version.',
        type: 'Kind of non-browser client: crawler, fetcher (link previews, AI assistants), cli, library, inapp (an app\'s WebView); null for ordinary browsers.',
      }),
      engine: part('Rendering engine.', { name: 'Blink, Gecko, WebKit…', version: 'Engine version.' }),
      os: part('Operating system.', { name: 'Windows, macOS, iOS, Android, Linux…', version: 'OS version.' }),
      device: part('Device; all null for desktops, which a UA does not describe.', {
        type: 'mobile, tablet, console, smarttv, wearable, xr, embedded.',
        vendor: 'Apple, Samsung, Google…',
        model: 'iPhone, SM-S918B, Pixel 8…',
      }),
      cpu: part('CPU.', { architecture: 'amd64, arm64, ia32, arm…' }),
      isBot: { type: 'boolean', description: 'A known crawler, fetcher, command-line tool or HTTP library (or any …bot/version product) rather than a person\'s browser.' },
      isAICrawler: { type: 'boolean', description: 'A crawler that collects content for AI models (GPTBot, ClaudeBot, CCBot…).' },
      isAIAssistant: { type: 'boolean', description: 'An AI assistant fetching a page on a user\'s request (ChatGPT-User, Claude-User…).' },
      isFrozenUA: { type: 'boolean', description: 'Chromium\'s reduced UA (Chrome, Edge…): the OS version and minor versions are fixed placeholders.' },
    },
    required: ['summary', 'browser', 'engine', 'os', 'device', 'cpu', 'isBot', 'isAICrawler', 'isAIAssistant', 'isFrozenUA'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' },
    output: {
      summary: 'Mobile Safari 17.4 on iOS 17.4 (Apple iPhone, mobile)',
      browser: { name: 'Mobile Safari', version: '17.4', major: '17', type: null },
      engine: { name: 'WebKit', version: '605.1.15' },
      os: { name: 'iOS', version: '17.4' },
      device: { type: 'mobile', vendor: 'Apple', model: 'iPhone' },
      cpu: { architecture: null },
      isBot: false,
      isAICrawler: false,
      isAIAssistant: false,
      isFrozenUA: false,
    },
    description: 'Safari on an iPhone.',
  },
  relatedTools: ['url-parser'],
  aiInstructions:
    'Pass the header value only. A User-Agent is self-declared and easily faked: never use it for security decisions; verify crawlers by reverse DNS. device fields are null for desktops and laptops. When isFrozenUA is true, the OS version (e.g. Windows 10, macOS 10.15.7) is a placeholder, not the real one; Client Hints carry the real values. Bot detection knows a fixed list of well-known bots, tools and libraries; an unlisted bot that mimics a browser reads as that browser.',
});
