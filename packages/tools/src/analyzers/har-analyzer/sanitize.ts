/** Redacts secrets in a parsed HAR in place; returns how many values were replaced. */
type Json = Record<string, unknown>;

export const REDACTED = 'REDACTED';
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'api-key', 'x-auth-token', 'x-access-token', 'x-csrf-token', 'x-xsrf-token']);
const URL_HEADERS = new Set(['location', 'referer', 'content-location']);
const SECRET_NAME = /token|passw|pwd|secret|api[-_]?key|^key$|^auth|^sig(nature)?$|^code$|session|credential|jwt|^x-amz-(signature|credential|security-token)$/i;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function sanitizeHar(har: Json): number {
  let count = 0;
  const redact = (o: Json, key: string) => {
    if (o[key] !== undefined && o[key] !== REDACTED) {
      o[key] = REDACTED;
      count++;
    }
  };
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  /** Redacts secret parameters in a query string or form body, keeping everything else byte for byte. */
  const params = (query: string) =>
    query
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0 || !SECRET_NAME.test(decode(pair.slice(0, eq))) || pair.slice(eq + 1) === REDACTED) return pair;
        count++;
        return `${pair.slice(0, eq)}=${REDACTED}`;
      })
      .join('&');
  const url = (u: string) => {
    const q = u.indexOf('?');
    if (q < 0) return u;
    const hash = u.indexOf('#', q);
    return u.slice(0, q + 1) + params(hash < 0 ? u.slice(q + 1) : u.slice(q + 1, hash)) + (hash < 0 ? '' : u.slice(hash));
  };
  const jsonBody = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(jsonBody);
    if (!isObject(v)) return v;
    for (const key of Object.keys(v)) {
      if (SECRET_NAME.test(key) && (typeof v[key] === 'string' || typeof v[key] === 'number')) redact(v, key);
      else v[key] = jsonBody(v[key]);
    }
    return v;
  };
  const headers = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const h of list) {
      if (!isObject(h) || typeof h.name !== 'string') continue;
      const name = h.name.toLowerCase();
      if (SECRET_HEADERS.has(name)) redact(h, 'value');
      else if (URL_HEADERS.has(name) && typeof h.value === 'string') h.value = url(h.value);
    }
  };
  const cookies = (list: unknown) => {
    if (Array.isArray(list)) for (const c of list) if (isObject(c)) redact(c, 'value');
  };
  const named = (list: unknown) => {
    if (Array.isArray(list)) for (const p of list) if (isObject(p) && typeof p.name === 'string' && SECRET_NAME.test(p.name)) redact(p, 'value');
  };

  const log = har.log as Json;
  for (const e of log.entries as Json[]) {
    const req = e.request as Json;
    const res = e.response as Json;
    req.url = url(req.url as string);
    headers(req.headers);
    headers(res.headers);
    cookies(req.cookies);
    cookies(res.cookies);
    named(req.queryString);
    if (typeof res.redirectURL === 'string') res.redirectURL = url(res.redirectURL);
    const post = req.postData;
    if (isObject(post)) {
      named(post.params);
      const mime = String(post.mimeType ?? '').toLowerCase();
      if (typeof post.text === 'string') {
        if (mime.includes('x-www-form-urlencoded')) post.text = params(post.text);
        else if (mime.includes('json')) {
          try {
            post.text = JSON.stringify(jsonBody(JSON.parse(post.text)));
          } catch {
            // not JSON after all: kept as is
          }
        }
      }
    }
  }
  return count;
}
