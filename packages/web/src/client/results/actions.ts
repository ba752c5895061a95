/** Copy and download, with the right bytes, file name and media type. */
import { base64ToBytes } from '@ctp/core';
import { h } from '../dom.js';

/** Media type of a text download by language. */
const TEXT_TYPES: Record<string, string> = {
  json: 'application/json', yaml: 'application/yaml', xml: 'application/xml', html: 'text/html', css: 'text/css',
  csv: 'text/csv', sql: 'application/sql', markdown: 'text/markdown', javascript: 'text/javascript', typescript: 'text/typescript',
  toml: 'application/toml', svg: 'image/svg+xml', graphql: 'application/graphql',
};
const EXTENSIONS: Record<string, string> = {
  json: 'json', yaml: 'yaml', xml: 'xml', html: 'html', css: 'css', csv: 'csv', sql: 'sql', markdown: 'md', javascript: 'js',
  typescript: 'ts', toml: 'toml', svg: 'svg', graphql: 'graphql', go: 'go', python: 'py', rust: 'rs', java: 'java', kotlin: 'kt',
  swift: 'swift', csharp: 'cs', php: 'php', ruby: 'rb', shell: 'sh', dockerfile: 'Dockerfile', ini: 'ini',
};
/** File extension of a media type (the common ones; else from the subtype). */
const BY_TYPE: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif', 'image/svg+xml': 'svg',
  'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico', 'image/bmp': 'bmp', 'image/tiff': 'tiff', 'application/pdf': 'pdf',
  'application/zip': 'zip', 'application/gzip': 'gz', 'application/x-tar': 'tar', 'application/json': 'json', 'text/plain': 'txt',
  'text/csv': 'csv', 'text/html': 'html', 'application/xml': 'xml', 'text/xml': 'xml', 'application/octet-stream': 'bin',
  'application/x-pem-file': 'pem', 'application/pkix-cert': 'cer', 'application/pgp-keys': 'asc', 'text/calendar': 'ics',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx', 'font/woff2': 'woff2', 'audio/mpeg': 'mp3',
};

export function extensionForType(mediaType: string): string {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  return BY_TYPE[type] ?? (type.split('/')[1]?.replace(/^x-/, '').replace(/\+.*$/, '').replace(/[^a-z0-9]/g, '') || 'bin');
}

export function textDownloadType(language: string | undefined): string {
  return (language && TEXT_TYPES[language]) || 'text/plain';
}

export function extensionForLanguage(language: string | undefined): string {
  return (language && EXTENSIONS[language]) || 'txt';
}

/** Bytes (base64 or a data URL) or text as a Blob of the given type. */
export function toBlob(value: string, encoding: 'text' | 'base64', mediaType: string): Blob {
  if (encoding === 'text') return new Blob([value], { type: mediaType.includes('charset') || !mediaType.startsWith('text/') ? mediaType : `${mediaType};charset=utf-8` });
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const bytes = base64ToBytes(comma >= 0 ? value.slice(comma + 1) : value);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mediaType });
}

export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Announces a short message in the page's polite status region. */
export function announce(message: string): void {
  const region = document.getElementById('ctp-announce');
  if (!region) return;
  region.textContent = '';
  // a fresh text node after a tick, so the same message twice is announced twice
  setTimeout(() => (region.textContent = message), 30);
}

export async function copyText(text: string, what = 'Output'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    announce(`${what} copied.`);
    return true;
  } catch {
    // clipboard API refused (permissions, an insecure context): the selection route still works
    const area = h('textarea', { class: 'visually-hidden', 'aria-hidden': 'true', tabindex: '-1' });
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    announce(ok ? `${what} copied.` : 'Copy failed: select the text and copy it by hand.');
    return ok;
  }
}

/** A small button that copies `text()` and says so on itself for a moment. */
export function copyButton(text: () => string, label: string, visible = 'Copy'): HTMLButtonElement {
  // the accessible name starts with the visible text (WCAG 2.5.3, label in name)
  const button = h('button', { type: 'button', class: 'secondary small copy', 'aria-label': visible === 'Copy' ? `Copy ${label}` : `${visible}: ${label}` }, visible);
  button.addEventListener('click', async () => {
    const ok = await copyText(text(), label);
    if (!ok) return;
    button.dataset.done = 'true';
    button.textContent = 'Copied';
    setTimeout(() => {
      button.textContent = visible;
      delete button.dataset.done;
    }, 1200);
  });
  return button;
}

export function downloadButton(fileName: () => string, blob: () => Blob, label: string): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'secondary small', 'aria-label': `Download ${label}` }, 'Download');
  button.addEventListener('click', () => {
    saveBlob(fileName(), blob());
    announce(`Downloading ${fileName()}.`);
  });
  return button;
}
