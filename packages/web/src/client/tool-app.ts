/**
 * The tool UI shared by tool pages, embeds and single-file bundles, hydrated from the
 * server-rendered workspace (server/workspace-html.ts): live output for cheap tools
 * (debounced, in the worker, stale runs dropped), Run / Ctrl+Enter for the rest, results
 * shown by their display hints, Copy and Download of the primary output, files dropped
 * anywhere on the page.
 */
import { prepareValues, type InputIssue, type ToolResult } from '@ctp/core';
import { runsOnServer, type PageDefinition } from '../shared/page-definition.js';
import { h } from './dom.js';
import { hydrateForm, type ToolForm } from './form.js';
import { announce, saveBlob, copyText } from './results/actions.js';
import { renderIssues, renderResult, type ShownResult } from './results/render.js';
import { createRunner, type Runner, type WorkerPort } from './runner.js';

export interface MountOptions {
  definition: PageDefinition;
  spawn(): WorkerPort;
  /** The server-rendered `.workspace`. */
  root: HTMLElement;
  /** Must match the prefix the server rendered ids with. */
  idPrefix: string;
  /** Values to start from (a shared link); the rest keep what the server rendered. */
  initial?: Record<string, unknown>;
  /** Called after every run with its result (input problems found before running included). */
  onResult?(result: ToolResult): void;
  /** Called when a value changes (debounce on the caller's side). */
  onInput?(): void;
  /** Run once at start even if the tool is not live (a shared link asked for its result). */
  runAtStart?: boolean;
}

export interface MountedTool {
  form: ToolForm;
  runner: Runner;
  results: HTMLElement;
  /** An explicit run (the Run button). */
  run(): Promise<ToolResult | undefined>;
  /** What the output pane shows now. */
  shown(): ShownResult;
}

/** Debounce of live runs (ms): short enough to feel instant, long enough to skip keystrokes. */
export const LIVE_DELAY_MS = 150;
/** A run still going after this long shows Stop and a busy state (ms). */
const BUSY_AFTER_MS = 300;

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function mountTool(options: MountOptions): MountedTool {
  const { definition, root, idPrefix } = options;
  const q = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  // limits belong to the surface that needs them: a server tool's page applies the definition's
  // sizes (the server will), a tool running in the page takes what the browser can hold
  const limits = runsOnServer(definition) ? 'definition' : 'none';
  const form = hydrateForm(q<HTMLFormElement>('form.tool-form')!, definition, idPrefix, { sizeLimits: limits === 'definition' });
  const results = q<HTMLElement>('.results')!;
  const state = q<HTMLElement>('.run-state');
  const runButton = q<HTMLButtonElement>('[data-action="run"]')!;
  const stopButton = q<HTMLButtonElement>('[data-action="stop"]');
  const copyButton = q<HTMLButtonElement>('[data-action="copy"]');
  const downloadButton = q<HTMLButtonElement>('[data-action="download"]');
  let shown: ShownResult = {};
  const setState = (text: string) => {
    if (state) state.textContent = text;
  };

  const runner = createRunner({
    toolId: definition.id,
    timeoutMs: definition.timeoutMs,
    spawn: options.spawn,
    onProgress: (progress, total, message) => {
      const pct = total ? Math.round((progress / total) * 100) : progress <= 1 ? Math.round(progress * 100) : undefined;
      setState(`Running…${pct !== undefined ? ` ${pct}%` : ''}${message ? ` ${message}` : ''}`);
    },
  });
  if (options.initial && Object.keys(options.initial).length > 0) form.patchValues(options.initial);

  const setActions = () => {
    if (copyButton) copyButton.disabled = !shown.copyText;
    if (downloadButton) downloadButton.disabled = !shown.download;
    root.dispatchEvent(new CustomEvent('ctp:shown', { detail: shown }));
  };

  const showProblems = (issues: InputIssue[], explicit: boolean): ToolResult => {
    const first = issues[0]!;
    const result: ToolResult = { success: false, errorCode: first.code, error: issues.map((i) => i.message).join('; ') };
    const rest = form.showIssues(issues, explicit);
    if (rest.length > 0) renderIssues(results, rest);
    else results.replaceChildren(h('p', { class: 'placeholder' }, 'Please correct the highlighted fields.'));
    results.dataset.state = 'done';
    shown = {};
    setActions();
    return result;
  };

  // the fields a person types, pastes or drops data into; all empty: nothing was given yet
  const dataFields = [...form.fields.values()].filter((f) => ['text', 'textarea', 'file', 'json'].includes(f.param.type));
  const noData = () => dataFields.every((f) => f.root.hidden || f.peek() === '');
  const showIdle = () => {
    form.clearIssues();
    results.replaceChildren(h('p', { class: 'placeholder' }, 'The output appears here as you type.'));
    results.dataset.state = 'idle';
    shown = {};
    setActions();
    setState('');
  };

  let generation = 0;
  const execute = async (explicit: boolean): Promise<ToolResult | undefined> => {
    const mine = ++generation;
    results.dataset.state = 'pending';
    const { values, issues } = await form.read();
    if (mine !== generation) return undefined;
    // validate with the core's own rules first, so each problem shows beside its field
    const prepared = prepareValues(definition.parameters, values, { limits });
    const all = issues.concat(prepared.ok ? [] : prepared.issues);
    if (all.length > 0) {
      if (!explicit && all.every((i) => i.code === 'MISSING_REQUIRED')) {
        // still typing: an empty required field is not an error yet
        showIdle();
        return undefined;
      }
      const result = showProblems(all, explicit);
      setState('');
      options.onResult?.(result);
      return result;
    }
    form.clearIssues();
    const busyTimer = setTimeout(() => {
      if (stopButton) stopButton.hidden = false;
      results.setAttribute('aria-busy', 'true');
      setState('Running…');
    }, BUSY_AFTER_MS);
    results.dataset.state = 'running';
    try {
      const result = await runner.run(values, { live: !explicit });
      if (result === null || mine !== generation) return undefined; // a newer run owns the pane
      // a live run that fails for want of input while nothing was given (the page just opened,
      // the input was cleared) is no error yet; a tool that works from its defaults still shows
      if (!explicit && !result.success && (result.errorCode === 'INVALID_INPUT' || result.errorCode === 'MISSING_REQUIRED') && noData()) {
        showIdle();
        return undefined;
      }
      shown = renderResult(results, result, definition, values);
      setActions();
      const meta = result.metadata;
      // a tool that may run in either place says where this run went (spec §7.4.3)
      const where = definition.executionMode === 'hybrid' || definition.executionMode === 'server' ? (meta?.executionMode === 'server' ? ', on the server' : meta?.executionMode === 'client' ? ', in your browser' : '') : '';
      setState(result.success ? (meta?.executionTime !== undefined ? `Done in ${meta.executionTime < 10 ? meta.executionTime.toFixed(1) : Math.round(meta.executionTime)} ms${where}` : `Done${where}`) : `Failed${where}`);
      if (explicit || !result.success) announce(result.success ? 'Output updated.' : `Failed: ${result.errorCode}`);
      options.onResult?.(result);
      return result;
    } finally {
      clearTimeout(busyTimer);
      if (mine === generation) {
        if (stopButton) stopButton.hidden = true;
        results.removeAttribute('aria-busy');
        if (results.dataset.state !== 'idle') results.dataset.state = 'done';
      }
    }
  };

  let liveTimer: ReturnType<typeof setTimeout> | undefined;
  const scheduleLive = () => {
    clearTimeout(liveTimer);
    // what the pane shows is now older than the values: not 'done' until the new run answers
    results.dataset.state = 'pending';
    liveTimer = setTimeout(() => void execute(false), LIVE_DELAY_MS);
  };

  form.element.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(liveTimer);
    void execute(true);
  });
  const onValueChange = () => {
    options.onInput?.();
    if (definition.live) scheduleLive();
  };
  form.element.addEventListener('input', onValueChange);
  form.element.addEventListener('change', onValueChange);
  stopButton?.addEventListener('click', () => {
    runner.cancel();
    runButton.focus();
  });
  q('[data-action="example"]')?.addEventListener('click', () => {
    form.setValues(definition.example.input);
    form.clearIssues();
    onValueChange();
    if (!definition.live) void execute(true);
  });
  q('[data-action="clear"]')?.addEventListener('click', () => {
    form.setValues({});
    form.clearIssues();
    onValueChange();
    const first = [...form.fields.values()].find((f) => !f.root.hidden);
    first?.control.focus();
  });
  copyButton?.addEventListener('click', () => {
    if (shown.copyText) void copyText(shown.copyText());
  });
  downloadButton?.addEventListener('click', () => {
    if (shown.download) saveBlob(shown.download.name(), shown.download.blob());
  });

  // Ctrl/⌘+Enter runs from anywhere on the page; Ctrl/⌘+Shift+C copies the output
  document.addEventListener('keydown', (event) => {
    const mod = isMac() ? event.metaKey : event.ctrlKey;
    if (mod && event.key === 'Enter') {
      event.preventDefault();
      clearTimeout(liveTimer);
      void execute(true);
    } else if (mod && event.shiftKey && (event.key === 'C' || event.key === 'c') && shown.copyText) {
      event.preventDefault();
      void copyText(shown.copyText());
    }
  });

  // a file dropped anywhere goes to the file parameter, or its text to the main input
  const fileField = [...form.fields.values()].find((f) => f.takeFile && !f.root.hidden);
  const mainField = definition.mainInput ? form.fields.get(definition.mainInput) : undefined;
  document.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  document.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    if (fileField?.takeFile) fileField.takeFile(file);
    else if (mainField && mainField.param.type !== 'file') void file.text().then((text) => mainField.set(text));
    else return;
    announce(`${file.name} loaded.`);
  });

  // data-ready / data-state let tests (and curious users) see where the tool is
  runner.ready.then(() => (form.element.dataset.ready = 'true'), () => undefined);
  runner.ready.catch((error: Error) => {
    results.replaceChildren(h('p', { class: 'result-error', role: 'alert' }, `This tool could not be loaded: ${error.message}`));
  });

  const startRun = options.runAtStart || (definition.live && !runsOnServer(definition));
  if (startRun) void execute(Boolean(options.runAtStart) && !definition.live);
  return { form, runner, results, run: () => execute(true), shown: () => shown };
}
