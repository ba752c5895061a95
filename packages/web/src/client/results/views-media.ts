/** Images, files and colours. */
import { h } from '../dom.js';
import { copyButton, downloadButton, extensionForType, toBlob } from './actions.js';
import { asText, type Rendered, type ViewContext } from './view.js';

interface Payload {
  encoding: 'text' | 'base64';
  mediaType: string;
  value: string;
}

/** Where the bytes are and what they are: a data URL, SVG text, or base64 with a stated type. */
export function payloadOf(value: unknown, ctx: ViewContext): Payload | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const fromField = ctx.hint.mediaTypeField ? ctx.data[ctx.hint.mediaTypeField] : undefined;
  const stated = typeof fromField === 'string' && fromField ? fromField : ctx.hint.mediaType;
  const dataUrl = /^data:([\w.+-]+\/[\w.+-]+)?(;[^,]*)?,/i.exec(value);
  if (dataUrl) {
    const base64 = /;base64/i.test(dataUrl[2] ?? '');
    const mediaType = dataUrl[1] ?? stated ?? 'application/octet-stream';
    if (!base64) return { encoding: 'text', mediaType, value: decodeURIComponent(value.slice(dataUrl[0].length)) };
    return { encoding: 'base64', mediaType, value: value.slice(dataUrl[0].length) };
  }
  if (/^\s*<(\?xml|svg)\b/i.test(value)) return { encoding: 'text', mediaType: stated ?? 'image/svg+xml', value };
  if (stated?.startsWith('text/') || stated === 'image/svg+xml' || stated === 'application/json') return { encoding: 'text', mediaType: stated, value };
  return { encoding: 'base64', mediaType: stated ?? 'application/octet-stream', value: value.replace(/\s+/g, '') };
}

function fileName(ctx: ViewContext, mediaType: string): string {
  const ext = ctx.hint.extensionField ? ctx.data[ctx.hint.extensionField] : undefined;
  const extension = typeof ext === 'string' && /^[a-z0-9]{1,10}$/i.test(ext) ? ext : extensionForType(mediaType);
  return `${ctx.toolId}${ctx.primary ? '' : `-${ctx.key}`}.${extension}`;
}

function sizeText(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : bytes < 1048576 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1048576).toFixed(2)} MB`;
}

export function imageView(value: unknown, ctx: ViewContext): Rendered {
  const payload = payloadOf(value, ctx);
  if (!payload || !payload.mediaType.startsWith('image/')) return fileView(value, ctx);
  let blob: Blob;
  try {
    blob = toBlob(payload.value, payload.encoding, payload.mediaType);
  } catch {
    return { element: h('p', { class: 'note' }, asText(value)), copyText: () => asText(value) };
  }
  const url = URL.createObjectURL(blob);
  const vector = payload.mediaType === 'image/svg+xml';
  const img = h('img', { src: url, alt: `${ctx.hint.label ?? ctx.key} (${payload.mediaType})`, class: `result-image${vector ? ' vector' : ''}`, decoding: 'async' });
  const info = h('p', { class: 'note image-info' }, `${payload.mediaType}, ${sizeText(blob.size)}`);
  img.addEventListener('load', () => {
    if (img.naturalWidth) info.textContent = `${payload.mediaType}, ${img.naturalWidth} × ${img.naturalHeight} px, ${sizeText(blob.size)}`;
  });
  const name = () => fileName(ctx, payload.mediaType);
  const actions = h('div', { class: 'actions' }, downloadButton(name, () => blob, ctx.hint.label ?? ctx.key));
  const text = typeof value === 'string' ? value : '';
  actions.append(copyButton(() => text, `${ctx.hint.label ?? ctx.key} as ${payload.encoding === 'text' ? 'text' : 'Base64'}`, payload.encoding === 'text' ? 'Copy source' : 'Copy Base64'));
  const element = h('figure', { class: 'image-view checkerboard' }, img, h('figcaption', {}, info, actions));
  return { element, copyText: () => text, download: { name, blob: () => blob }, ownActions: true };
}

export function fileView(value: unknown, ctx: ViewContext): Rendered {
  const payload = payloadOf(value, ctx);
  const text = asText(value);
  if (!payload) return { element: h('p', { class: 'note' }, 'No file.'), copyText: () => text };
  let blob: Blob | undefined;
  try {
    blob = toBlob(payload.value, payload.encoding, payload.mediaType);
  } catch {
    blob = undefined;
  }
  const name = () => fileName(ctx, payload.mediaType);
  const element = h(
    'div',
    { class: 'file-view' },
    h('p', { class: 'file-info' }, h('strong', {}, name()), ` · ${payload.mediaType}${blob ? ` · ${sizeText(blob.size)}` : ''}`),
    h('div', { class: 'actions' }, ...(blob ? [downloadButton(name, () => blob!, ctx.hint.label ?? ctx.key)] : []), copyButton(() => text, ctx.hint.label ?? ctx.key, payload.encoding === 'base64' ? 'Copy Base64' : 'Copy')),
  );
  return { element, copyText: () => text, ...(blob ? { download: { name, blob: () => blob! } } : {}), ownActions: true };
}

/** True when the browser reads `value` as a colour (CSS Color 4). */
export function isCssColor(value: unknown): value is string {
  return typeof value === 'string' && value.length < 100 && typeof CSS !== 'undefined' && CSS.supports('color', value);
}

function swatch(value: string): HTMLElement {
  const s = h('span', { class: 'swatch', 'aria-hidden': 'true' });
  // CSSOM, not a style attribute: the CSP allows it, and an invalid value is simply ignored
  if (isCssColor(value)) s.style.backgroundColor = value;
  else s.classList.add('swatch-invalid');
  return s;
}

export function colorView(value: unknown, ctx: ViewContext): Rendered {
  const values = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  const list = h('ul', { class: `color-list${ctx.primary ? ' primary-colors' : ''}`, 'aria-label': ctx.hint.label ?? ctx.key });
  for (const v of values) list.append(h('li', {}, swatch(v), h('code', {}, v), copyButton(() => v, v)));
  return { element: list, copyText: () => values.join('\n'), ownActions: values.length > 1 };
}
