/**
 * Bot detection for User-Agent strings. UAParser.js v1 recognizes browsers,
 * not bots, so the non-browser clients live here: a short list of the tokens
 * that well-known crawlers, link-preview fetchers, command-line tools and HTTP
 * libraries put in their UA, each found by a plain substring search with
 * word boundaries (no backtracking regex). Sources: each operator's published
 * UA string (Google, Bing, OpenAI, Anthropic, Perplexity, Common Crawl…).
 *
 * `ai: 'crawler'` collects content for AI models or AI search indexes;
 * `ai: 'assistant'` fetches a page because a person asked an assistant to.
 */
export type ClientType = 'crawler' | 'fetcher' | 'cli' | 'library';

interface BotToken {
  /** As written in the UA; matched case-insensitively. */
  token: string;
  type: ClientType;
  ai?: 'crawler' | 'assistant';
}

const c = (token: string, ai?: 'crawler'): BotToken => (ai ? { token, type: 'crawler', ai } : { token, type: 'crawler' });
const f = (token: string): BotToken => ({ token, type: 'fetcher' });
const assistant = (token: string): BotToken => ({ token, type: 'fetcher', ai: 'assistant' });

/** First match wins: more specific tokens come before the ones they contain. */
const TOKENS: readonly BotToken[] = [
  // AI assistants fetching on a user's request
  assistant('ChatGPT-User'), assistant('Claude-User'), assistant('Perplexity-User'), assistant('MistralAI-User'),
  // AI crawlers (model training or AI search indexes)
  c('GPTBot', 'crawler'), c('OAI-SearchBot', 'crawler'), c('ClaudeBot', 'crawler'), c('Claude-SearchBot', 'crawler'),
  c('Claude-Web', 'crawler'), c('anthropic-ai', 'crawler'), c('PerplexityBot', 'crawler'), c('CCBot', 'crawler'),
  c('Bytespider', 'crawler'), c('meta-externalagent', 'crawler'), c('cohere-ai', 'crawler'), c('Amazonbot', 'crawler'),
  // search and SEO crawlers
  c('Googlebot'), c('Google-InspectionTool'), c('bingbot'), c('Applebot'), c('DuckDuckBot'), c('YandexBot'),
  c('Baiduspider'), c('Slurp'), c('SeznamBot'), c('PetalBot'), c('AhrefsBot'), c('SemrushBot'), c('MJ12bot'), c('DotBot'),
  // link-preview and monitoring fetchers
  f('facebookexternalhit'), f('Twitterbot'), f('LinkedInBot'), f('Slackbot'), f('Discordbot'), f('TelegramBot'),
  f('Pinterestbot'), f('UptimeRobot'),
  // command-line tools
  { token: 'curl', type: 'cli' }, { token: 'Wget', type: 'cli' }, { token: 'HTTPie', type: 'cli' },
  // HTTP libraries
  { token: 'python-requests', type: 'library' }, { token: 'Python-urllib', type: 'library' },
  { token: 'aiohttp', type: 'library' }, { token: 'python-httpx', type: 'library' },
  { token: 'Go-http-client', type: 'library' }, { token: 'okhttp', type: 'library' },
  { token: 'axios', type: 'library' }, { token: 'node-fetch', type: 'library' }, { token: 'undici', type: 'library' },
  { token: 'Apache-HttpClient', type: 'library' }, { token: 'libwww-perl', type: 'library' },
  { token: 'PostmanRuntime', type: 'library' },
];

export interface BotMatch {
  name: string;
  version: string | null;
  type: ClientType;
  isAICrawler: boolean;
  isAIAssistant: boolean;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9_]/.test(ch);
const isVersionChar = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9_.]/.test(ch);

/** The version after `name/` at `end`, or null. */
function versionAt(ua: string, end: number): string | null {
  if (ua[end] !== '/') return null;
  let i = end + 1;
  while (isVersionChar(ua[i])) i++;
  const version = ua.slice(end + 1, i).replace(/\.+$/, '');
  return version === '' ? null : version;
}

/** Index of `token` in `lower` standing as a whole word (not inside a longer name), or -1. */
function findWord(lower: string, token: string): number {
  for (let at = lower.indexOf(token); at !== -1; at = lower.indexOf(token, at + 1)) {
    if (!isWordChar(lower[at - 1]) && !isWordChar(lower[at + token.length])) return at;
  }
  return -1;
}

/** Any other `SomethingBot/1.0`, `…Crawler/…` or `…Spider/…` product token: a crawler of unknown purpose. */
function genericCrawler(ua: string): BotMatch | null {
  for (const part of ua.split(/[\s;()]+/)) {
    const slash = part.indexOf('/');
    if (slash <= 0) continue;
    const name = part.slice(0, slash);
    if (/(?:bot|crawler|spider)$/i.test(name) && /^[\w.-]+$/.test(name)) {
      return { name, version: versionAt(part, slash), type: 'crawler', isAICrawler: false, isAIAssistant: false };
    }
  }
  return null;
}

/** The first known bot token in `ua`, else a generic `…bot/version` product, else null. */
export function detectBot(ua: string): BotMatch | null {
  const lower = ua.toLowerCase();
  for (const entry of TOKENS) {
    const at = findWord(lower, entry.token.toLowerCase());
    if (at === -1) continue;
    return {
      name: entry.token,
      version: versionAt(ua, at + entry.token.length),
      type: entry.type,
      isAICrawler: entry.ai === 'crawler',
      isAIAssistant: entry.ai === 'assistant',
    };
  }
  return genericCrawler(ua);
}

/**
 * Chromium's reduced ("frozen") UA: the platform is one of a few fixed strings
 * and the version is `<major>.0.0.0`, so OS version and minor versions are placeholders.
 */
const REDUCED_CHROMIUM =
  /^Mozilla\/5\.0 \((?:Windows NT 10\.0; Win64; x64|Macintosh; Intel Mac OS X 10_15_7|X11; Linux x86_64|X11; CrOS x86_64 14541\.0\.0|Fuchsia|Linux; Android 10; K)\) AppleWebKit\/537\.36 \(KHTML, like Gecko\) Chrome\/\d+\.0\.0\.0 (?:Mobile )?Safari\/537\.36(?: |$)/;

export const isFrozenUA = (ua: string): boolean => REDUCED_CHROMIUM.test(ua);
