/**
 * The tool UI shared by tool pages, embeds and single-file bundles: the
 * generated form, Run / Load example / Stop, and the result region.
 */
import { prepareValues, type ToolResult } from '@ctp/core';
import { runsOnServer, type PageDefinition } from '../shared/page-definition.js';
import { h } from './dom.js';
import { renderForm, type ToolForm } from './form.js';
import { renderIssues, renderResult } from './results.js';
import { createRunner, type Runner, type WorkerPort } from './runner.js';

export interface MountOptions {
  definition: PageDefinition;
  spawn(): WorkerPort;
  /** Initial parameter values (from the URL); the rest start at their defaults. */
  initial?: Record<string, unknown>;
  /** Called after every run with its result (input problems found before running included). */
  onResult?(result: ToolResult): void;
  /** Called when a value changes (debounce on the caller's side). */
  onInput?(): void;
  /** Element ids must be unique per document. */
  idPrefix?: string;
}

export interface MountedTool {
  form: ToolForm;
  runner: Runner;
  results: HTMLElement;
  run(): Promise<ToolResult | undefined>;
}

export function mountTool(root: HTMLElement, options: MountOptions): MountedTool {
  const { definition } = options;
  const runner = createRunner({ toolId: definition.id, timeoutMs: definition.timeoutMs, spawn: options.spawn });
  const form = renderForm(definition, options.idPrefix);
  if (options.initial) form.setValues(options.initial);

  const runButton = h('button', { type: 'submit', class: 'primary' }, 'Run');
  const stopButton = h('button', { type: 'button', class: 'secondary', hidden: true }, 'Stop');
  const exampleButton = h('button', { type: 'button', class: 'secondary' }, 'Load example');
  exampleButton.title = definition.example.description ?? 'Fill the form with the example input';
  const results = h('section', { class: 'results', 'aria-live': 'polite', 'aria-label': 'Result' });
  if (runsOnServer(definition)) {
    form.element.append(h('p', { class: 'note server-note' }, 'This tool runs on the server: pressing Run sends your input to this site (it is not stored).'));
  }
  form.element.append(h('div', { class: 'buttons' }, runButton, exampleButton, stopButton));
  root.append(form.element, results);

  const run = async (): Promise<ToolResult | undefined> => {
    form.clearIssues();
    const { values, issues } = await form.read();
    // validate here first, with the core's own rules, so each problem shows beside its field
    const prepared = prepareValues(definition.parameters, values);
    const all = issues.concat(prepared.ok ? [] : prepared.issues);
    if (all.length > 0) {
      const rest = form.showIssues(all);
      if (rest.length > 0) renderIssues(results, rest);
      else results.replaceChildren(h('p', { class: 'status', role: 'status' }, 'Please correct the highlighted fields.'));
      results.dataset.state = 'done';
      const first = all[0]!;
      const result: ToolResult = { success: false, errorCode: first.code, error: all.map((i) => i.message).join('; ') };
      options.onResult?.(result);
      return result;
    }
    runButton.disabled = true;
    stopButton.hidden = false;
    results.setAttribute('aria-busy', 'true');
    results.dataset.state = 'running';
    results.replaceChildren(h('p', { class: 'status' }, 'Running…'));
    try {
      const result = await runner.run(values);
      renderResult(results, result, definition);
      options.onResult?.(result);
      return result;
    } finally {
      runButton.disabled = false;
      stopButton.hidden = true;
      results.removeAttribute('aria-busy');
      results.dataset.state = 'done';
    }
  };

  form.element.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  stopButton.addEventListener('click', () => runner.cancel());
  exampleButton.addEventListener('click', () => {
    form.setValues(definition.example.input);
    form.clearIssues();
    options.onInput?.();
    runButton.focus();
  });
  if (options.onInput) {
    form.element.addEventListener('input', options.onInput);
    form.element.addEventListener('change', options.onInput);
  }
  // data-ready / data-state let tests (and curious users) see where the tool is
  runner.ready.then(() => (form.element.dataset.ready = 'true'), () => undefined);
  runner.ready.catch((error: Error) => {
    results.replaceChildren(h('p', { class: 'result-error', role: 'alert' }, `This tool could not be loaded: ${error.message}`));
  });
  return { form, runner, results, run };
}
