// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { definitions } from '@ctp/tools';
import type { ToolSpec } from '@ctp/core';
import { renderResult, type ResultDefinition } from '../src/client/results/render.js';
import { sideBySide, toOps } from '../src/client/results/views-diff.js';
import { extensionForLanguage, extensionForType } from '../src/client/results/actions.js';
import { payloadOf } from '../src/client/results/views-media.js';

const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function def(extra: Partial<ResultDefinition> & { properties?: Record<string, unknown> }): ResultDefinition {
  const { properties, ...rest } = extra;
  return { id: 'json-formatter', name: 'JSON Formatter', tags: ['json'], outputSchema: { type: 'object', properties: properties ?? {} }, ...rest };
}

function box(): HTMLElement {
  const el = document.createElement('section');
  document.body.append(el);
  return el;
}

beforeEach(() => document.body.replaceChildren());

describe('result views', () => {
  it('shows the primary output first, monospace, with its own Copy and Download; other fields as labelled facts', () => {
    const el = box();
    const d = def({ primaryOutput: 'formatted', properties: { formatted: { type: 'string' }, lineCount: { type: 'integer' } } });
    const shown = renderResult(el, { success: true, data: { formatted: HOSTILE, lineCount: 1 }, metadata: { executionTime: 1.25 } }, d);
    const primary = el.querySelector('.result-primary pre')!;
    expect(primary.textContent).toBe(HOSTILE);
    expect(el.querySelector('img, script')).toBeNull(); // tool output is never parsed as HTML
    expect(el.querySelector('.result-primary')!.getAttribute('data-kind')).toBe('code');
    expect(el.querySelectorAll('.result-primary button')).toHaveLength(0); // the pane's own Copy and Download act on it
    expect(el.querySelector('.facts dt')!.textContent).toBe('Line count'); // a key in words, not `lineCount`
    expect(el.textContent).toContain('Ran in your browser in 1.3 ms.');
    expect(shown.copyText!()).toBe(HOSTILE);
    expect(shown.download!.name()).toBe('json-formatter.json');
    expect(shown.mainText).toBe(HOSTILE);
  });

  it('keeps the raw JSON one keyboard-reachable toggle away', () => {
    const el = box();
    renderResult(el, { success: true, data: { a: 1, b: 'x' } }, def({}));
    const toggle = el.querySelector<HTMLButtonElement>('.raw-toggle')!;
    const raw = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(raw.hidden).toBe(true);
    toggle.click();
    expect(raw.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(raw.querySelector('pre')!.getAttribute('tabindex')).toBe('0');
    expect(JSON.parse(raw.querySelector('pre')!.textContent!)).toEqual({ a: 1, b: 'x' });
  });

  it('shows a failure with its code as an alert', () => {
    const el = box();
    renderResult(el, { success: false, errorCode: 'EXECUTION_ERROR', error: HOSTILE }, def({}));
    expect(el.querySelector('[role="alert"]')!.textContent).toBe(`EXECUTION_ERROR: ${HOSTILE}`);
    expect(el.querySelector('img, script')).toBeNull();
  });

  it('lists arrays of strings with a Copy per item, and copies them all joined by lines', () => {
    const el = box();
    const d = def({ id: 'uuid-generator', tags: ['uuid'], primaryOutput: 'uuids', properties: { uuids: { type: 'array', items: { type: 'string' } } } });
    const shown = renderResult(el, { success: true, data: { uuids: ['a-1', 'b-2', 'c-3'] } }, d);
    expect([...el.querySelectorAll('.item-list li code')].map((c) => c.textContent)).toEqual(['a-1', 'b-2', 'c-3']);
    expect(el.querySelectorAll('.item-list li button').length).toBe(3);
    expect(shown.copyText!()).toBe('a-1\nb-2\nc-3');
  });

  it('tables arrays of records, colouring diff-like rows', () => {
    const el = box();
    const d = def({ properties: { changes: { type: 'array', items: { type: 'object' } } } });
    renderResult(el, { success: true, data: { changes: [{ type: 'added', path: '/a', value: 1 }, { type: 'removed', path: '/b' }] } }, d);
    const rows = [...el.querySelectorAll('table tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-type'))).toEqual(['added', 'removed']);
    expect([...el.querySelectorAll('table th')].map((t) => t.textContent)).toEqual(['type', 'path', 'value']);
  });

  it('shows images with a real download: the decoded bytes, their media type and extension', async () => {
    const el = box();
    const d = def({ id: 'image-tool', tags: ['image'], primaryOutput: 'image', properties: { image: { type: 'string', contentEncoding: 'base64' }, format: { type: 'string' } }, display: { image: { as: 'image', mediaTypeField: 'format' } } });
    const shown = renderResult(el, { success: true, data: { image: PNG, format: 'image/png' } }, d);
    expect(el.querySelector('img.result-image')!.getAttribute('src')).toMatch(/^blob:/);
    expect(shown.download!.name()).toBe('image-tool.png');
    const blob = shown.download!.blob();
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array(Buffer.from(PNG, 'base64')));
  });

  it('treats SVG text as an image of type image/svg+xml, and data URLs by their own type', () => {
    const ctx = { toolId: 't', key: 'svg', hint: { as: 'image' as const }, data: {}, values: {}, primary: true };
    expect(payloadOf('<svg xmlns="http://www.w3.org/2000/svg"/>', ctx)).toMatchObject({ encoding: 'text', mediaType: 'image/svg+xml' });
    expect(payloadOf(`data:image/png;base64,${PNG}`, ctx)).toMatchObject({ encoding: 'base64', mediaType: 'image/png', value: PNG });
    expect(extensionForType('image/svg+xml')).toBe('svg');
    expect(extensionForType('application/vnd.custom+json')).toBe('vndcustom');
    expect(extensionForLanguage('yaml')).toBe('yaml');
  });

  it('shows colours with swatches', () => {
    const el = box();
    const d = def({ primaryOutput: 'hex', properties: { hex: { type: 'string' } }, display: { hex: 'color' } });
    renderResult(el, { success: true, data: { hex: '#2873bd' } }, d);
    expect(el.querySelector('.color-list .swatch')).not.toBeNull();
    expect(el.querySelector('.color-list code')!.textContent).toBe('#2873bd');
  });

  it('highlights regex matches in the input text, with their groups', () => {
    const el = box();
    const d = def({ properties: { matches: { type: 'array', items: { type: 'object' } } }, display: { matches: { as: 'matches', textParameter: 'text' } } });
    const text = 'a 2024-05 b 2025-01';
    const matches = [
      { index: 2, end: 9, match: '2024-05', groups: [{ number: 1, name: 'year', value: '2024' }] },
      { index: 12, end: 19, match: '2025-01', groups: [{ number: 1, name: 'year', value: '2025' }] },
    ];
    renderResult(el, { success: true, data: { matches } }, d, { text });
    const marks = [...el.querySelectorAll('mark')];
    expect(marks.map((m) => m.textContent)).toEqual(['2024-05', '2025-01']);
    expect(marks[0]!.getAttribute('title')).toContain('year = 2024');
    expect(el.querySelector('.match-text')!.textContent).toBe(text);
  });

  it('shows a diff inline and side by side', () => {
    const el = box();
    const ops = [{ type: 'unchanged', value: 'The quick ' }, { type: 'removed', value: 'brown' }, { type: 'added', value: 'red' }, { type: 'unchanged', value: ' fox\njumps\n' }, { type: 'added', value: 'The end.\n' }];
    const d = def({ properties: { changes: { type: 'array', items: { type: 'object' } } }, display: { changes: 'diff' } });
    renderResult(el, { success: true, data: { changes: ops } }, d);
    expect(el.querySelector('.diff-inline del')!.textContent).toBe('brown');
    expect(el.querySelector('.diff-inline ins')!.textContent).toBe('red');
    expect(el.querySelector('.diff-table')).not.toBeNull();
    expect(el.querySelector('.diff-summary')!.textContent).toBe('2 insertions, 1 deletion');
  });
});

describe('side-by-side alignment', () => {
  const row = (r: ReturnType<typeof sideBySide>[number]) => [r.leftNo, r.left?.map((s) => (s.mark ? `[${s.mark}:${s.text}]` : s.text)).join(''), r.rightNo, r.right?.map((s) => (s.mark ? `[${s.mark}:${s.text}]` : s.text)).join('')];

  it('pairs changed lines and pads the side with fewer lines', () => {
    const rows = sideBySide(toOps([
      { type: 'unchanged', value: 'one\n' },
      { type: 'removed', value: 'two\n' },
      { type: 'added', value: 'TWO\nTWO-B\n' },
      { type: 'unchanged', value: 'three' },
    ]));
    expect(rows.map(row)).toEqual([
      [1, 'one', 1, 'one'],
      [2, '[removed:two]', 2, '[added:TWO]'],
      [undefined, undefined, 3, '[added:TWO-B]'],
      [3, 'three', 4, 'three'],
    ]);
  });

  it('highlights changed words inside a line on both sides', () => {
    const rows = sideBySide(toOps([{ type: 'unchanged', value: 'a ' }, { type: 'removed', value: 'b' }, { type: 'added', value: 'c' }, { type: 'unchanged', value: ' d' }]));
    expect(rows.map(row)).toEqual([[1, 'a [removed:b] d', 1, 'a [added:c] d']]);
  });

  it('keeps every character of both texts, in order', () => {
    const ops = toOps([{ type: 'removed', value: 'x\ny\n' }, { type: 'unchanged', value: 'same\n' }, { type: 'added', value: 'new\nlines' }]);
    const rows = sideBySide(ops);
    const side = (k: 'left' | 'right') => rows.filter((r) => r[k]).map((r) => r[k]!.map((s) => s.text).join('')).join('\n');
    expect(side('left')).toBe('x\ny\nsame');
    expect(side('right')).toBe('same\nnew\nlines');
  });
});

describe('every catalog tool', () => {
  it('renders its example output with a primary view and without throwing', () => {
    for (const d of definitions as readonly ToolSpec[]) {
      const el = box();
      const shown = renderResult(el, { success: true, data: d.example.output }, d, d.example.input);
      expect(el.querySelector('.result-field, .result-facts'), d.id).not.toBeNull();
      expect(shown.copyText, `${d.id} has nothing to copy`).toBeDefined();
      el.remove();
    }
  });
});
