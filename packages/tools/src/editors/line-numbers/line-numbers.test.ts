import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  lineCount: number;
  changedLines: number;
}

const run = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });
const number = async (text: string, options: Record<string, unknown> = {}) => (await run(text, options)).result;
const strip = (text: string) => number(text, { mode: 'remove' });

describe('line-numbers', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects a fractional or zero step', async () => {
    await runError(tool, { text: 'a', step: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'a', step: 1.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('numbers every line from 1 with ": ", padded to the widest number', async () => {
    expect(await number('a\nb\nc')).toBe('1: a\n2: b\n3: c');
    const text = Array.from({ length: 10 }, (_, i) => `l${i}`).join('\n');
    const out = (await number(text)).split('\n');
    expect(out[0]).toBe(' 1: l0');
    expect(out[9]).toBe('10: l9');
  });

  it('counts blank lines unless skipped, and keeps the final newline', async () => {
    const data = await run('a\n\nb\n');
    expect(data.result).toBe('1: a\n2: \n3: b\n');
    expect(data).toMatchObject({ lineCount: 3, changedLines: 3 });
    expect(await number('a\n  \nb\n', { skipBlank: true })).toBe('1: a\n  \n2: b\n');
  });

  it('applies start, step, zero padding, fixed width and no padding', async () => {
    expect(await number('a\nb\nc', { start: 10, step: 10 })).toBe('10: a\n20: b\n30: c');
    expect(await number('a\nb\nc', { start: 98 })).toBe(' 98: a\n 99: b\n100: c');
    expect(await number('a\nb', { padding: 'zeros', width: 4 })).toBe('0001: a\n0002: b');
    expect(await number('a\nb', { padding: 'zeros' })).toBe('1: a\n2: b');
    expect(await number('a\nb', { start: 0, padding: 'none', width: 5 })).toBe('0: a\n1: b');
  });

  it('uses the separator literally, with \\t as a tab, matching cat -n', async () => {
    expect(await number('x\ny', { separator: '\\t', width: 6 })).toBe('     1\tx\n     2\ty');
    expect(await number('x', { separator: ' | ' })).toBe('1 | x');
    expect(await number('x', { separator: ') ' })).toBe('1) x');
  });

  it('keeps mixed line endings', async () => {
    expect(await number('a\r\nb\rc\n')).toBe('1: a\r\n2: b\r3: c\n');
  });

  it('removes line numbers with the common separators', async () => {
    expect(await strip(' 9: alpha\n10: beta\n\n11: gamma\n')).toBe('alpha\nbeta\n\ngamma\n');
    expect(await strip('     1\tx\n     2\t  indented')).toBe('x\n  indented');
    expect(await strip('1. one\n2) two\n3 | three\n4 - four\n[5] no\n6> six\n7 seven\n8:\n9')).toBe('one\ntwo\nthree\nfour\n[5] no\nsix\nseven\n\n');
    const data = await run('001: a\nplain\n1.5 kg\n3rd place\n2024-01-01', { mode: 'remove' });
    expect(data.result).toBe('a\nplain\n1.5 kg\n3rd place\n2024-01-01');
    expect(data.changedLines).toBe(1);
  });

  it('round-trips: remove undoes add', async () => {
    const text = 'first\n  second\n\n4 four\n';
    for (const options of [{}, { separator: '\\t' }, { padding: 'zeros' }, { separator: '. ', start: 7 }]) {
      expect(await strip(await number(text, options))).toBe(text);
    }
  });

  it('handles unicode lines', async () => {
    expect(await number(`${UNICODE_SAMPLE}\n${UNICODE_SAMPLE}`, { separator: '→' })).toBe(`1→${UNICODE_SAMPLE}\n2→${UNICODE_SAMPLE}`);
    expect(await strip(`1: ${UNICODE_SAMPLE}`)).toBe(UNICODE_SAMPLE);
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'a\n');
    const data = await run(text);
    expect(data.lineCount).toBe(500_000);
    const out = data.result.split('\n');
    expect(out[0]).toBe('     1: a');
    expect(out[499_999]).toBe('500000: a');
    expect((await run(data.result.slice(0, 1_000_000), { mode: 'remove' })).result.startsWith('a\na\n')).toBe(true);
    const digits = largestInput(tool, 'text', '1');
    expect((await run(digits, { mode: 'remove' })).result).toBe('');
    expect((await run(digits.slice(1) + 'x', { mode: 'remove' })).changedLines).toBe(0);
  });
});
