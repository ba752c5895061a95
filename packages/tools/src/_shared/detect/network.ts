/** Web and network: URLs, query strings, e-mail, IPv4/IPv6/CIDR, MAC addresses, domains, user agents, HTTP headers, curl. */
import { detection, type Detector, type TokenDetector } from './types.js';

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** RFC 4291 text: eight groups, one "::", an optional dotted IPv4 tail and zone. */
export function isIpv6(value: string): boolean {
  if (value.length > 64 || !/^[0-9a-f:.]+(?:%[\w.-]{1,32})?$/i.test(value)) return false;
  const address = value.split('%')[0]!;
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  let count = 0;
  const all = halves.flatMap(groups);
  for (let i = 0; i < all.length; i++) {
    const g = all[i]!;
    if (i === all.length - 1 && g.includes('.')) {
      if (!isIpv4(g)) return false;
      count += 2;
    } else if (/^[0-9a-f]{1,4}$/i.test(g)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count <= 7 : count === 8;
}

export const ip: TokenDetector = (value) => {
  if (isIpv4(value)) return detection('ipv4', 0.97, 'IPv4 address');
  const bare = value.replace(/^\[(.*)\]$/, '$1');
  if (bare.includes(':') && isIpv6(bare)) return detection('ipv6', 0.97, 'IPv6 address');
  const cidr = /^([^/\s]+)\/(\d{1,3})$/.exec(value);
  if (cidr) {
    const bits = +cidr[2]!;
    if (isIpv4(cidr[1]!) && bits <= 32) return detection('cidr', 0.97, 'IPv4 CIDR block', `${2 ** (32 - bits)} addresses`);
    if (cidr[1]!.includes(':') && isIpv6(cidr[1]!) && bits <= 128) return detection('cidr', 0.97, 'IPv6 CIDR block', `/${bits} prefix`);
  }
  return undefined;
};

export const mac: TokenDetector = (value) => {
  if (/^[0-9a-f]{2}([:-])(?:[0-9a-f]{2}\1){4}[0-9a-f]{2}$/i.test(value)) return detection('mac-address', 0.97, 'MAC address (EUI-48)');
  if (/^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i.test(value)) return detection('mac-address', 0.95, 'MAC address (Cisco notation)');
  if (/^[0-9a-f]{2}([:-])(?:[0-9a-f]{2}\1){6}[0-9a-f]{2}$/i.test(value)) return detection('mac-address', 0.85, 'EUI-64 identifier');
  return undefined;
};

const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~\u0080-\uffff-]{1,64}$/;

/** One e-mail address, bare or as `Name <address>`. */
export const email: TokenDetector = (value) => {
  const named = /^[^<>]{0,200}<([^<>\s]+)>$/.exec(value);
  const address = named ? named[1]! : value;
  const at = address.lastIndexOf('@');
  if (at < 1 || address.length > 320) return undefined;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..') || !isDomain(domain)) return undefined;
  return detection('email', named ? 0.9 : 0.95, named ? 'E-mail address with a display name' : 'E-mail address');
};

const COMMON_TLDS = new Set(['com', 'org', 'net', 'io', 'dev', 'app', 'edu', 'gov', 'co', 'uk', 'de', 'fr', 'nl', 'eu', 'info', 'biz', 'ai', 'cloud', 'tech', 'jp', 'cn', 'ru', 'br', 'in', 'ca', 'au', 'es', 'it', 'ch', 'se', 'us', 'me', 'tv', 'xyz', 'test', 'example', 'local', 'internal', 'localhost']);
const FILE_EXTENSIONS = new Set(['js', 'ts', 'md', 'json', 'html', 'htm', 'txt', 'py', 'go', 'rs', 'sh', 'css', 'png', 'jpg', 'gif', 'svg', 'pdf', 'zip', 'yml', 'yaml', 'xml', 'csv', 'log', 'exe', 'mjs', 'tsx', 'jsx', 'java', 'rb', 'php', 'toml']);

/** Labels of letters, digits and inner hyphens; a TLD of letters (or an xn-- label). */
export function isDomain(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.replace(/\.$/, '').split('.');
  if (labels.length < 2) return false;
  for (const label of labels) if (!/^[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?$/i.test(label)) return false;
  const tld = labels.at(-1)!;
  return /^(?:[a-z\u00a1-\uffff]{2,63}|xn--[a-z0-9-]{1,59})$/i.test(tld);
}

export const domain: TokenDetector = (value) => {
  if (!isDomain(value)) return undefined;
  const labels = value.replace(/\.$/, '').toLowerCase().split('.');
  const tld = labels.at(-1)!;
  if (labels.some((l) => l.startsWith('xn--'))) return detection('punycode', 0.9, 'Internationalized domain (Punycode)');
  const confidence = FILE_EXTENSIONS.has(tld) && labels.length === 2 ? 0.35 : COMMON_TLDS.has(tld) || labels.length > 2 ? 0.8 : 0.6;
  return detection('domain', confidence, 'Domain name');
};

/** An absolute URL (any scheme); a `www.` host without one is a likely URL too. */
export const url: TokenDetector = (value) => {
  if (/\s/.test(value)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]{0,30}):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (/^www\.[^/\s]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value)) return detection('url', 0.6, 'URL without a scheme');
    return undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return undefined;
  }
  if (scheme === 'http' || scheme === 'https') {
    if (!parsed.hostname) return undefined;
    const decorations = [parsed.search && 'query', parsed.hash && 'fragment', parsed.username && 'credentials'].filter(Boolean).join(', ');
    return detection('url', 0.97, `${scheme.toUpperCase()} URL`, decorations ? `with ${decorations}` : parsed.hostname);
  }
  if (scheme === 'data') return undefined; // a data URL is content: the base64 detector reads it
  if (scheme === 'mailto' || !value.includes('//')) return detection('url', scheme === 'mailto' ? 0.85 : 0.5, `${scheme}: URI`);
  return detection('url', 0.85, `${scheme}:// URL`);
};

const PAIR = /^[^=&\s#]{1,256}=[^&\s#]*$/;

/** `a=1&b=2` (a leading `?` allowed). */
export const queryString: TokenDetector = (value) => {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return undefined;
  const query = value.startsWith('?') ? value.slice(1) : value;
  const pairs = query.split('&');
  if (pairs.length > 1000 || !pairs.every((p) => PAIR.test(p))) return undefined;
  // one pair with an empty value ("aGk=") is more often base64 padding than a query
  const confidence = pairs.length > 1 || value.startsWith('?') ? 0.8 : value.endsWith('=') ? 0.3 : 0.45;
  return detection('query-string', confidence, 'Query string', `${pairs.length} parameter${pairs.length === 1 ? '' : 's'}`);
};

export const userAgent: TokenDetector = (value) => {
  if (/^Mozilla\/\d\.\d \(/.test(value)) return detection('user-agent', 0.95, 'Browser user agent');
  if (/^(?:curl|Wget|python-requests|Go-http-client|okhttp|PostmanRuntime|axios|node-fetch|Java|Dalvik|Opera)\/[\w.-]+/i.test(value)) return detection('user-agent', 0.85, 'User agent');
  // product/version tokens with a comment: "MyApp/1.2 (Linux; x64) libfoo/3"
  if (/^[\w.-]{1,64}\/[\w.-]{1,32}(?: [\w.-]{1,64}\/[\w.-]{1,32}| \([^()]{1,200}\)){1,10}$/.test(value)) return detection('user-agent', 0.6, 'User agent');
  return undefined;
};

const HEADER = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}:[ \t]*\S/;
const REQUEST_LINE = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|CONNECT|TRACE) \S+ HTTP\/\d(?:\.\d)?$/;
const STATUS_LINE = /^HTTP\/\d(?:\.\d)? \d{3}(?: .*)?$/;
const KNOWN = /^(?:host|accept|content-type|content-length|user-agent|authorization|cookie|set-cookie|cache-control|date|server|connection|location|referer|origin|etag|vary|x-[\w-]+):/i;

/** An HTTP request or response head, or a block of `Name: value` header lines. */
export const httpHeaders: Detector = (ctx) => {
  if (!ctx.multiline && !/^(?:GET|POST|HTTP\/)/.test(ctx.text)) return undefined;
  const lines = ctx.lines();
  const head = lines.slice(0, 200);
  const start = REQUEST_LINE.test(head[0]!) || STATUS_LINE.test(head[0]!) ? 1 : 0;
  // a head ends at the first empty line (the body follows)
  const end = head.indexOf('', start);
  const fields = head.slice(start, end === -1 ? undefined : end);
  if (fields.length === 0) return undefined;
  let headers = 0;
  let known = 0;
  for (const line of fields) {
    ctx.count(line.length);
    if (/^[ \t]/.test(line)) continue; // folded continuation
    if (!HEADER.test(line)) return undefined;
    headers++;
    if (KNOWN.test(line)) known++;
  }
  if (start === 1) return detection('http-headers', 0.95, REQUEST_LINE.test(head[0]!) ? 'HTTP request' : 'HTTP response', `${headers} header${headers === 1 ? '' : 's'}`);
  if (headers < 2 && known === 0) return undefined;
  return detection('http-headers', known > 0 ? 0.85 : 0.55, 'HTTP headers', `${headers} headers`);
};

export const curlCommand: Detector = (ctx) =>
  /^(?:\$\s*)?curl(?:\.exe)?\s+\S/.test(ctx.text.slice(0, 64)) ? detection('curl-command', 0.97, 'curl command') : undefined;
