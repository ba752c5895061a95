import { defineTool, failure, parseDateTime, success } from '@ctp/core';
import { parseString, splitCookiesString } from 'set-cookie-parser';
import definition from './definition.js';

const KNOWN = new Set(['name', 'value', 'expires', 'maxAge', 'domain', 'path', 'secure', 'httpOnly', 'sameSite', 'partitioned', 'priority']);

export default defineTool(definition, (params) => {
  const now = params.now === undefined ? Date.now() : parseDateTime(params.now);
  const headers = params.headers
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/^\s*set-cookie\s*:\s*/i, '').trim())
    .filter((l) => l !== '')
    .flatMap((l) => splitCookiesString(l));
  if (headers.length === 0) return failure('INVALID_INPUT', 'No Set-Cookie header found.');
  const cookies = [];
  for (const [i, header] of headers.entries()) {
    const c = parseString(header, { decodeValues: false });
    if (!c || (!c.name && !header.includes('='))) return failure('INVALID_INPUT', `Header ${i + 1} ("${header.slice(0, 60)}") has no name=value pair.`);
    let value = c.value;
    if (params.decode) {
      try {
        value = decodeURIComponent(value);
      } catch {
        /* malformed escapes stay as written, as browsers keep the raw value */
      }
    }
    const expiresMs = c.expires ? c.expires.getTime() : Number.NaN;
    const other: Record<string, string> = {};
    for (const [k, v] of Object.entries(c as object)) if (!KNOWN.has(k)) other[k] = String(v);
    const sameSite = c.sameSite ? c.sameSite[0]!.toUpperCase() + c.sameSite.slice(1).toLowerCase() : '';
    const issues: string[] = [];
    const secure = Boolean(c.secure);
    if (sameSite === 'None' && !secure) issues.push('SameSite=None without Secure: browsers reject this cookie.');
    if (sameSite && !['Strict', 'Lax', 'None'].includes(sameSite)) issues.push(`SameSite=${c.sameSite} is not Strict, Lax or None: browsers treat it as Lax.`);
    if (c.name.startsWith('__Secure-') && !secure) issues.push('A __Secure- cookie must be Secure: browsers reject it.');
    if (c.name.startsWith('__Host-')) {
      if (!secure) issues.push('A __Host- cookie must be Secure: browsers reject it.');
      if (c.domain) issues.push('A __Host- cookie must not have a Domain: browsers reject it.');
      if (c.path !== '/') issues.push('A __Host- cookie must have Path=/: browsers reject it.');
    }
    if (c.partitioned && !secure) issues.push('Partitioned requires Secure: browsers reject this cookie.');
    if (c.expires && Number.isNaN(expiresMs)) issues.push('Expires is not a date browsers can read: it is ignored and the cookie lasts for the session.');
    if (c.maxAge !== undefined && c.maxAge <= 0) issues.push('Max-Age is zero or negative: this header deletes the cookie.');
    else if (c.maxAge === undefined && expiresMs < now) issues.push('Expires is in the past: this header deletes the cookie.');
    if (c.maxAge !== undefined && c.expires) issues.push('Both Max-Age and Expires are set: Max-Age wins in browsers.');
    if (c.maxAge !== undefined && c.maxAge > 400 * 86400) issues.push('Max-Age is beyond 400 days: Chrome caps it at 400 days.');
    if (!c.httpOnly) issues.push('No HttpOnly: scripts on the page can read this cookie.');
    if (c.domain && /^\d+\.\d+\.\d+\.\d+$|^\[/.test(c.domain) === false && !c.domain.replace(/^\./, '').includes('.')) issues.push(`Domain=${c.domain} is a single label (or a public suffix): browsers reject it.`);
    cookies.push({
      name: c.name,
      value,
      domain: c.domain ?? '',
      path: c.path ?? '',
      expires: Number.isNaN(expiresMs) ? '' : new Date(expiresMs).toISOString(),
      maxAge: c.maxAge === undefined || Number.isNaN(c.maxAge) ? null : c.maxAge,
      secure,
      httpOnly: Boolean(c.httpOnly),
      sameSite,
      partitioned: Boolean(c.partitioned),
      priority: typeof (c as { priority?: unknown }).priority === 'string' ? String((c as { priority?: unknown }).priority) : '',
      session: c.maxAge === undefined && !c.expires,
      other,
      issues,
    });
  }
  const issueCount = cookies.reduce((n, c) => n + c.issues.length, 0);
  return success({ cookies, issueCount, summary: `${cookies.length} cookie${cookies.length === 1 ? '' : 's'}, ${issueCount} issue${issueCount === 1 ? '' : 's'}` });
});
