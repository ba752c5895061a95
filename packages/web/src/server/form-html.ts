/**
 * A tool's form as HTML, rendered on the server from its definition, so the page paints
 * complete (no layout shift) and the browser only hydrates it (client/form.ts finds each
 * control by its id). Every parameter in display order (§6.1 `order`), grouped (`group`),
 * `dependsOn` evaluated for the initial values (§6.5), defaults (or given values) filled in.
 */
import { isParameterActive, normalizeValues, orderedParameters, type ParameterSchema, type ToolDefinition } from '@ctp/core';
import { escapeHtml } from './html.js';

const INPUT_TYPES: Partial<Record<ParameterSchema['type'], string>> = {
  text: 'text', number: 'number', date: 'date', datetime: 'datetime-local', url: 'url', email: 'email',
};

/** Parameter types whose values are code-like (monospace, no spell-check, no autocapitalize). */
const CODE_LIKE = /json|yaml|xml|html|css|sql|regex|pattern|jwt|token|base64|hex|cron|query|filter|template|code|script|markdown|toml|csv|diff|key|pem|cert|hash|url|uuid|selector|path|schema|expression/i;

export function isCodeLike(param: Pick<ParameterSchema, 'type' | 'name' | 'label'>): boolean {
  if (param.type === 'json' || param.type === 'url' || param.type === 'email') return true;
  if (param.type !== 'textarea' && param.type !== 'text') return false;
  return CODE_LIKE.test(param.name) || CODE_LIKE.test(param.label);
}

function attrs(map: Record<string, string | number | boolean | undefined>): string {
  let out = '';
  for (const [k, v] of Object.entries(map)) {
    if (v === undefined || v === false) continue;
    out += v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`;
  }
  return out;
}

/** The text a control shows for a value (json as pretty text). */
export function controlText(param: ParameterSchema, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (param.type === 'json' && typeof value !== 'string') return JSON.stringify(value, null, 2);
  return String(value);
}

function groupTitle(group: string): string {
  const words = group.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Rows of a textarea: big inputs get room, small ones stay small. */
export function textareaRows(param: ParameterSchema): number {
  return (param.validation?.maxLength ?? 0) >= 2000 || param.type === 'json' ? 10 : 3;
}

function fieldHtml(param: ParameterSchema, id: string, value: unknown, active: boolean): string {
  const v = param.validation ?? {};
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const code = isCodeLike(param);
  const common = {
    id,
    name: param.name,
    'aria-describedby': `${helpId} ${errorId}`,
    'aria-required': param.required ? 'true' : undefined,
  };
  const text = controlText(param, value);
  let control: string;
  let extra = '';
  switch (param.type) {
    case 'textarea':
    case 'json':
      control = `<textarea${attrs({ ...common, rows: textareaRows(param), placeholder: param.placeholder, spellcheck: code ? 'false' : undefined, autocapitalize: 'off', autocomplete: 'off', class: code ? 'code' : undefined })}>${escapeHtml(text)}</textarea>`;
      break;
    case 'select': {
      const options = (param.options ?? [])
        .map((o) => `<option${attrs({ value: o.value, disabled: o.disabled, title: o.description, selected: o.value === text })}>${escapeHtml(o.label)}</option>`)
        .join('');
      const empty = param.defaultValue === undefined ? `<option value=""${text === '' ? ' selected' : ''}>${param.required ? 'Choose…' : '(none)'}</option>` : '';
      control = `<select${attrs(common)}>${empty}${options}</select>`;
      break;
    }
    case 'boolean':
      control = `<input${attrs({ ...common, type: 'checkbox', checked: value === true || value === 'true' })}>`;
      break;
    case 'file':
      control = `<input${attrs({ ...common, type: 'file', accept: v.accept?.join(',') })}>`;
      extra = `<p class="note preset-note" hidden></p>`;
      break;
    case 'color': {
      control = `<input${attrs({ ...common, type: 'text', value: text, placeholder: param.placeholder ?? '#rrggbb', spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off', class: 'color-text' })}>`;
      const picker = /^#[0-9a-f]{6}$/i.test(text) ? text.toLowerCase() : '#000000';
      extra = `<input${attrs({ type: 'color', 'aria-label': `Pick ${param.label}`, class: 'color-picker', value: picker })}>`;
      break;
    }
    default: {
      const isNumber = param.type === 'number';
      control = `<input${attrs({
        ...common,
        type: INPUT_TYPES[param.type] ?? 'text',
        value: text,
        placeholder: param.placeholder,
        min: isNumber ? v.min : undefined,
        max: isNumber ? v.max : undefined,
        step: isNumber ? (v.step ?? 'any') : param.type === 'datetime' ? '0.001' : undefined,
        inputmode: isNumber ? 'decimal' : undefined,
        spellcheck: code || param.type !== 'text' ? 'false' : undefined,
        autocapitalize: param.type === 'text' && !code ? undefined : 'off',
        autocomplete: 'off',
        class: code ? 'code' : undefined,
      })}>`;
    }
  }
  const label = `<label for="${escapeHtml(id)}">${escapeHtml(param.label)}</label>`;
  const mark = param.required ? '<span class="req" aria-hidden="true">*</span>' : '';
  const body =
    param.type === 'boolean'
      ? `<div class="check">${control}${label}${mark}</div>`
      : param.type === 'color'
        ? `<div class="label-row">${label}${mark}</div><div class="control-row">${control}${extra}</div>`
        : `<div class="label-row">${label}${mark}</div>${control}${extra}`;
  return `<div${attrs({ class: `field field-${param.type}`, 'data-param': param.name, hidden: !active })}>${body}<p class="help" id="${escapeHtml(helpId)}">${escapeHtml(param.description)}</p><p class="error" id="${escapeHtml(errorId)}" hidden></p></div>`;
}

/**
 * The form's inner HTML (fields and groups; the caller wraps it in its <form>). `values`
 * overrides defaults (a shared URL's query); `idPrefix` keeps ids unique per document.
 */
export function formFieldsHtml(definition: Pick<ToolDefinition, 'parameters'>, values: Record<string, unknown> = {}, idPrefix = 'p'): string {
  const params = orderedParameters(definition.parameters).filter((p) => !p.hidden);
  const shown: Record<string, unknown> = {};
  for (const p of params) shown[p.name] = Object.hasOwn(values, p.name) ? values[p.name] : p.defaultValue;
  const normalized = normalizeValues(definition.parameters, shown).values;
  const parts: string[] = [];
  const groups = new Map<string, string[]>();
  for (const param of params) {
    const html = fieldHtml(param, `${idPrefix}-${param.name}`, shown[param.name], isParameterActive(param, normalized));
    if (!param.group) parts.push(html);
    else {
      let list = groups.get(param.group);
      if (!list) {
        groups.set(param.group, (list = []));
        parts.push(`\u0000group:${param.group}`);
      }
      list.push(html);
    }
  }
  return parts
    .map((part) => {
      if (!part.startsWith('\u0000group:')) return part;
      const group = part.slice('\u0000group:'.length);
      const inner = groups.get(group)!.join('');
      const anyActive = params.some((p) => p.group === group && isParameterActive(p, normalized));
      const hidden = anyActive ? '' : ' hidden';
      const g = escapeHtml(group);
      return group === 'advanced'
        ? `<details class="group" data-group="${g}"${hidden}><summary>${escapeHtml(groupTitle(group))}</summary>${inner}</details>`
        : `<fieldset class="group" data-group="${g}"${hidden}><legend>${escapeHtml(groupTitle(group))}</legend>${inner}</fieldset>`;
    })
    .join('\n');
}
