/**
 * A tool's form, hydrated from the server-rendered markup (server/form-html.ts): every
 * visible parameter's field wired, `dependsOn` re-evaluated as values change (§6.5),
 * values read as §7.2 input, issues shown beside their fields.
 */
import { isParameterActive, normalizeValues, orderedParameters, type InputIssue, type ParameterSchema, type ToolDefinition } from '@ctp/core';
import { FileTooLarge, hydrateField, type Field } from './fields.js';

export interface ToolForm {
  element: HTMLFormElement;
  fields: ReadonlyMap<string, Field>;
  /** §7.2 input for a run: active parameters only, files as data URLs; file-size issues found on the way. */
  read(): Promise<{ values: Record<string, unknown>; issues: InputIssue[] }>;
  /** Values that differ from the defaults, as strings (files never): what a shared link carries. */
  shareable(): Record<string, string>;
  /** Sets the given parameters (missing ones go back to their default). */
  setValues(values: Record<string, unknown>): void;
  /** Sets some parameters, leaving the others as they are. */
  patchValues(values: Record<string, unknown>): void;
  /** Shows each issue beside its field; returns the ones that concern no field. `focus` moves focus to the first. */
  showIssues(issues: readonly InputIssue[], focus?: boolean): InputIssue[];
  clearIssues(): void;
  /** Re-evaluates `dependsOn` (after values changed programmatically). */
  refresh(): void;
  /** True when every required, active parameter has a value (a live run makes sense). */
  complete(): boolean;
}

/**
 * Wires the server-rendered `<form>`; `idPrefix` must match the one the server rendered with.
 * `sizeLimits: false` for tools that run in the page (see hydrateField).
 */
export function hydrateForm(element: HTMLFormElement, definition: Pick<ToolDefinition, 'parameters'>, idPrefix = 'p', options: { sizeLimits?: boolean } = {}): ToolForm {
  const params = orderedParameters(definition.parameters).filter((p) => !p.hidden);
  const fields = new Map<string, Field>();
  for (const param of params) {
    const root = element.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-${param.name}`)}`)?.closest<HTMLElement>('.field');
    if (root) fields.set(param.name, hydrateField(root, param, options.sizeLimits ?? true));
  }

  // only the fields other fields depend on need watching
  const watched = new Set(params.flatMap((p) => (p.dependsOn ?? []).map((r) => r.field)));
  const activeSet = new Set(params.filter((p) => !fields.get(p.name)?.root.hidden).map((p) => p.name));

  const refresh = () => {
    if (watched.size === 0) return;
    const snapshot: Record<string, unknown> = {};
    for (const name of watched) {
      const field = fields.get(name);
      if (field) snapshot[name] = field.peek();
    }
    const known = definition.parameters.filter((p) => watched.has(p.name));
    const { values } = normalizeValues(known, snapshot);
    for (const param of params) {
      const field = fields.get(param.name);
      if (!field) continue;
      const active = isParameterActive(param, values);
      field.root.hidden = !active;
      if (active) activeSet.add(param.name);
      else activeSet.delete(param.name);
    }
    for (const box of element.querySelectorAll<HTMLElement>('.group')) {
      box.hidden = ![...box.querySelectorAll<HTMLElement>('.field')].some((f) => !f.hidden);
    }
  };
  const onChange = (event: Event) => {
    const name = (event.target as HTMLElement | null)?.getAttribute('name');
    if (name && watched.has(name)) refresh();
  };
  element.addEventListener('input', onChange);
  element.addEventListener('change', onChange);

  const clearIssues = () => {
    for (const field of fields.values()) {
      field.error.hidden = true;
      field.error.textContent = '';
      field.control.removeAttribute('aria-invalid');
    }
  };

  const patchValues = (values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values)) fields.get(name)?.set(value);
    refresh();
  };

  return {
    element,
    fields,
    async read() {
      const values: Record<string, unknown> = {};
      const issues: InputIssue[] = [];
      for (const [name, field] of fields) {
        if (!activeSet.has(name)) continue;
        try {
          const value = await field.read();
          if (value !== undefined) values[name] = value;
        } catch (error) {
          const problem = error instanceof FileTooLarge ? error.message : 'could not be read';
          issues.push({ code: 'CONSTRAINT_VIOLATION', parameter: name, message: `Parameter "${name}" (${field.param.label}) ${problem}` });
        }
      }
      return { values, issues };
    },
    shareable() {
      const out: Record<string, string> = {};
      for (const [name, field] of fields) {
        if (field.param.type === 'file' || !activeSet.has(name)) continue;
        const value = field.peek();
        const fallback = field.param.defaultValue ?? (field.param.type === 'boolean' ? false : '');
        const normalized = typeof fallback === 'object' ? JSON.stringify(fallback, null, 2) : String(fallback);
        if (String(value) !== normalized) out[name] = String(value);
      }
      return out;
    },
    setValues(values) {
      for (const [name, field] of fields) field.set(Object.hasOwn(values, name) ? values[name] : field.param.defaultValue);
      refresh();
    },
    patchValues,
    showIssues(issues, focus = true) {
      clearIssues();
      const rest: InputIssue[] = [];
      let first: Field | undefined;
      for (const issue of issues) {
        const field = issue.parameter ? fields.get(issue.parameter) : undefined;
        if (!field || field.root.hidden) {
          rest.push(issue);
          continue;
        }
        field.error.textContent = field.error.textContent ? `${field.error.textContent} ${issue.message}` : issue.message;
        field.error.hidden = false;
        field.control.setAttribute('aria-invalid', 'true');
        first ??= field;
      }
      if (first) {
        const details = first.root.closest('details');
        if (details) details.open = true;
        if (focus) first.control.focus();
      }
      return rest;
    },
    clearIssues,
    refresh,
    complete() {
      for (const [name, field] of fields) {
        if (field.param.required && activeSet.has(name) && field.peek() === '') return false;
      }
      return true;
    },
  };
}

/** Reads initial values from a query string: only declared, non-file parameters. */
export function valuesFromQuery(params: readonly ParameterSchema[], query: URLSearchParams, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of params) {
    const value = query.get(prefix + p.name);
    if (value !== null && p.type !== 'file' && !p.hidden) out[p.name] = value;
  }
  return out;
}
