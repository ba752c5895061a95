import { afterAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, ctp } from './run-ctp.js';

const dir = mkdtempSync(join(tmpdir(), 'ctp-run-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));


function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('ctp run: input size belongs to the surface', () => {
  const big = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })));

  it('formats a JSON document over the definition limit (2.4 MB) from stdin: no limit on a local run', async () => {
    expect(big.length).toBeGreaterThan(2_000_000);
    const r = await ctp(['run', 'json-formatter'], big);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(big));
  }, 60_000);

  it('--limits definition answers what a server would: CONSTRAINT_VIOLATION', async () => {
    const r = await ctp(['run', 'json-formatter', '--limits', 'definition'], big);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/CONSTRAINT_VIOLATION.*at most 1000000 characters/);
    expect((await ctp(['run', 'json-formatter', '--limits', 'some'])).code).toBe(2);
  }, 60_000);
});

describe('ctp run --file and streaming', () => {
  const bytes = randomBytes(3 * 1024 * 1024 + 7); // binary: not UTF-8, several read chunks, not a multiple of 3
  const path = file('random.bin', bytes);

  it('hashes a file by its bytes (sha256sum), from --file and from stdin', async () => {
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(await ctp(['run', 'hash-generator', '--file', path])).toMatchObject({ code: 0, stdout: `${expected}\n` });
    expect(await ctp(['run', 'hash-generator'], bytes)).toMatchObject({ code: 0, stdout: `${expected}\n` });
  }, 60_000);

  it('base64- and hex-encodes a file as it is read; --json prints the same ToolResult as a non-streamed run', async () => {
    const b64 = await ctp(['run', 'base64-encoder', '--file', path]);
    expect(b64.code, b64.stderr).toBe(0);
    expect(b64.stdout).toBe(`${bytes.toString('base64')}\n`);
    const hex = await ctp(['run', 'hex-encoder', '--file', path, '--separator', 'space', '--bytes-per-line', '16']);
    expect(hex.stdout.split('\n')[0]).toBe(bytes.subarray(0, 16).toString('hex').replace(/(..)(?!$)/g, '$1 '));

    const text = 'streamed text, é😀\n'.repeat(1000);
    const streamed = await ctp(['run', 'base64-encoder', '--json', '--url-safe'], text);
    const whole = await ctp(['run', 'base64-encoder', '--json', '--url-safe', '--text', text]);
    const [a, b] = [JSON.parse(streamed.stdout), JSON.parse(whole.stdout)];
    expect({ ...a, metadata: { ...a.metadata, executionTime: 0 } }).toEqual({ ...b, metadata: { ...b.metadata, executionTime: 0 } });
    expect(streamed.stdout.startsWith('{\n  "success": true,\n  "data": {\n    "result": "')).toBe(true);
  }, 60_000);

  it('reads a whole file for a tool that cannot stream, and warns when it is not UTF-8 text', async () => {
    const json = file('doc.json', '{"b":1,"a":[1,2]}');
    expect(await ctp(['run', 'json-formatter', '--file', json, '--sort-keys'])).toMatchObject({ code: 0, stdout: '{\n  "a": [\n    1,\n    2\n  ],\n  "b": 1\n}\n' });
    const r = await ctp(['run', 'case-converter', '--target', 'upper'], Buffer.from([0x61, 0xff, 0x62]));
    expect(r).toMatchObject({ code: 0, stdout: 'A\uFFFDB\n' });
    expect(r.stderr).toMatch(/not valid UTF-8/);
  }, 60_000);

  it('an empty file is a missing input, as an empty stdin is', async () => {
    const empty = file('empty.txt', '');
    expect((await ctp(['run', 'base64-encoder', '--file', empty])).stderr).toMatch(/MISSING_REQUIRED/);
  }, 60_000);

  it('usage errors: a missing file, --file with the main flag, a tool without a main input', async () => {
    const missing = await ctp(['run', 'hash-generator', '--file', join(dir, 'nope.bin')]);
    expect(missing).toMatchObject({ code: 2 });
    expect(missing.stderr).toMatch(/cannot read --file .*ENOENT/);
    expect((await ctp(['run', 'hash-generator', '--file', path, '--input', 'x'])).stderr).toMatch(/--file and --input both/);
    expect((await ctp(['run', 'uuid-generator', '--file', path])).code).toBe(2);
  }, 60_000);
});
