/**
 * One form control per CTP field type (spec §6.2). Each field knows how to show
 * a value, read its current value as §7.2 input, and where its error goes.
 */
import { parseDateTime, parseFileValue, type ParameterSchema } from '@ctp/core';
import { h } from './dom.js';

export interface Field {
  param: ParameterSchema;
  /** The wrapper: hidden as a whole when `dependsOn` does not hold. */
  root: HTMLElement;
  /** The labelled control (focus goes here on error). */
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  error: HTMLElement;
  /** Current value as a string/boolean, without reading files ('' when empty). */
  peek(): string | boolean;
  /** Current value as §7.2 input; files are read into a data URL. Undefined when empty. */
  read(): Promise<unknown>;
  set(value: unknown): void;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A CTP datetime → what `datetime-local` shows: the same instant in UTC, without an offset (core reads none as UTC). */
export function toDateTimeLocal(value: string): string {
  const t = parseDateTime(value);
  if (Number.isNaN(t)) return '';
  const d = new Date(t);
  const ms = d.getUTCMilliseconds();
  const base = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return ms ? `${base}.${pad(ms, 3)}` : base;
}

/** #rgb/#rgba/#rrggbbaa → the #rrggbb a colour picker can show. */
export function toPickerColor(value: string): string | undefined {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (!m) return undefined;
  const hex = m[1]!.length <= 4 ? [...m[1]!.slice(0, 3)].map((c) => c + c).join('') : m[1]!.slice(0, 6);
  return `#${hex.toLowerCase()}`;
}

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function textValue(value: unknown, param: ParameterSchema): string {
  if (value === undefined || value === null) return '';
  if (param.type === 'json' && typeof value !== 'string') return JSON.stringify(value, null, 2);
  if (param.type === 'datetime' && typeof value === 'string') return toDateTimeLocal(value) || value;
  return String(value);
}

const INPUT_TYPES: Partial<Record<ParameterSchema['type'], string>> = {
  text: 'text', number: 'number', date: 'date', datetime: 'datetime-local', url: 'url', email: 'email',
};

/** Builds the control for one parameter; `id` must be unique in the document. */
export function createField(param: ParameterSchema, id: string): Field {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: param.name,
    'aria-describedby': `${helpId} ${errorId}`,
    'aria-required': param.required ? 'true' : undefined,
  };
  const v = param.validation ?? {};
  const error = h('p', { class: 'error', id: errorId, hidden: true });
  const help = h('p', { class: 'help', id: helpId }, param.description);
  // the label is exactly the parameter's label (its accessible name); the required mark sits beside it
  const label = h('label', { for: id }, param.label);
  const mark = param.required ? h('span', { class: 'req', 'aria-hidden': 'true' }, '*') : null;
  let control: Field['control'];
  let extra: HTMLElement | null = null;
  let preset: string | undefined; // a file value given as text (the example, or a shared value)
  let presetNote: HTMLElement | null = null;

  switch (param.type) {
    case 'textarea':
    case 'json': {
      const big = (v.maxLength ?? 0) >= 2000 || param.type === 'json';
      control = h('textarea', {
        ...common,
        rows: big ? 8 : 3,
        placeholder: param.placeholder,
        spellcheck: param.type === 'json' ? 'false' : undefined,
        autocapitalize: 'off',
        class: param.type === 'json' ? 'code' : undefined,
      });
      break;
    }
    case 'select': {
      control = h('select', common);
      if (param.defaultValue === undefined) control.append(h('option', { value: '' }, param.required ? 'Choose…' : '(none)'));
      for (const o of param.options ?? []) control.append(h('option', { value: o.value, disabled: o.disabled, title: o.description }, o.label));
      break;
    }
    case 'boolean':
      control = h('input', { ...common, type: 'checkbox' });
      break;
    case 'file': {
      control = h('input', { ...common, type: 'file', accept: v.accept?.join(',') });
      presetNote = h('p', { class: 'note', hidden: true });
      control.addEventListener('change', () => {
        preset = undefined;
        presetNote!.hidden = true;
      });
      break;
    }
    case 'color': {
      // a text box carries the value (it may be empty, #rgb or #rrggbbaa); the picker only helps choose
      control = h('input', { ...common, type: 'text', placeholder: param.placeholder ?? '#rrggbb', spellcheck: 'false', autocapitalize: 'off', class: 'color-text' });
      const text = control;
      const picker = h('input', { type: 'color', 'aria-label': `Pick ${param.label}`, class: 'color-picker' });
      picker.addEventListener('input', () => {
        text.value = picker.value;
        text.dispatchEvent(new Event('input', { bubbles: true }));
      });
      text.addEventListener('input', () => {
        const hex = toPickerColor(text.value);
        if (hex) picker.value = hex;
      });
      extra = picker;
      break;
    }
    default: {
      const isNumber = param.type === 'number';
      control = h('input', {
        ...common,
        type: INPUT_TYPES[param.type] ?? 'text',
        placeholder: param.placeholder,
        min: isNumber ? v.min : undefined,
        max: isNumber ? v.max : undefined,
        step: isNumber ? (v.step ?? 'any') : param.type === 'datetime' ? '0.001' : undefined,
        inputmode: isNumber ? 'decimal' : undefined,
        spellcheck: param.type === 'text' ? undefined : 'false',
        autocapitalize: param.type === 'text' ? undefined : 'off',
      });
    }
  }

  const isCheckbox = param.type === 'boolean';
  const row = extra ? h('div', { class: 'control-row' }, control, extra) : control;
  const root = h(
    'div',
    { class: `field field-${param.type}`, 'data-param': param.name },
    ...(isCheckbox ? [h('div', { class: 'check' }, control, label, mark)] : [h('div', { class: 'label-row' }, label, mark), row]),
    presetNote,
    help,
    error,
  );

  const field: Field = {
    param,
    root,
    control,
    error,
    peek() {
      if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
      if (control instanceof HTMLInputElement && control.type === 'file') return control.files?.length ? 'file' : preset ? 'file' : '';
      return control.value;
    },
    async read() {
      if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
      if (control instanceof HTMLInputElement && control.type === 'file') {
        const file = control.files?.[0];
        if (!file) return preset;
        // refuse before reading: a huge file must not be loaded into memory just to be rejected
        if (v.maxSize !== undefined && file.size > v.maxSize) throw new FileTooLarge(file.size, v.maxSize);
        return readFile(file);
      }
      return control.value === '' ? undefined : control.value;
    },
    set(value) {
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        control.checked = value === true || value === 'true';
      } else if (control instanceof HTMLInputElement && control.type === 'file') {
        control.value = '';
        preset = typeof value === 'string' && value ? value : undefined;
        const parsed = preset ? parseFileValue(preset) : undefined;
        presetNote!.hidden = !preset;
        presetNote!.textContent = parsed && !('error' in parsed) ? `Using the example file (${parsed.mimeType}, ${parsed.size} bytes). Choose a file to replace it.` : '';
      } else {
        control.value = textValue(value, param);
        control.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
  };
  return field;
}

/** Raised by a file field whose chosen file exceeds `maxSize`. */
export class FileTooLarge extends Error {
  constructor(
    readonly size: number,
    readonly limit: number,
  ) {
    super(`is ${size} bytes; the limit is ${limit} bytes`);
  }
}
