/**
 * Shows a ToolResult readably: the tool's main text output first (its
 * `primaryOutput`), the other fields below, each copyable and downloadable.
 * Everything is text nodes; tool output is never parsed as HTML.
 */
import type { InputIssue, ToolResult, ToolSpec } from '@ctp/core';
import { append, clear, h } from './dom.js';

type Definition = Pick<ToolSpec, 'id' | 'name' | 'tags'> & { primaryOutput?: string };

const EXTENSIONS = ['json', 'yaml', 'sql', 'xml', 'csv', 'html', 'markdown', 'css'];

/** File extension for a text output: the last format the id names (json-to-yaml → yaml), else a tag's, else txt. */
export function extensionFor(definition: Pick<ToolSpec, 'id' | 'tags'>): string {
  const fromId = definition.id.split('-').reverse().find((w) => EXTENSIONS.includes(w));
  const ext = fromId ?? definition.tags.find((t) => EXTENSIONS.includes(t)) ?? 'txt';
  return ext === 'markdown' ? 'md' : ext;
}

export function download(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = h('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function copy(text: string, status: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = 'Copied.';
  } catch {
    status.textContent = 'Copy failed: select the text and copy it by hand.';
  }
}

function actions(label: string, text: string, fileName: string, status: HTMLElement, type?: string): HTMLElement {
  const copyButton = h('button', { type: 'button', class: 'secondary' }, 'Copy');
  copyButton.setAttribute('aria-label', `Copy ${label}`);
  copyButton.addEventListener('click', () => void copy(text, status));
  const downloadButton = h('button', { type: 'button', class: 'secondary' }, 'Download');
  downloadButton.setAttribute('aria-label', `Download ${label}`);
  downloadButton.addEventListener('click', () => download(fileName, text, type));
  return h('div', { class: 'actions' }, copyButton, downloadButton);
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2) ?? String(value);
}

function isImageDataUrl(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value);
}

/** Renders a result into `container` (an aria-live region). */
export function renderResult(container: HTMLElement, result: ToolResult, definition: Definition): void {
  clear(container);
  const status = h('p', { class: 'status', role: 'status' });
  if (!result.success) {
    append(container, h('div', { class: 'result-error', role: 'alert' }, h('strong', {}, `${result.errorCode}: `), result.error), status);
    return;
  }
  const data = result.data;
  const primaryKey = definition.primaryOutput;
  const record = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  const heading = h('h2', { class: 'result-title' }, 'Result');
  append(container, heading);

  if (record && primaryKey && primaryKey in record) {
    const text = asText(record[primaryKey]);
    append(
      container,
      h('div', { class: 'primary' }, h('pre', { class: 'output', tabindex: '0', 'aria-label': `Output: ${primaryKey}` }, text)),
      actions(primaryKey, text, `${definition.id}.${extensionFor(definition)}`, status),
    );
  }
  if (record) {
    const rows = Object.entries(record).filter(([k]) => k !== primaryKey);
    if (rows.length > 0) {
      const list = h('dl', { class: 'fields' });
      for (const [key, value] of rows) {
        const simple = value === null || ['string', 'number', 'boolean'].includes(typeof value);
        const text = asText(value);
        const shown = simple && !text.includes('\n') && text.length <= 200 ? h('code', {}, text) : h('pre', { class: 'output small', tabindex: '0' }, text);
        append(list, h('dt', {}, key), h('dd', {}, shown, isImageDataUrl(value) ? h('img', { src: value, alt: `${key} preview`, class: 'preview' }) : null));
      }
      append(container, list);
    }
  } else {
    append(container, h('pre', { class: 'output', tabindex: '0' }, asText(data)));
  }
  const json = JSON.stringify(data, null, 2);
  append(container, h('details', { class: 'raw' }, h('summary', {}, 'JSON'), h('pre', { class: 'output small' }, json), actions('JSON', json, `${definition.id}.json`, status, 'application/json')));
  const meta = result.metadata;
  if (meta?.warnings?.length) append(container, h('ul', { class: 'warnings' }, ...meta.warnings.map((w) => h('li', {}, w))));
  const where = meta?.executionMode === 'server' ? 'on the server' : 'in your browser';
  if (meta?.executionTime !== undefined) append(container, h('p', { class: 'meta' }, `Ran ${where} in ${meta.executionTime.toFixed(1)} ms.`));
  append(container, status);
}

/** Input problems that belong to no single field, shown where results go. */
export function renderIssues(container: HTMLElement, issues: readonly InputIssue[]): void {
  clear(container);
  append(container, h('div', { class: 'result-error', role: 'alert' }, ...issues.map((i) => h('p', {}, `${i.code}: ${i.message}`))));
}
