/// <reference path="./quoted-printable.d.ts" />
import { describe, expect, it } from 'vitest';
import qp from 'quoted-printable';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number; lineCount: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

describe('quoted-printable-encoder', () => {
  itReproducesItsExample(tool);

  it('agrees with the quoted-printable library in binary mode on random bytes', async () => {
    const random = testRandom(2045);
    for (let n = 0; n < 25; n++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 200) + 1 }, () => (random() < 0.6 ? 32 + Math.floor(random() * 95) : Math.floor(random() * 256))));
      const ours = await encode({ text: bytes.toString('hex'), inputEncoding: 'hex', binary: true });
      expect(ours.result, bytes.toString('hex')).toBe(qp.encode(bytes.toString('latin1')));
      expect((await decode({ text: ours.result, outputEncoding: 'hex' })).result).toBe(bytes.toString('hex'));
    }
  });

  it('keeps line breaks in text mode and escapes trailing whitespace', async () => {
    expect((await encode({ text: 'a \nb\t\r\nc', lineEnding: 'lf' })).result).toBe('a=20\nb=09\nc');
    const long = await encode({ text: 'x'.repeat(100) });
    expect(long.result).toBe(`${'x'.repeat(75)}=\r\n${'x'.repeat(25)}`);
    expect(long.lineCount).toBe(2);
    // an escape is never split by a soft break
    const escapes = await encode({ text: 'é'.repeat(30) });
    for (const line of escapes.result.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76), expect(line).toMatch(/^(=[0-9A-F]{2})*=?$/);
    expect((await decode({ text: escapes.result })).result).toBe('é'.repeat(30));
  });

  it('decodes soft breaks, padding, lowercase escapes and Latin-1', async () => {
    expect((await decode({ text: 'Caf=E9 =  \r\nau lait\r\nnext' , outputEncoding: 'windows-1252' })).result).toBe('Café au lait\r\nnext');
    expect((await decode({ text: 'caf=c3=a9' })).result).toBe('café');
    const bad = await runTool(tool, { mode: 'decode', text: 'a=ZZb' });
    expect(bad.data.result).toBe('a=ZZb');
    expect(bad.metadata?.warnings?.[0]).toMatch(/column 2/);
  });

  it('handles empty, unicode and the largest input', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect((await decode({ text: (await encode({ text: UNICODE_SAMPLE })).result })).result).toBe(UNICODE_SAMPLE);
    const text = largestInput(tool, 'text', 'abc=');
    const encoded = await encode({ text });
    expect(encoded.byteLength).toBe(1_000_000);
    const part = text.slice(0, 500_000);
    expect((await decode({ text: (await encode({ text: part })).result })).result).toBe(part);
  });

  it('rejects undecodable output with advice', async () => {
    expect(await runError(tool, { mode: 'decode', text: 'Caf=E9' }, 'INVALID_INPUT')).toMatch(/windows-1252/);
    expect(await runError(tool, { text: 'zz', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/hex/);
  });
});
