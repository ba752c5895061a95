/**
 * The tool UI every page shares (tool page, embed, single-file bundle, MCP App), rendered on
 * the server: input and output side by side on wide screens, stacked on phones, the Run and
 * Copy controls at the top of their panes (visible without scrolling), the form complete at
 * first paint. client/tool-app.ts hydrates it.
 */
import type { ToolSpec } from '@ctp/core';
import { pageDefinition, runsOnServer } from '../shared/page-definition.js';
import { formFieldsHtml } from './form-html.js';
import { escapeHtml } from './html.js';

export interface WorkspaceOptions {
  /** Element ids must be unique per document. */
  idPrefix: string;
  /** Values other than the defaults (a shared link's query). */
  values?: Record<string, unknown>;
  /** Share and "Send to" (tool pages only: an embed has no address of its own to share). */
  share?: boolean;
}

function button(action: string, label: string, extra = ''): string {
  return `<button type="button" class="secondary small" data-action="${action}"${extra}>${label}</button>`;
}

export function workspaceHtml(spec: ToolSpec, options: WorkspaceOptions): string {
  const p = escapeHtml(options.idPrefix);
  const page = pageDefinition(spec);
  const server = runsOnServer(spec);
  const runLabel = page.idempotent ? 'Run' : 'Generate';
  const runHint = page.live ? 'Runs as you type; press Ctrl+Enter (⌘+Enter) to run again.' : 'Press Ctrl+Enter (⌘+Enter) to run.';
  const placeholder = page.live
    ? 'The output appears here as you type.'
    : server
      ? 'This tool runs on the server: Run sends your input to this site (it is not stored).'
      : 'Press Run to see the output.';
  const outputActions = [
    button('copy', 'Copy', ' disabled aria-keyshortcuts="Control+Shift+C"'),
    button('download', 'Download', ' disabled'),
    ...(options.share ? [button('share', 'Share', ' title="Copy a link to this tool with its input"'), button('send', 'Send to…', ' disabled aria-haspopup="dialog"')] : []),
  ].join('');
  return `<div class="workspace" data-tool="${escapeHtml(spec.id)}" data-live="${page.live}">
<section class="pane input-pane" aria-labelledby="${p}-input-title">
<div class="pane-bar"><h2 class="pane-title" id="${p}-input-title">Input</h2><div class="actions">
<button type="submit" form="${p}-form" class="primary" data-action="run" aria-keyshortcuts="Control+Enter Meta+Enter" title="${escapeHtml(runHint)}">${runLabel}</button>
${button('stop', 'Stop', ' hidden')}${button('example', 'Load example', ` title="${escapeHtml(spec.example.description ?? 'Fill in the example input')}"`)}${button('clear', 'Clear')}
</div></div>
<form class="tool-form" id="${p}-form" novalidate aria-label="Parameters of ${escapeHtml(spec.name)}">
${formFieldsHtml(spec, options.values, p)}
</form>
${server ? '<p class="note server-note">This tool runs on the server: running it sends your input to this site (it is not stored).</p>' : spec.executionMode === 'hybrid' ? '<p class="note server-note">This tool runs in your browser; where the browser cannot run it, it runs on the server and your input goes to this site (it is not stored). The status line says where each run went.</p>' : ''}
</section>
<section class="pane output-pane" aria-labelledby="${p}-output-title">
<div class="pane-bar"><h2 class="pane-title" id="${p}-output-title">Output</h2><p class="run-state" id="${p}-state"></p><div class="actions">${outputActions}</div></div>
<div class="results" id="${p}-results" data-state="idle"><p class="placeholder">${escapeHtml(placeholder)}</p></div>
</section>
</div>
<div id="ctp-announce" class="visually-hidden" role="status" aria-live="polite"></div>`;
}
