import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

describe('json-formatter', () => {
  itReproducesItsExample(tool);

  it('keeps big integers and escapes exactly as written', async () => {
    const data = await runOk(tool, { json: '{"id":12345678901234567890,"s":"\\u00e9","f":1.10}' });
    expect(data.formatted).toBe('{\n  "id": 12345678901234567890,\n  "s": "\\u00e9",\n  "f": 1.10\n}');
  });

  it('indents with 4 spaces or tabs', async () => {
    expect((await runOk(tool, { json: '[1]', indent: '4' })).formatted).toBe('[\n    1\n]');
    expect((await runOk(tool, { json: '{"a":[]}', indent: 'tab' })).formatted).toBe('{\n\t"a": []\n}');
  });

  it('formats unicode keys and values', async () => {
    const data = await runOk(tool, { json: `{"${UNICODE_SAMPLE}":"${UNICODE_SAMPLE}"}` });
    expect(data.formatted).toBe(`{\n  "${UNICODE_SAMPLE}": "${UNICODE_SAMPLE}"\n}`);
  });

  it('accepts JSONC only when asked', async () => {
    const jsonc = '{\n  // comment\n  "a": 1,\n}';
    expect(await runError(tool, { json: jsonc }, 'INVALID_INPUT')).toMatch(/line 2, column 3/);
    expect((await runOk(tool, { json: jsonc, allowComments: true })).formatted).toBe('{\n  "a": 1\n}');
  });

  it('reports the line and column of a syntax error', async () => {
    const message = await runError(tool, { json: '{\n  "a": 1\n  "b": 2\n}' }, 'INVALID_INPUT');
    expect(message).toBe("Invalid JSON at line 3, column 3: ',' expected");
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('rejects JSON nested past 1000 levels instead of overflowing the stack', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    expect(await runError(tool, { json: deep }, 'INVALID_INPUT')).toMatch(/nested too deeply/);
  });

  it('formats the largest allowed input and rejects one character more', async () => {
    const unit = '{"k":"v"},';
    const json = `[${largestInput(tool, 'json', unit).slice(0, -unit.length)}1]`;
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    const data = await runOk(tool, { json });
    expect(data.lineCount).toBeGreaterThan(100_000);
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects an unknown indent option', async () => {
    await runError(tool, { json: '{}', indent: '3' }, 'CONSTRAINT_VIOLATION');
  });
});
