/** HTML string building for the few server-rendered parts: everything interpolated is escaped. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * A JSON data block. Not executed (type application/json), so the CSP does not
 * apply; `<` is escaped so no value can close the element.
 */
export function jsonBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${escapeHtml(id)}">${json}</script>`;
}

export interface DocumentParts {
  title: string;
  description?: string;
  /** Attributes of <html> (values escaped here). */
  htmlAttrs?: Record<string, string | undefined>;
  /** The policy as a meta element too, so exported static files keep it (frame-ancestors needs the header). */
  csp: string;
  colorScheme?: string;
  /** Favicon URL (default /logo.svg; `data:,` for files that must not request anything). */
  icon?: string;
  /** Raw, already-safe head markup. */
  head: string[];
  /** Raw, already-safe body markup. */
  body: string;
}

function attrs(map: Record<string, string | undefined> = {}): string {
  return Object.entries(map)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v!)}"`))
    .join('');
}

export function htmlDocument(parts: DocumentParts): string {
  const metaCsp = parts.csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('frame-ancestors'))
    .join('; ');
  return `<!doctype html>
<html lang="en"${attrs(parts.htmlAttrs)}><head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(metaCsp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${escapeHtml(parts.colorScheme ?? 'light dark')}">
<link rel="icon" href="${escapeHtml(parts.icon ?? '/logo.svg')}">
<title>${escapeHtml(parts.title)}</title>
${parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">\n` : ''}${parts.head.join('\n')}
</head><body>
${parts.body}
</body></html>`;
}
