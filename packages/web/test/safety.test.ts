import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

describe('browser code hygiene (spec §11.2)', () => {
  it('never parses strings as HTML or code', () => {
    const banned = /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write|\beval\s*\(|new\s+Function\s*\(|setTimeout\(\s*['"`]|createContextualFragment/;
    const offenders = files(join(src, 'client')).filter((f) => banned.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('never posts a message to "*"', () => {
    const offenders = files(src).filter((f) => /postMessage\([^)]*['"]\*['"]/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
