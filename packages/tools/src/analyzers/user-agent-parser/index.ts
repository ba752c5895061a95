import { defineTool, success, withWarnings } from '@ctp/core';
// @ts-ignore -- ua-parser-js v1 ships no type declarations; the shape used is declared below
import { UAParser as UAParserModule } from 'ua-parser-js';
import { detectBot, isFrozenUA } from './bots.js';
import definition from './definition.js';

type Fields<K extends string> = { [key in K]?: string };
interface UAResult {
  browser: Fields<'name' | 'version' | 'major'>;
  engine: Fields<'name' | 'version'>;
  os: Fields<'name' | 'version'>;
  device: Fields<'type' | 'vendor' | 'model'>;
  cpu: Fields<'architecture'>;
}
const UAParser = UAParserModule as new (ua: string) => { getResult(): UAResult };

// UAParser.js reads at most this many characters of a UA; bot detection reads the same
const UA_LIMIT = 500;
// browser names UAParser.js v1 gives the in-app browsers (WebViews) of social and messaging apps
const IN_APP = new Set(['facebook', 'instagram', 'snapchat', 'tiktok', 'wechat', 'line', 'kakaotalk', 'kakaostory',
  'naver', 'daum', 'alipay', 'twitter', 'linkedin', 'klarna', 'gsa']);
const EMPTY: UAResult = { browser: {}, engine: {}, os: {}, device: {}, cpu: {} };

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

export default defineTool(definition, (params) => {
  const ua = params.userAgent.trim().replace(/^user-agent\s*:\s*/i, '');
  // an empty UA would make UAParser read the page's own navigator.userAgent
  const r = ua === '' ? EMPTY : new UAParser(ua).getResult();
  const bot = detectBot(ua.slice(0, UA_LIMIT));
  const browser = bot
    ? { name: bot.name, version: bot.version, major: bot.version?.match(/^\d+/)?.[0] ?? null, type: bot.type }
    : {
        name: orNull(r.browser.name),
        version: orNull(r.browser.version),
        major: orNull(r.browser.major),
        type: IN_APP.has(r.browser.name?.toLowerCase() ?? '') ? 'inapp' : null,
      };
  const engine = { name: orNull(r.engine.name), version: orNull(r.engine.version) };
  const os = { name: orNull(r.os.name), version: orNull(r.os.version) };
  const device = { type: orNull(r.device.type), vendor: orNull(r.device.vendor), model: orNull(r.device.model) };

  const named = (name: string | null, version: string | null) => (name ? (version ? `${name} ${version}` : name) : null);
  const client = named(browser.name, browser.version) ?? 'Unknown client';
  const system = named(os.name, os.version);
  const hardware = [[device.vendor, device.model].filter(Boolean).join(' '), device.type].filter(Boolean).join(', ');
  const summary = `${client}${browser.type ? ` (${browser.type})` : ''}${system ? ` on ${system}` : ''}${hardware ? ` (${hardware})` : ''}`;

  const warnings: string[] = [];
  if (ua.length > UA_LIMIT) warnings.push(`Only the first ${UA_LIMIT} of ${ua.length} characters were read.`);
  if (!browser.name && !engine.name && !os.name) warnings.push('Nothing in this string matched a known browser, bot or operating system.');
  return withWarnings(
    success({
      summary,
      browser,
      engine,
      os,
      device,
      cpu: { architecture: orNull(r.cpu.architecture) },
      isBot: bot !== null,
      isAICrawler: bot?.isAICrawler ?? false,
      isAIAssistant: bot?.isAIAssistant ?? false,
      isFrozenUA: isFrozenUA(ua),
    }),
    warnings,
  );
});
