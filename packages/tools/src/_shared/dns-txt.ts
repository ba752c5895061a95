/**
 * Domain names and TXT records as the DNS record builders (SPF, DMARC) write them: a typed name
 * checked and turned into its ASCII (Punycode) form, and a record split into the quoted strings of
 * at most 255 characters a TXT record is made of (RFC 1035 §3.3.14, RFC 7208 §3.3).
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A host name in ASCII form: lower-cased, IDN labels in Punycode (the WHATWG URL host parser),
 * trailing dot dropped. Underscore labels (_spf, _dmarc) are allowed; at least two labels.
 */
export function asciiDomain(text: string): Checked<string> {
  const name = text.trim().replace(/\.$/, '');
  if (name === '') return { ok: false, message: 'is empty' };
  const bad = /[\s/:?#@[\]\\%,;!"'<>]/u.exec(name);
  if (bad) return { ok: false, message: `holds "${bad[0] === ' ' ? 'a space' : bad[0]}", which a domain name cannot hold` };
  let host: string;
  try {
    host = new URL(`http://${name}/`).hostname;
  } catch {
    return { ok: false, message: 'is not a valid domain name' };
  }
  const labels = host.split('.');
  if (labels.length < 2) return { ok: false, message: 'needs at least two labels (example.com)' };
  if (/^\d+$/.test(labels[labels.length - 1]!) || host.startsWith('[')) return { ok: false, message: 'is an IP address, not a domain name' };
  if (host.length > 253) return { ok: false, message: `is ${host.length} characters long; a domain name has at most 253` };
  for (const label of labels) {
    if (label === '') return { ok: false, message: 'has an empty label (two dots in a row)' };
    if (label.length > 63) return { ok: false, message: `has the label "${label.slice(0, 20)}…" of ${label.length} characters; a label has at most 63` };
    if (!/^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/.test(label)) return { ok: false, message: `has the label "${label}": letters, digits, hyphens (not first or last) and underscores only` };
  }
  return { ok: true, value: host };
}

/**
 * The record as TXT character-strings of at most 255 characters each. Receivers join them without
 * spaces, so any cut is correct; with `after` (a space, say) a cut falls just after its last
 * occurrence in the window when there is one, so each string holds whole terms.
 */
export function txtStrings(record: string, after?: string, max = 255): string[] {
  const parts: string[] = [];
  let i = 0;
  while (record.length - i > max) {
    const window = record.slice(i, i + max);
    const cut = after === undefined ? -1 : window.lastIndexOf(after);
    const end = cut > 0 ? i + cut + after!.length : i + max;
    parts.push(record.slice(i, end));
    i = end;
  }
  parts.push(record.slice(i));
  return parts;
}

/** The strings quoted for a zone file or a DNS console: "…" "…", with " and \ escaped. */
export function quoteTxt(strings: string[]): string {
  return strings.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(' ');
}
