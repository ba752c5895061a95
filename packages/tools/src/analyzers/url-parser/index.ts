import { defineTool, success } from '@ctp/core';
import { domainToUnicode } from '../../_shared/idn.js';
import definition from './definition.js';

/** WHATWG special schemes, then well-known IANA ports of schemes seen in connection strings. */
const DEFAULT_PORTS: Record<string, number> = {
  http: 80, https: 443, ws: 80, wss: 443, ftp: 21,
  ssh: 22, sftp: 22, telnet: 23, smtp: 25, smtps: 465, pop3: 110, pop3s: 995, imap: 143, imaps: 993, nntp: 119,
  ldap: 389, ldaps: 636, rtsp: 554, git: 9418, irc: 6667, ircs: 6697, xmpp: 5222, sip: 5060, sips: 5061,
  postgres: 5432, postgresql: 5432, mysql: 3306, mariadb: 3306, mongodb: 27017, redis: 6379, amqp: 5672, amqps: 5671,
  mqtt: 1883, mqtts: 8883,
};
const SPECIAL = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);
const MASK = '****';

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** Percent-decoding as the URL Standard does it: bytes, then UTF-8 with U+FFFD for bad sequences; malformed % kept. */
function percentDecode(text: string, plusAsSpace = false): string {
  const spaced = plusAsSpace && text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  return spaced.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    return utf8.decode(bytes);
  });
}

function hostTypeOf(scheme: string, hostname: string): 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'none' {
  if (hostname === '') return 'none';
  if (hostname.startsWith('[')) return 'ipv6';
  if (!SPECIAL.has(scheme)) return 'opaque';
  // for special schemes the parser has already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted decimal
  return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) ? 'ipv4' : 'domain';
}

export default defineTool(definition, (params) => {
  const url = new URL(params.url);
  const plusAsSpace = params.plusAsSpace;
  const scheme = url.protocol.slice(0, -1);
  const hostType = hostTypeOf(scheme, url.hostname);
  const masked = params.maskPassword && url.password !== '';
  let href = url.href;
  if (masked) {
    const copy = new URL(url.href);
    copy.password = MASK;
    href = copy.href;
  }

  // a path that does not start with "/" (mailto:, data:, urn:…) is opaque: it has no segments
  const pathSegments =
    !url.pathname.startsWith('/') ? [percentDecode(url.pathname)] : url.pathname === '/' ? [] : url.pathname.slice(1).split('/').map((s) => percentDecode(s));

  const queryParams: Array<[string, string]> = [];
  const grouped = new Map<string, string[]>();
  for (const part of url.search.slice(1).split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = percentDecode(eq === -1 ? part : part.slice(0, eq), plusAsSpace);
    const value = eq === -1 ? '' : percentDecode(part.slice(eq + 1), plusAsSpace);
    queryParams.push([key, value]);
    const values = grouped.get(key);
    if (values) values.push(value);
    else grouped.set(key, [value]);
  }
  // fromEntries defines own properties, so a "__proto__" key stays data
  const query = Object.fromEntries([...grouped].map(([key, values]) => [key, values.length === 1 ? values[0]! : values]));

  const port = url.port === '' ? null : Number(url.port);
  const defaultPort = DEFAULT_PORTS[scheme] ?? null;
  return success({
    href,
    protocol: url.protocol,
    scheme,
    username: percentDecode(url.username),
    password: masked ? MASK : percentDecode(url.password),
    host: url.host,
    hostname: url.hostname,
    hostnameUnicode: hostType === 'domain' ? domainToUnicode(url.hostname) : hostType === 'opaque' ? percentDecode(url.hostname) : url.hostname,
    hostType,
    port,
    defaultPort,
    effectivePort: port ?? defaultPort,
    origin: url.origin,
    pathname: url.pathname,
    pathSegments,
    search: url.search,
    queryParams,
    query,
    hash: url.hash,
    fragment: percentDecode(url.hash.slice(1)),
  });
});
