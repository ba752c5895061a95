// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { FIELD_TYPES, prepareValues, type ParameterSchema } from '@ctp/core';
import { definitions } from '@ctp/tools';
import { hydrateForm, valuesFromQuery, type ToolForm } from '../src/client/form.js';
import { toDateTimeLocal, toPickerColor } from '../src/client/fields.js';
import { formFieldsHtml } from '../src/server/form-html.js';

/** What a page does: the server renders the form, the browser hydrates it. */
function renderForm(d: { parameters: ParameterSchema[] }, values: Record<string, unknown> = {}): ToolForm {
  const holder = document.createElement('div');
  holder.innerHTML = `<form class="tool-form">${formFieldsHtml(d, values)}</form>`; // test only: the server's HTML
  document.body.append(holder);
  return hydrateForm(holder.querySelector('form')!, d);
}

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** One parameter of every field type, with order, groups and a dependency. */
const parameters: ParameterSchema[] = [
  { name: 'notes', type: 'textarea', label: 'Notes', description: 'Free text.', required: false, validation: { maxLength: 5000 }, order: 2 },
  { name: 'title', type: 'text', label: 'Title', description: 'A title.', required: true, validation: { maxLength: 20 }, order: 1 },
  { name: 'count', type: 'number', label: 'Count', description: 'How many.', required: false, defaultValue: 3, validation: { min: 1, max: 10, step: 1 } },
  { name: 'enabled', type: 'boolean', label: 'Enabled', description: 'On or off.', required: false, defaultValue: true },
  {
    name: 'mode', type: 'select', label: 'Mode', description: 'Pick one.', required: false, defaultValue: 'a',
    options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C', disabled: true }],
  },
  { name: 'data', type: 'json', label: 'Data', description: 'Some JSON.', required: false, validation: { maxLength: 1000 }, group: 'advanced' },
  { name: 'upload', type: 'file', label: 'Upload', description: 'A file.', required: false, validation: { maxSize: 100 }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'b' }] },
  { name: 'tint', type: 'color', label: 'Tint', description: 'A colour.', required: false, group: 'look' },
  { name: 'day', type: 'date', label: 'Day', description: 'A day.', required: false, group: 'look' },
  { name: 'when', type: 'datetime', label: 'When', description: 'A moment.', required: false },
  { name: 'site', type: 'url', label: 'Site', description: 'A URL.', required: false },
  { name: 'mail', type: 'email', label: 'Mail', description: 'An address.', required: false },
  { name: 'secret', type: 'text', label: 'Secret', description: 'Hidden.', required: false, hidden: true, validation: { maxLength: 5 } },
];
const definition = { id: 'test-tool', parameters };

/** The control a label names (what a screen reader announces for it). */
function byLabel(root: ParentNode, text: string): HTMLElement {
  const label = [...root.querySelectorAll('label')].find((l) => l.firstChild?.textContent === text);
  if (!label) throw new Error(`no label "${text}"`);
  return document.getElementById(label.htmlFor)!;
}

beforeEach(() => {
  document.body.replaceChildren();
});

describe('form renderer', () => {
  it('covers all 12 field types with the right controls', () => {
    expect(new Set(parameters.map((p) => p.type))).toEqual(new Set(FIELD_TYPES));
    const form = renderForm(definition);
    const kind = (label: string) => {
      const el = byLabel(form.element, label) as HTMLInputElement;
      return el.tagName === 'INPUT' ? `input:${el.type}` : el.tagName.toLowerCase();
    };
    expect(kind('Title')).toBe('input:text');
    expect(kind('Notes')).toBe('textarea');
    expect(kind('Count')).toBe('input:number');
    expect(kind('Enabled')).toBe('input:checkbox');
    expect(kind('Mode')).toBe('select');
    expect(kind('Data')).toBe('textarea');
    expect(byLabel(form.element, 'Data').className).toBe('code');
    expect(byLabel(form.element, 'Data').getAttribute('spellcheck')).toBe('false');
    expect(kind('Upload')).toBe('input:file');
    expect(kind('Tint')).toBe('input:text');
    expect(form.element.querySelector('input[type="color"]')?.getAttribute('aria-label')).toBe('Pick Tint');
    expect(kind('Day')).toBe('input:date');
    expect(kind('When')).toBe('input:datetime-local');
    expect(kind('Site')).toBe('input:url');
    expect(kind('Mail')).toBe('input:email');
    expect(form.element.querySelector('[name="secret"]')).toBeNull(); // hidden: never rendered
  });

  it('labels each control and describes it with its description', () => {
    const form = renderForm(definition);
        const title = byLabel(form.element, 'Title');
    const [helpId, errorId] = title.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(helpId!)!.textContent).toBe('A title.');
    expect(document.getElementById(errorId!)!.hidden).toBe(true);
    expect(title.getAttribute('aria-required')).toBe('true');
  });

  it('follows order, then declaration order, and groups parameters', () => {
    const form = renderForm(definition);
    const names = [...form.element.querySelectorAll<HTMLElement>('.field')].map((f) => f.dataset.param);
    expect(names.slice(0, 2)).toEqual(['title', 'notes']);
    const advanced = form.element.querySelector('details[data-group="advanced"]')!;
    expect(advanced.querySelector('summary')!.textContent).toBe('Advanced');
    expect(advanced.querySelector('[name="data"]')).not.toBeNull();
    const look = form.element.querySelector('fieldset[data-group="look"]')!;
    expect(look.querySelector('legend')!.textContent).toBe('Look');
    expect([...look.querySelectorAll('.field')].map((f) => (f as HTMLElement).dataset.param)).toEqual(['tint', 'day']);
  });

  it('pre-fills defaults and disables disabled options', () => {
    const form = renderForm(definition);
        expect((byLabel(form.element, 'Count') as HTMLInputElement).value).toBe('3');
    expect((byLabel(form.element, 'Enabled') as HTMLInputElement).checked).toBe(true);
    expect((byLabel(form.element, 'Mode') as HTMLSelectElement).value).toBe('a');
    expect((form.element.querySelector('option[value="c"]') as HTMLOptionElement).disabled).toBe(true);
  });

  it('shows a parameter only while its dependsOn rules hold', () => {
    const form = renderForm(definition);
        const upload = form.fields.get('upload')!.root;
    expect(upload.hidden).toBe(true);
    const mode = byLabel(form.element, 'Mode') as HTMLSelectElement;
    mode.value = 'b';
    mode.dispatchEvent(new Event('change', { bubbles: true }));
    expect(upload.hidden).toBe(false);
    form.setValues({ mode: 'a' });
    expect(upload.hidden).toBe(true);
  });

  it('reads §7.2 input: active parameters only, valid for the core', async () => {
    const form = renderForm(definition);
    form.setValues({ title: 'Hello', data: { a: [1, 2] }, when: '2024-03-10T12:00:00+02:00', tint: '#0af', upload: PNG });
    const { values, issues } = await form.read();
    expect(issues).toEqual([]);
    expect(values).toEqual({ title: 'Hello', count: '3', enabled: true, mode: 'a', data: '{\n  "a": [\n    1,\n    2\n  ]\n}', tint: '#0af', when: expect.stringMatching(/^2024-03-10T10:00(:00)?$/) });
    expect(prepareValues(parameters, values).ok).toBe(true);
    form.setValues({ title: 'Hello', mode: 'b', upload: PNG });
    expect((await form.read()).values.upload).toBe(PNG); // a given file value (the example) is kept
  });

  it('puts each issue beside its field and returns the rest', () => {
    const form = renderForm(definition);
        form.setValues({ title: 'x'.repeat(30), site: 'not a url' });
    const prepared = prepareValues(parameters, { title: 'x'.repeat(30), site: 'not a url', extra: 1 });
    expect(prepared.ok).toBe(false);
    const rest = form.showIssues(prepared.ok ? [] : prepared.issues);
    const title = byLabel(form.element, 'Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(form.fields.get('title')!.error.textContent).toMatch(/at most 20 characters/);
    expect(form.fields.get('site')!.error.textContent).toMatch(/absolute URL/);
    expect(rest.map((i) => i.message)).toEqual([expect.stringMatching(/Unknown parameter "extra"/)]);
    expect(document.activeElement).toBe(title);
    form.clearIssues();
    expect(form.fields.get('title')!.error.hidden).toBe(true);
  });

  it('keeps shareable values (changed from the defaults, never files) and reads them back from a query', () => {
    const form = renderForm(definition);
    form.setValues({ title: 'Hi', count: 5, enabled: false });
    const shared = form.shareable();
    expect(shared).toEqual({ title: 'Hi', count: '5', enabled: 'false' });
    const query = new URLSearchParams({ ...shared, upload: 'x', secret: 'y', bogus: 'z' });
    expect(valuesFromQuery(parameters, query)).toEqual(shared);
  });

  it('reads a chosen file as a data URL that keeps its name', async () => {
    const form = renderForm(definition);
    form.setValues({ mode: 'b' });
    const input = byLabel(form.element, 'Upload') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File([new Uint8Array([1, 2, 3])], 'ré sumé.bin', { type: 'application/octet-stream' })] });
    const { values, issues } = await form.read();
    expect(issues).toEqual([]);
    expect(values.upload).toBe('data:application/octet-stream;name=r%C3%A9%20sum%C3%A9.bin;base64,AQID');
  });

  it('refuses a file larger than maxSize without reading it', async () => {
    const form = renderForm(definition);
        form.setValues({ mode: 'b' });
    const input = byLabel(form.element, 'Upload') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File([new Uint8Array(500)], 'big.bin')] });
    const { issues } = await form.read();
    expect(issues).toEqual([expect.objectContaining({ parameter: 'upload', code: 'CONSTRAINT_VIOLATION' })]);
    expect(issues[0]!.message).toMatch(/500 bytes; the limit is 100 bytes/);
  });

  it('renders given values (a shared link) into the form, with dependsOn evaluated for them', () => {
    const form = renderForm(definition, { title: 'Shared <b>', mode: 'b', count: 7 });
    expect((byLabel(form.element, 'Title') as HTMLInputElement).value).toBe('Shared <b>');
    expect((byLabel(form.element, 'Count') as HTMLInputElement).value).toBe('7');
    expect(form.fields.get('upload')!.root.hidden).toBe(false);
    expect(form.element.querySelector('b')).toBeNull(); // escaped, never markup
    expect(form.complete()).toBe(true);
    form.setValues({});
    expect(form.complete()).toBe(false); // the required title is empty again
  });

  it('converts values for the date-time and colour controls', () => {
    expect(toDateTimeLocal('2024-03-10T12:00:00Z')).toBe('2024-03-10T12:00:00');
    expect(toDateTimeLocal('2024-03-10T12:00:00.250-01:30')).toBe('2024-03-10T13:30:00.250');
    expect(toDateTimeLocal('nope')).toBe('');
    expect(toPickerColor('#0AF')).toBe('#00aaff');
    expect(toPickerColor('#11223344')).toBe('#112233');
    expect(toPickerColor('red')).toBeUndefined();
  });

  it('renders every catalog tool with a labelled control per visible parameter and a valid example', async () => {
    for (const d of definitions) {
      document.body.replaceChildren();
      const form = renderForm(d);
      const visible = d.parameters.filter((p) => !p.hidden);
      expect(form.element.querySelectorAll('label[for]').length, d.id).toBe(visible.length);
      form.setValues(d.example.input);
      const { values } = await form.read();
      const prepared = prepareValues(d.parameters, values);
      expect(prepared.ok ? 'ok' : prepared.failure.error, d.id).toBe('ok');
    }
  });
});
