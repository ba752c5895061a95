/**
 * A user tool's own test files (`<anything>.test.ts|js`, node:test), compiled like the tool (the
 * CLI's `@ctp/core` bundled in) and run by Node's test runner in a child process.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompileCache, compileForNode } from './compile.js';

const TEST_FILE = /\.test\.(ts|mts|js|mjs)$/;

export function testFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => TEST_FILE.test(name))
    .sort()
    .map((name) => join(dir, name));
}

export interface TestRun {
  file: string;
  passed: boolean;
  /** What the test runner printed (its TAP-like report), trimmed to the end when long. */
  output: string;
}

const MAX_OUTPUT = 4000;

/** Compiles and runs one test file; a compile error or a time-out is a failed run, never a throw. */
export async function runTestFile(cache: CompileCache, file: string, timeoutMs: number): Promise<TestRun> {
  let url: string;
  try {
    url = (await compileForNode(cache, basename(file), { test: file })).test!;
  } catch (error) {
    return { file, passed: false, output: (error as Error).message };
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', '--test', '--test-reporter=spec', fileURLToPath(url)], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    const keep = (d: Buffer) => {
      output += d.toString();
      if (output.length > MAX_OUTPUT * 2) output = output.slice(-MAX_OUTPUT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(stopped after ${timeoutMs} ms)`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ file, passed: false, output: error.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      // the spec reporter repeats every failure at the end: once is enough
      const text = output.split(/\n\u2716 failing tests:/)[0]!.trim();
      resolve({ file, passed: code === 0, output: text.length > MAX_OUTPUT ? `…${text.slice(-MAX_OUTPUT)}` : text });
    });
  });
}
