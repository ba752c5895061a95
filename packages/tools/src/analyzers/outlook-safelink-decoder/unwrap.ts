/** One layer of link-wrapper decoding: which service wrapped a URL, and the URL inside. */

export type Kind = 'safelinks' | 'proofpoint-v1' | 'proofpoint-v2' | 'proofpoint-v3' | 'google' | 'facebook' | 'slack';
export type Layer = { kind: Kind; url: string } | { kind: Kind; error: string };

const RUN_LENGTHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlToText(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * Proofpoint URL Defense v3: https://urldefense.com/v3/__<url>__;<replaced>!!<signature>$
 * Characters Proofpoint took out of <url> are base64url (UTF-8) after "__;"; in <url> each "*" takes back
 * the next one, and "**" plus a letter takes back a run (A = 2 characters, B = 3, … "_" = 65).
 */
function proofpointV3(raw: string): Layer {
  const m = /\/v3\/__(.+?)__(?:;([A-Za-z0-9_-]*))?!/.exec(raw);
  if (!m) return { kind: 'proofpoint-v3', error: 'no __<url>__;…! section after /v3/' };
  const replaced = base64UrlToText(m[2] ?? '');
  if (replaced === undefined) return { kind: 'proofpoint-v3', error: `the replaced-characters section "${m[2]}" is not base64url-encoded UTF-8` };
  const pool = [...replaced];
  let next = 0;
  let failed = false;
  const url = m[1]!.replace(/\*\*(.)|\*/g, (_, run: string | undefined) => {
    const length = run === undefined ? 1 : RUN_LENGTHS.indexOf(run) + 2;
    if (length === 1 && run !== undefined) failed = true; // unknown run letter
    const piece = pool.slice(next, next + length);
    if (piece.length < length) failed = true;
    next += length;
    return piece.join('');
  });
  if (failed) return { kind: 'proofpoint-v3', error: 'the URL has more * markers than replaced characters (the link was cut short?)' };
  return { kind: 'proofpoint-v3', url };
}

const param = (url: URL, kind: Kind, ...names: string[]): Layer => {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value) return { kind, url: value };
  }
  return { kind, error: `it has no ${names.map((n) => `"${n}"`).join(' or ')} parameter` };
};

/** Decodes one wrapper layer, or undefined when `raw` is not a known wrapper. */
export function unwrapOnce(raw: string): Layer | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (/(^|\.)safelinks\.protection\.(outlook\.com|office365\.us|outlook\.de|outlook\.cn)$/.test(host)) return param(url, 'safelinks', 'url');
  if (host === 'urldefense.proofpoint.com' || host === 'urldefense.com') {
    if (path.startsWith('/v3/')) return proofpointV3(raw);
    if (path === '/v1/url') return param(url, 'proofpoint-v1', 'u');
    if (path === '/v2/url') {
      const layer = param(url, 'proofpoint-v2', 'u');
      if ('error' in layer) return layer;
      try {
        return { kind: 'proofpoint-v2', url: decodeURIComponent(layer.url.replace(/-/g, '%').replace(/_/g, '/')) };
      } catch {
        return { kind: 'proofpoint-v2', error: `the "u" parameter "${layer.url}" is not valid v2 encoding` };
      }
    }
    return undefined;
  }
  if (/^(www\.)?google(\.com?)?\.[a-z]{2,3}$|^(www\.)?google\.com$/.test(host) && path === '/url') return param(url, 'google', 'q', 'url');
  if (/^(l|lm|m|www)\.facebook\.com$|^l\.messenger\.com$/.test(host) && path === '/l.php') return param(url, 'facebook', 'u');
  if (host === 'l.instagram.com' && path === '/') return param(url, 'facebook', 'u');
  if (host === 'slack-redir.net' && path === '/link') return param(url, 'slack', 'url');
  return undefined;
}
