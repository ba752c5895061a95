// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { renderResult, extensionFor } from '../src/client/results.js';

const definition = { id: 'json-formatter', name: 'JSON Formatter', tags: ['json'], primaryOutput: 'formatted' };
const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

beforeEach(() => document.body.replaceChildren());

describe('result view', () => {
  it('shows the primary output first, as text, with copy and download', () => {
    const box = document.createElement('section');
    document.body.append(box);
    renderResult(box, { success: true, data: { formatted: HOSTILE, lineCount: 1 }, metadata: { executionTime: 1.25 } }, definition);
    const primary = box.querySelector('.primary pre')!;
    expect(primary.textContent).toBe(HOSTILE);
    expect(box.querySelector('img, script')).toBeNull(); // tool output is never parsed as HTML
    expect([...box.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Copy formatted', 'Download formatted', 'Copy JSON', 'Download JSON',
    ]);
    expect(box.querySelector('dl.fields dt')!.textContent).toBe('lineCount');
    expect(box.textContent).toContain('Ran in your browser in 1.3 ms.');
  });

  it('shows a failure with its code as an alert', () => {
    const box = document.createElement('section');
    renderResult(box, { success: false, errorCode: 'EXECUTION_ERROR', error: HOSTILE }, definition);
    const alert = box.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(`EXECUTION_ERROR: ${HOSTILE}`);
    expect(box.querySelector('img, script')).toBeNull();
  });

  it('previews image data URLs only when they are plain base64 images', () => {
    const box = document.createElement('section');
    renderResult(box, { success: true, data: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', other: 'javascript:alert(1)' } }, { ...definition, primaryOutput: undefined });
    expect([...box.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['data:image/png;base64,iVBORw0KGgo=']);
  });

  it('names downloads after the format the tool produces', () => {
    expect(extensionFor({ id: 'json-to-yaml', tags: ['json', 'yaml'] })).toBe('yaml');
    expect(extensionFor({ id: 'sql-formatter', tags: ['sql'] })).toBe('sql');
    expect(extensionFor({ id: 'uuid-generator', tags: ['uuid'] })).toBe('txt');
  });
});
