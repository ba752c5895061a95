/**
 * One form control per CTP field type (spec §6.2), hydrated from the server-rendered markup
 * (server/form-html.ts). Each field knows how to show a value, read its current value as §7.2
 * input, and where its error goes.
 */
import { parseDateTime, parseFileValue, type ParameterSchema } from '@ctp/core';

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
  /** A file dropped or pasted onto the page (file fields only). */
  takeFile?(file: File): void;
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

/**
 * A file as a data URL carrying its name (`data:<type>;name=<encoded>;base64,…`): archive and
 * merge tools name entries after their files, and the FileReader alone drops the name.
 */
function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      const name = file.name ? `;name=${encodeURIComponent(file.name)}` : '';
      resolve(name ? url.replace(/^(data:[^;,]*)(;base64)?,/, (_m, head: string, b64 = '') => `${head}${name}${b64},`) : url);
    };
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

function formatBytes(n: number): string {
  return n < 1024 ? `${n} bytes` : n < 1048576 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1048576).toFixed(1)} MB`;
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

/**
 * Wires the server-rendered field `root` (a `.field[data-param]`) for `param`. `sizeLimits`:
 * refuse a file over `maxSize` before reading it (pages of server tools: the server would refuse
 * it anyway); a tool that runs in the page takes whatever the browser can hold.
 */
export function hydrateField(root: HTMLElement, param: ParameterSchema, sizeLimits = true): Field {
  const control = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${CSS.escape(param.name)}"]`)!;
  const error = root.querySelector<HTMLElement>('.error')!;
  const v = param.validation ?? {};
  let preset: string | undefined; // a file value given as text (the example, a shared value)
  let dropped: File | undefined; // a file dropped or pasted onto the page
  const presetNote = root.querySelector<HTMLElement>('.preset-note');

  if (param.type === 'datetime' && control.value) control.value = toDateTimeLocal(control.value) || control.value;
  if (param.type === 'color') {
    const picker = root.querySelector<HTMLInputElement>('input[type="color"]')!;
    picker.addEventListener('input', () => {
      control.value = picker.value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
    control.addEventListener('input', () => {
      const hex = toPickerColor(control.value);
      if (hex) picker.value = hex;
    });
  }
  const showNote = (text: string) => {
    if (!presetNote) return;
    presetNote.hidden = !text;
    presetNote.textContent = text;
  };
  if (param.type === 'file') {
    control.addEventListener('change', () => {
      preset = undefined;
      dropped = undefined;
      showNote('');
    });
  }

  const isCheckbox = control instanceof HTMLInputElement && control.type === 'checkbox';
  const isFile = control instanceof HTMLInputElement && control.type === 'file';
  const field: Field = {
    param,
    root,
    control,
    error,
    peek() {
      if (isCheckbox) return (control as HTMLInputElement).checked;
      if (isFile) return (control as HTMLInputElement).files?.length || dropped || preset ? 'file' : '';
      return control.value;
    },
    async read() {
      if (isCheckbox) return (control as HTMLInputElement).checked;
      if (isFile) {
        const file = (control as HTMLInputElement).files?.[0] ?? dropped;
        if (!file) return preset;
        // refuse before reading: a huge file must not be loaded into memory just to be rejected
        if (sizeLimits && v.maxSize !== undefined && file.size > v.maxSize) throw new FileTooLarge(file.size, v.maxSize);
        return readFile(file);
      }
      return control.value === '' ? undefined : control.value;
    },
    set(value) {
      if (isCheckbox) (control as HTMLInputElement).checked = value === true || value === 'true';
      else if (isFile) {
        control.value = '';
        dropped = undefined;
        preset = typeof value === 'string' && value ? value : undefined;
        const parsed = preset ? parseFileValue(preset) : undefined;
        showNote(parsed && !('error' in parsed) ? `Using a given file (${parsed.mimeType}, ${formatBytes(parsed.size)}). Choose or drop a file to replace it.` : '');
      } else control.value = textValue(value, param);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
  if (isFile) {
    field.takeFile = (file) => {
      control.value = '';
      preset = undefined;
      dropped = file;
      showNote(`Using ${file.name || 'the dropped file'} (${file.type || 'unknown type'}, ${formatBytes(file.size)}).`);
      // 'input', not 'change': a change event means the user picked from the dialog, which resets this
      control.dispatchEvent(new Event('input', { bubbles: true }));
    };
  }
  return field;
}
