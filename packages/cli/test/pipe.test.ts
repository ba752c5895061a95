/** `ctp pipe` through the real binary (the build has run: npm test builds first). */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAjv, loadSpecSchema } from '../../../test/support/ajv.js';
import { ctp } from './run-ctp.js';

const validResult = createAjv({ specSchemas: true }).compile(loadSpecSchema('tool-result.schema.json'));


const ENCODED = Buffer.from('{"b":1,"a":[1,2]}').toString('base64');
const FORMATTED = '{\n    "a": [\n        1,\n        2\n    ],\n    "b": 1\n}\n';
const RECIPE = 'base64-encoder?mode=decode | json-formatter?indent=4&sortKeys';

describe('ctp pipe', () => {
  it('feeds standard input to the first step and prints the last main output', async () => {
    const r = await ctp(['pipe', RECIPE], ENCODED);
    expect(r).toEqual({ code: 0, stdout: FORMATTED, stderr: '' });
  });

  it('--json prints the whole ToolResult, valid against the reference schema', async () => {
    const r = await ctp(['pipe', RECIPE, '--json'], ENCODED);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(validResult(result)).toBe(true);
    expect(result.data).toMatchObject({ outputText: FORMATTED.trimEnd(), steps: [{ tool: 'base64-encoder', success: true }, { tool: 'json-formatter', success: true }] });
  });

  it('takes the JSON form with --recipe, and the input from --input or --input-file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ctp-pipe-'));
    const recipe = join(dir, 'recipe.json');
    writeFileSync(recipe, JSON.stringify({ steps: [{ tool: 'base64-encoder', params: { mode: 'decode' } }, { tool: 'json-formatter', params: { indent: '4', sortKeys: true } }] }));
    const input = join(dir, 'input.txt');
    writeFileSync(input, ENCODED);
    expect(await ctp(['pipe', '--recipe', recipe, '--input-file', input])).toMatchObject({ code: 0, stdout: FORMATTED });
    expect(await ctp(['pipe', '--recipe', recipe, '--input', ENCODED])).toMatchObject({ code: 0, stdout: FORMATTED });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"steps": [');
    expect(await ctp(['pipe', '--recipe', bad], 'x')).toMatchObject({ code: 2, stderr: expect.stringContaining('is not valid JSON') });
  });

  it('takes inputs of any size locally, and the server limits with --limits definition', async () => {
    const big = `"${'x'.repeat(1_000_100)}"`; // over json-formatter's 1,000,000 characters
    const local = await ctp(['pipe', 'json-minifier'], big);
    expect(local.code, local.stderr).toBe(0);
    expect(local.stdout.length).toBe(big.length + 1);
    const limited = await ctp(['pipe', 'json-minifier', '--limits', 'definition'], big);
    expect(limited).toMatchObject({ code: 1, stderr: expect.stringMatching(/^error \[CONSTRAINT_VIOLATION\]: Step 1 \(json-minifier\)/) });
    expect((await ctp(['pipe', 'json-minifier', '--limits', 'some'], '1')).code).toBe(2);
  });

  it('a generator can start a recipe without any input', async () => {
    const r = await ctp(['pipe', 'uuid-generator?count=2 | hash-generator?algorithm=sha256']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^[0-9a-f]{64}\n$/);
  });

  it('a failing step exits 1 with the step named on stderr', async () => {
    const r = await ctp(['pipe', RECIPE], Buffer.from('{"a":').toString('base64'));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^error \[INVALID_INPUT\]: Step 2 \(json-formatter\): /);
    const json = await ctp(['pipe', RECIPE, '--json'], Buffer.from('{').toString('base64'));
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ success: false, errorCode: 'INVALID_INPUT' });
    // nothing on standard input: the first step's main input is missing
    expect(await ctp(['pipe', 'json-formatter'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Step 1 (json-formatter): Parameter "json"') });
  });

  it('a recipe that does not check out is a usage error (exit 2)', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['pipe'], /missing recipe/],
      [['pipe', 'a', 'b'], /expected one recipe/],
      [['pipe', 'base64-encoder ||'], /Step 2 is empty/],
      [['pipe', 'base64-encoder | json-formater'], /Step 2: unknown tool "json-formater"\nDid you mean: json-formatter/],
      [['pipe', 'json-formatter?mode=decode'], /Step 1 \(json-formatter\): Unknown parameter "mode"/],
      [['pipe', 'json-formatter | uuid-generator'], /Step 2 \(uuid-generator\) takes no text input/],
      [['pipe', 'json-formatter', '--frobnicate'], /Unknown option '--frobnicate'/],
      [['pipe', 'json-formatter', '--timeout', '0'], /--timeout must be a positive number/],
      [['pipe', Array.from({ length: 60 }, () => 'json-formatter').join(' | ')], /at most 50 steps/],
    ];
    for (const [args, message] of cases) {
      const r = await ctp(args, '{}');
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('has --help and is listed in the main help', async () => {
    const help = await ctp(['pipe', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: ctp pipe /);
    expect((await ctp(['--help'])).stdout).toMatch(/\n {2}pipe +chain tools/);
  });
});

describe('a reader that goes away (`ctp list --json | head -c 100`)', () => {
  it('ends the command quietly with exit 0, not an unhandled EPIPE', async () => {
    const { spawn } = await import('node:child_process');
    const { bin } = await import('./run-ctp.js');
    const result = await new Promise<{ code: number | null; stderr: string; read: number }>((resolve, reject) => {
      // 1.5 MB of JSON: far more than a pipe holds, so the writer is still writing when the reader leaves
      const child = spawn(process.execPath, [bin, 'list', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      let read = 0;
      child.stderr.on('data', (d) => (stderr += d));
      child.stdout.once('data', (d: Buffer) => {
        read = d.length;
        child.stdout.destroy();
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr, read }));
    });
    expect(result.read).toBeGreaterThan(0);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);
});
