/**
 * Shows a ToolResult the way its tool's output needs: the primary output big with its own
 * Copy and Download, scalar fields as facts, other fields in the view their display hint
 * (or output schema) calls for, warnings, and the raw JSON one keyboard-reachable toggle away.
 * Everything is built with text nodes: tool output is never parsed as HTML.
 */
import { displayOf, type DisplayHint, type DisplayKind, type InputIssue, type ToolResult, type ToolSpec } from '@ctp/core';
import { clear, h } from '../dom.js';
import { copyButton, downloadButton, extensionForLanguage, textDownloadType, toBlob } from './actions.js';
import { codeView, factsList, factsView, jsonView, listView, tableView, textBlock, textView, verdictView } from './views-basic.js';
import { diffView } from './views-diff.js';
import { matchesView } from './views-matches.js';
import { colorView, fileView, imageView } from './views-media.js';
import { asText, isRecord, type Rendered, type View, type ViewContext } from './view.js';

export type ResultDefinition = Pick<ToolSpec, 'id' | 'name' | 'tags' | 'outputSchema' | 'primaryOutput' | 'display'>;

const VIEWS: Record<Exclude<DisplayKind, 'hidden'>, View> = {
  text: textView,
  code: codeView,
  json: jsonView,
  list: listView,
  table: tableView,
  facts: factsView,
  color: colorView,
  image: imageView,
  file: fileView,
  diff: diffView,
  matches: matchesView,
  verdict: verdictView,
};

/** What the output pane's own Copy/Download act on. */
export interface ShownResult {
  copyText?: () => string;
  download?: { name: () => string; blob: () => Blob };
  /** The primary output as text, for "send to another tool". */
  mainText?: string;
}

const VISUAL = new Set<DisplayKind>(['diff', 'matches', 'image', 'color']);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The data key shown as the primary output: `primaryOutput`, else the only field. */
export function primaryKey(definition: ResultDefinition, data: Record<string, unknown>): string | undefined {
  if (definition.primaryOutput && Object.hasOwn(data, definition.primaryOutput)) return definition.primaryOutput;
  const keys = Object.keys(data);
  return keys.length === 1 ? keys[0] : undefined;
}

function textDownload(ctx: ViewContext, text: string): NonNullable<Rendered['download']> {
  const language = ctx.hint.language;
  return {
    name: () => `${ctx.toolId}${ctx.primary ? '' : `-${ctx.key}`}.${extensionForLanguage(language)}`,
    blob: () => toBlob(text, 'text', textDownloadType(language)),
  };
}

function block(rendered: Rendered, ctx: ViewContext, headingLevel: 'h3' | 'h4' = 'h3'): HTMLElement {
  const label = ctx.hint.label ?? ctx.key;
  const bar = h('div', { class: 'view-bar' }, h(headingLevel, { class: 'view-label' }, label));
  // the primary output's Copy and Download are the output pane's own (its bar, always in view)
  if (!rendered.ownActions && !ctx.primary) {
    const actions = h('div', { class: 'actions' });
    if (rendered.copyText) actions.append(copyButton(rendered.copyText, label));
    if (rendered.download) actions.append(downloadButton(rendered.download.name, rendered.download.blob, label));
    bar.append(actions);
  }
  return h('section', { class: `result-field${ctx.primary ? ' result-primary' : ''}`, 'data-kind': ctx.hint.as, 'data-key': ctx.key }, bar, rendered.element);
}

function hintFor(definition: ResultDefinition, key: string, value: unknown): DisplayHint {
  const hint = displayOf(definition, key);
  // the schema allowed more than one type and this value is not what the view expects
  if ((hint.as === 'list' || hint.as === 'table' || hint.as === 'diff' || hint.as === 'matches') && !Array.isArray(value)) return { ...hint, as: isScalar(value) ? 'facts' : 'json' };
  if (hint.as === 'facts' && !isScalar(value) && !isRecord(value)) return { ...hint, as: 'json' };
  return hint;
}

function renderError(container: HTMLElement, code: string, message: string): void {
  container.append(h('div', { class: 'result-error', role: 'alert' }, h('strong', {}, `${code}: `), message));
}

/** Renders a result into `container`; returns what the pane's own actions should use. */
export function renderResult(container: HTMLElement, result: ToolResult, definition: ResultDefinition, values: Record<string, unknown> = {}): ShownResult {
  clear(container);
  if (!result.success) {
    renderError(container, result.errorCode, result.error);
    return {};
  }
  const data: Record<string, unknown> = isRecord(result.data) ? result.data : { result: result.data };
  const mainKey = primaryKey(definition, data);
  const shown: ShownResult = {};
  const ctxFor = (key: string, primary: boolean): ViewContext => ({ toolId: definition.id, key, hint: hintFor(definition, key, data[key]), data, values, primary });

  // verdicts (a validator's valid: true/false) come first, as banners
  const verdicts = Object.keys(data).filter((key) => ctxFor(key, false).hint.as === 'verdict');
  for (const key of verdicts) {
    const rendered = verdictView(data[key], ctxFor(key, key === mainKey));
    container.append(rendered.element);
    // a validator whose main output is its verdict: Copy gives the verdict's sentence
    if (key === mainKey) {
      shown.copyText = rendered.copyText;
      shown.mainText = rendered.copyText?.();
    }
  }

  if (mainKey !== undefined && !verdicts.includes(mainKey)) {
    const ctx = ctxFor(mainKey, true);
    if (ctx.hint.as === 'facts') ctx.hint = { ...ctx.hint, as: isScalar(data[mainKey]) ? 'text' : 'json' };
    if (ctx.hint.as !== 'hidden') {
      const rendered = VIEWS[ctx.hint.as](data[mainKey], ctx);
      if (!rendered.download && rendered.copyText && (ctx.hint.as === 'text' || ctx.hint.as === 'code' || ctx.hint.as === 'json')) rendered.download = textDownload(ctx, rendered.copyText());
      container.append(block(rendered, ctx));
      shown.copyText = rendered.copyText;
      shown.download = rendered.download;
      const value = data[mainKey];
      shown.mainText = typeof value === 'string' ? value : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join('\n') : rendered.copyText?.();
    }
  }

  const facts: Array<[string, unknown]> = [];
  const visual: HTMLElement[] = [];
  const blocks: HTMLElement[] = [];
  for (const key of Object.keys(data)) {
    if (key === mainKey || verdicts.includes(key)) continue;
    const ctx = ctxFor(key, false);
    if (ctx.hint.as === 'hidden') continue;
    if (ctx.hint.as === 'facts' && isScalar(data[key])) {
      facts.push([ctx.hint.label ?? key, data[key]]);
      continue;
    }
    if (ctx.hint.as === 'text' && typeof data[key] === 'string' && !(data[key] as string).includes('\n') && (data[key] as string).length <= 120) {
      facts.push([ctx.hint.label ?? key, data[key]]);
      continue;
    }
    (VISUAL.has(ctx.hint.as) ? visual : blocks).push(block(VIEWS[ctx.hint.as](data[key], ctx), ctx));
  }
  // what a person looks at (a diff, highlighted matches, an image) before the numbers
  container.append(...visual);
  if (facts.length > 0) container.append(h('section', { class: 'result-facts', 'aria-label': 'Details' }, factsList(facts)));
  container.append(...blocks);

  const meta = result.metadata;
  if (meta?.warnings?.length) container.append(h('ul', { class: 'warnings', 'aria-label': 'Warnings' }, ...meta.warnings.map((w) => h('li', {}, w))));
  const where = meta?.executionMode === 'server' ? 'on the server' : 'in your browser';
  if (meta?.executionTime !== undefined) container.append(h('p', { class: 'meta' }, `Ran ${where} in ${meta.executionTime < 10 ? meta.executionTime.toFixed(1) : Math.round(meta.executionTime)} ms.`));

  // the whole data as JSON, one keyboard-reachable toggle away
  const json = JSON.stringify(result.data, null, 2) ?? 'null';
  const rawId = `raw-json-${definition.id}`;
  const raw = h('div', { class: 'raw', id: rawId, hidden: true }, textBlock(json, { label: 'Raw JSON result', language: 'json' }), h('div', { class: 'actions' }, copyButton(() => json, 'raw JSON')));
  const toggle = h('button', { type: 'button', class: 'link-button raw-toggle', 'aria-expanded': 'false', 'aria-controls': rawId }, 'Show raw JSON');
  toggle.addEventListener('click', () => {
    raw.hidden = !raw.hidden;
    toggle.setAttribute('aria-expanded', String(!raw.hidden));
    toggle.textContent = raw.hidden ? 'Show raw JSON' : 'Hide raw JSON';
  });
  container.append(toggle, raw);
  if (mainKey === undefined) {
    shown.copyText = () => json;
    shown.download = { name: () => `${definition.id}.json`, blob: () => toBlob(json, 'text', 'application/json') };
  }
  return shown;
}

/** Input problems that belong to no single field, shown where results go. */
export function renderIssues(container: HTMLElement, issues: readonly InputIssue[]): void {
  clear(container);
  container.append(h('div', { class: 'result-error', role: 'alert' }, ...issues.map((i) => h('p', {}, `${i.code}: ${i.message}`))));
}

export { asText };
