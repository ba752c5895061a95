/** The compiled-tools folders of `ctp serve/mcp --tools-dir` that a killed process left behind. */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeAbandonedCaches } from '../src/user-tools/compile.js';

const root = mkdtempSync(join(tmpdir(), 'ctp-cache-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has just ended. */
function endedPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '0']);
    child.on('error', reject);
    child.on('exit', () => resolve(child.pid!));
  });
}

describe('removeAbandonedCaches', () => {
  it("removes the folders of ended processes and keeps live processes' and anything else", async () => {
    const dead = await endedPid();
    const folder = (name: string) => {
      mkdirSync(join(root, name, 'tool-0'), { recursive: true });
      writeFileSync(join(root, name, 'tool-0', 'index.mjs'), 'export default 1;');
      return join(root, name);
    };
    const abandoned = folder(`ctp-user-tools-${dead}-abc123`);
    const mine = folder(`ctp-user-tools-${process.pid}-def456`);
    const parents = folder(`ctp-user-tools-${process.ppid}-ghi789`);
    const older = folder('ctp-user-tools-xyz'); // no pid in its name: not known to be abandoned
    const other = folder('something-else-1');
    removeAbandonedCaches(root);
    expect(existsSync(abandoned)).toBe(false);
    for (const kept of [mine, parents, older, other]) expect(existsSync(kept), kept).toBe(true);
  });

  it('does nothing when the folder cannot be read', () => {
    expect(() => removeAbandonedCaches(join(root, 'missing'))).not.toThrow();
  });
});
