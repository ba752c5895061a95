import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  files: number;
  directories: number;
}

const tree = (input: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { input, mode: 'toTree', ...options });
const paths = (input: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { input, mode: 'toPaths', ...options });

const PATHS = 'src/index.ts\nsrc/lib/util.ts\nsrc/lib/b.ts\nREADME.md\ndocs/\npackage.json\nsrc/file10.ts\nsrc/file2.ts';

describe('file-tree-generator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('draws a Unicode tree, directories first, names in natural order', async () => {
    expect(await tree(PATHS)).toEqual({
      result: [
        '.',
        '├── docs/',
        '├── src/',
        '│   ├── lib/',
        '│   │   ├── b.ts',
        '│   │   └── util.ts',
        '│   ├── file2.ts',
        '│   ├── file10.ts',
        '│   └── index.ts',
        '├── package.json',
        '└── README.md',
      ].join('\n'),
      files: 7,
      directories: 3,
    });
  });

  it('draws ASCII, in input order, without slashes or root', async () => {
    const out = await tree('b/x\na\nb/c/', { style: 'ascii', sort: 'input', dirsFirst: false, trailingSlash: false, showRoot: false });
    expect(out.result).toBe('|-- b\n|   |-- x\n|   `-- c\n`-- a');
    expect((await tree('x/y', { rootLabel: 'my-app/' })).result).toBe('my-app/\n└── x/\n    └── y');
  });

  it('normalises ./, leading /, backslashes, blank lines and duplicates', async () => {
    const out = await tree('./a/b.txt\n\n/a//c.txt\na\\d.txt\na/b.txt\n');
    expect(out.result).toBe('.\n└── a/\n    ├── b.txt\n    ├── c.txt\n    └── d.txt');
    expect(out.files).toBe(3);
  });

  it('warns when a file is also used as a directory', async () => {
    const result = await runTool(tool, { input: 'a\na/b' });
    expect(result.data.result).toBe('.\n└── a/\n    └── b');
    expect(result.metadata?.warnings).toEqual(['"a" is listed as a file and used as a directory; shown as a directory.']);
  });

  it('reads an empty directory without a slash as a file (the tree cannot tell)', async () => {
    const drawn = (await tree('docs/\na/b', { trailingSlash: false })).result;
    expect((await paths(drawn)).result).toBe('a/\na/b\ndocs');
  });

  it('reads tree output back into paths (round trip)', async () => {
    const drawn = (await tree(PATHS)).result;
    const back = await paths(drawn);
    expect(back.result.split('\n').sort()).toEqual(
      ['docs/', 'src/', 'src/lib/', 'src/lib/b.ts', 'src/lib/util.ts', 'src/file2.ts', 'src/file10.ts', 'src/index.ts', 'package.json', 'README.md'].sort(),
    );
    expect(back).toMatchObject({ files: 7, directories: 3 });
    const ascii = (await tree(PATHS, { style: 'ascii' })).result;
    expect((await paths(ascii, { listDirectories: false })).result.split('\n').sort()).toEqual(PATHS.split('\n').filter((p) => !p.endsWith('/')).sort());
  });

  it('reads real tree command output with non-breaking spaces, comments and the summary', async () => {
    const input = ['my-app', '├── src', '│\u00a0\u00a0 ├── main.rs   # entry point', '│\u00a0\u00a0 └── lib.rs // library', '└── Cargo.toml', '', '1 directory, 3 files'].join('\n');
    expect(await paths(input)).toEqual({ result: 'src/\nsrc/main.rs\nsrc/lib.rs\nCargo.toml', files: 3, directories: 1 });
    expect((await paths(input, { includeRoot: true })).result).toBe('my-app/src/\nmy-app/src/main.rs\nmy-app/src/lib.rs\nmy-app/Cargo.toml');
    expect((await paths('a.ts  # keep', { stripComments: false })).result).toBe('a.ts  # keep');
  });

  it('reads an indented list of any width', async () => {
    expect((await paths('src/\n  app/\n    main.ts\n  util.ts\nREADME.md')).result).toBe('src/\nsrc/app/\nsrc/app/main.ts\nsrc/util.ts\nREADME.md');
    expect((await paths('root\n├─ a\n│  └─ b.txt\n└─ c.txt')).result).toBe('a/\na/b.txt\nc.txt');
  });

  it('handles unicode names', async () => {
    const out = await tree(`${UNICODE_SAMPLE}/文件.txt\nÉcole/`);
    expect(out.result).toBe(`.\n├── ${UNICODE_SAMPLE}/\n│   └── 文件.txt\n└── École/`);
    expect((await paths(out.result)).result).toBe(`${UNICODE_SAMPLE}/\n${UNICODE_SAMPLE}/文件.txt\nÉcole/`);
  });

  it('rejects .. and overly deep paths', async () => {
    expect(await runError(tool, { input: 'a/b\n../etc/passwd' }, 'INVALID_INPUT')).toBe('Line 2: "../etc/passwd" goes up with "..": give paths relative to one root.');
    expect(await runError(tool, { input: 'a/'.repeat(101) }, 'INVALID_INPUT')).toBe('Line 1 is 101 levels deep; at most 100 are supported.');
  });

  it('handles the largest allowed input', async () => {
    const input = largestInput(tool, 'input', 'dir/file.txt\n').replace(/dir\/file\.txt\n/g, (_, offset: number) => `d${offset % 97}/f${offset}.txt\n`);
    const out = await tree(input.slice(0, 500_000).replace(/\n[^\n]*$/, ''));
    expect(out.directories).toBe(97);
    expect(out.files).toBeGreaterThan(25_000);
    const back = await paths(out.result.slice(0, 500_000).replace(/\n[^\n]*$/, ''));
    expect(back.directories).toBeGreaterThan(10);
    expect(await runError(tool, { input: Array.from({ length: 300 }, (_, i) => `${i}/${'x/'.repeat(98)}f`).join('\n') }, 'INVALID_INPUT')).toMatch(/would exceed 5,000,000 characters/);
  });
});
