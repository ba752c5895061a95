/** Runs the real `ctp` binary (the build has run: npm test builds first), as CLI tests need it. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const bin = fileURLToPath(new URL('../bin/ctp.js', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `ctp <args>` with `stdin` piped in (closed at once when absent); resolves when it exits. */
export function ctp(args: string[], stdin?: string | Buffer): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
