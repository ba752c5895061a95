/**
 * A tool's form, generated from its definition: every visible parameter in
 * display order (§6.1 `order`), grouped (`group`), shown or hidden by its
 * `dependsOn` rules (§6.5), defaults pre-filled.
 */
import { isParameterActive, normalizeValues, orderedParameters, type InputIssue, type ParameterSchema, type ToolDefinition } from '@ctp/core';
import { h } from './dom.js';
import { createField, FileTooLarge, type Field } from './fields.js';

export interface ToolForm {
  element: HTMLFormElement;
  fields: ReadonlyMap<string, Field>;
  /** §7.2 input for a run: active parameters only, files as data URLs; file-size issues found on the way. */
  read(): Promise<{ values: Record<string, unknown>; issues: InputIssue[] }>;
  /** Values that differ from the defaults, as strings for a shareable URL (files never). */
  shareable(): Record<string, string>;
  /** Sets the given parameters (missing ones go back to their default). */
  setValues(values: Record<string, unknown>): void;
  /** Shows each issue beside its field; returns the ones that concern no field. */
  showIssues(issues: readonly InputIssue[]): InputIssue[];
  clearIssues(): void;
  /** Re-evaluates `dependsOn` (after values changed programmatically). */
  refresh(): void;
}

/** Longest value put in a shareable URL: beyond that the URL stops being a link. */
export const MAX_SHARED_VALUE = 2000;

function groupTitle(group: string): string {
  const words = group.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function renderForm(definition: Pick<ToolDefinition, 'id' | 'parameters'>, idPrefix = 'p'): ToolForm {
  const params = orderedParameters(definition.parameters).filter((p) => !p.hidden);
  const fields = new Map<string, Field>();
  const element = h('form', { class: 'tool-form', novalidate: true, 'aria-label': 'Parameters' });
  const groups = new Map<string, HTMLElement>();

  for (const param of params) {
    const field = createField(param, `${idPrefix}-${param.name}`);
    fields.set(param.name, field);
    if (!param.group) {
      element.append(field.root);
      continue;
    }
    let body = groups.get(param.group);
    if (!body) {
      // "advanced" options start collapsed; other groups are plain fieldsets
      const box =
        param.group === 'advanced'
          ? h('details', { class: 'group', 'data-group': param.group }, h('summary', {}, groupTitle(param.group)))
          : h('fieldset', { class: 'group', 'data-group': param.group }, h('legend', {}, groupTitle(param.group)));
      element.append(box);
      groups.set(param.group, (body = box));
    }
    body.append(field.root);
  }

  // only the fields other fields depend on need watching
  const watched = new Set(params.flatMap((p) => (p.dependsOn ?? []).map((r) => r.field)));
  const activeSet = new Set(params.map((p) => p.name));

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
      const active = isParameterActive(param, values);
      fields.get(param.name)!.root.hidden = !active;
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

  const setValues = (values: Record<string, unknown>) => {
    for (const [name, field] of fields) {
      const given = Object.hasOwn(values, name) ? values[name] : undefined;
      field.set(given ?? field.param.defaultValue);
    }
    refresh();
  };

  const clearIssues = () => {
    for (const field of fields.values()) {
      field.error.hidden = true;
      field.error.textContent = '';
      field.control.removeAttribute('aria-invalid');
    }
  };

  const form: ToolForm = {
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
        if (String(value) === normalized || String(value).length > MAX_SHARED_VALUE) continue;
        out[name] = String(value);
      }
      return out;
    },
    setValues,
    showIssues(issues) {
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
        first.control.focus();
      }
      return rest;
    },
    clearIssues,
    refresh,
  };
  setValues({});
  return form;
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
