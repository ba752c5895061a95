import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  octal: string;
  octalFull: string;
  symbolic: string;
  input: string;
  owner: { read: boolean; write: boolean; execute: boolean };
  special: { setuid: boolean; setgid: boolean; sticky: boolean };
  command: string;
  symbolicCommand: string;
  explanation: string;
}
const run = (mode: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { mode, ...extra });

const dir = mkdtempSync(join(tmpdir(), 'chmod-calc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('chmod-calculator', () => {
  itReproducesItsExample(tool);

  it('treats an empty mode as missing', async () => {
    await runError(tool, { mode: '' }, 'MISSING_REQUIRED');
  });

  it('names the bad character of the unicode sample', async () => {
    expect(await runError(tool, { mode: UNICODE_SAMPLE }, 'INVALID_INPUT')).toContain('unexpected "À" at position 1');
  });

  it('handles the largest allowed input', async () => {
    // 200 characters of a valid expression
    const expr = largestInput(tool, 'mode', 'u+x,');
    expect(expr.length).toBe(200);
    expect(await runError(tool, { mode: expr }, 'INVALID_INPUT')).toContain('trailing comma at position 200');
    expect((await run(expr.slice(0, -1))).octal).toBe('744');
  });

  it('reads octal modes with 1 to 4 digits', async () => {
    expect(await run('0644')).toMatchObject({ octal: '644', octalFull: '0644', symbolic: 'rw-r--r--', input: 'octal', command: 'chmod 644 <file>' });
    expect(await run('4755')).toMatchObject({ octal: '4755', symbolic: 'rwsr-xr-x', special: { setuid: true, setgid: false, sticky: false } });
    expect(await run('2644')).toMatchObject({ symbolic: 'rw-r-Sr--', symbolicCommand: 'chmod u=rw,g=rs,o=r <file>' });
    expect(await run('1777')).toMatchObject({ symbolic: 'rwxrwxrwt' });
    expect(await run('1776')).toMatchObject({ symbolic: 'rwxrwxrwT' });
    expect(await run('7')).toMatchObject({ octal: '007', symbolic: '------rwx' });
    expect(await run('00755')).toMatchObject({ octal: '755' });
  });

  it('reads symbolic modes with or without the type character', async () => {
    expect(await run('-rw-r--r--')).toMatchObject({ octal: '644', input: 'symbolic' });
    expect(await run('drwxrwsr-x')).toMatchObject({ octal: '2775' });
    expect(await run('rwSr--r--')).toMatchObject({ octal: '4644' });
    expect(await run('---------')).toMatchObject({ octal: '000', explanation: 'Owner has no permissions; group has no permissions; others have no permissions.' });
  });

  it('applies chmod expressions to the starting mode', async () => {
    expect(await run('u+x,go-w', { startMode: '666' })).toMatchObject({ octal: '744', input: 'expression' });
    expect(await run('a=r,u+w')).toMatchObject({ octal: '644' });
    expect(await run('g=u', { startMode: '750' })).toMatchObject({ octal: '770' });
    expect(await run('o=', { startMode: '777' })).toMatchObject({ octal: '770' });
    expect(await run('+x')).toMatchObject({ octal: '755' });
    expect(await run('u+s,g+s')).toMatchObject({ octal: '6644', symbolic: 'rwSr-Sr--' });
    expect(await run('+t', { startMode: '777' })).toMatchObject({ octal: '1777' });
    expect(await run('a+X', { startMode: '644' })).toMatchObject({ octal: '644' });
    expect(await run('a+X', { startMode: '644', directory: true })).toMatchObject({ octal: '755' });
    expect(await run('a+X', { startMode: '744' })).toMatchObject({ octal: '755' });
    expect(await run('u=rwx,g=rx,o=', { startMode: 'rw-rw-rw-' })).toMatchObject({ octal: '750' });
  });

  it('explains files and directories', async () => {
    expect((await run('1777', { directory: true })).explanation).toBe(
      'Owner can list entries, create, delete and rename entries and enter it; group can list entries, create, delete and rename entries and enter it; others can list entries, create, delete and rename entries and enter it. Sticky: only an entry\'s owner (or the directory owner or root) may delete or rename it.',
    );
    expect((await run('4754')).explanation).toBe("Owner can read, write and execute; group can read and execute; others can read. Setuid: it runs with the owner's privileges.");
  });

  it('rejects bad modes naming the character', async () => {
    expect(await runError(tool, { mode: '758' }, 'INVALID_INPUT')).toContain('"8" at position 3 is not an octal digit');
    expect(await runError(tool, { mode: '17555' }, 'INVALID_INPUT')).toContain('too many digits');
    expect(await runError(tool, { mode: 'rwxr-xr-q' }, 'INVALID_INPUT')).toContain('"q" at position 9');
    expect(await runError(tool, { mode: 'rwxrwxrwt'.replace('t', 'x').replace(/^r/, 'w') }, 'INVALID_INPUT')).toContain('"w" at position 1 (owner read)');
    expect(await runError(tool, { mode: 'u+q' }, 'INVALID_INPUT')).toContain('unexpected "q" at position 3');
    expect(await runError(tool, { mode: 'u+x,,g-w' }, 'INVALID_INPUT')).toContain('empty clause at position 5');
    expect(await runError(tool, { mode: 'rwxr' }, 'INVALID_INPUT')).toContain('has 4 characters');
    expect(await runError(tool, { mode: 'u+x', startMode: '9' }, 'INVALID_INPUT')).toContain('Starting mode "9"');
  });

  it('agrees with the real chmod and ls', async () => {
    const file = join(dir, 'f');
    writeFileSync(file, '');
    const exprs = ['u+x,go-w', 'a=r,u+w', 'g=u', 'o=', 'a+X', 'u=rwx,g=rx,o=r', 'go-rwx', 'u-w,o+w', 'a-x,u+x', 'g+w,o=g'];
    for (const [i, expr] of exprs.entries()) {
      const start = [0o644, 0o755, 0o600, 0o777, 0o640][i % 5]!;
      chmodSync(file, start);
      execFileSync('chmod', [expr, file]);
      const actual = statSync(file).mode & 0o7777;
      const out = await run(expr, { startMode: start.toString(8) });
      expect(out.octal, expr).toBe(actual.toString(8).padStart(3, '0'));
      const ls = execFileSync('ls', ['-l', file], { encoding: 'utf8' }).slice(1, 10);
      expect(out.symbolic).toBe(ls);
    }
    const sub = join(dir, 'd');
    mkdirSync(sub);
    chmodSync(sub, 0o1775);
    expect((await run('1775')).symbolic).toBe(execFileSync('ls', ['-ld', sub], { encoding: 'utf8' }).slice(1, 10));
  });
});
