import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { toc: string; document: string; headings: Array<{ level: number; text: string; anchor: string; line: number }> };
const toc = (markdown: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { markdown, ...extra });

describe('markdown-toc-generator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { markdown: '' }, 'MISSING_REQUIRED');
  });

  it('makes GitHub anchors (github-slugger rules) from formatted headings', async () => {
    const out = await toc('# A\n## Hello, *World*!\n## `code` and [link](x)\n## Über Größe\n## ' + UNICODE_SAMPLE + '\nSetext\n---\n');
    expect(out.headings.map((h) => h.anchor)).toEqual(['a', 'hello-world', 'code-and-link', 'über-größe', 'à中', 'setext']);
    expect(out.toc.split('\n')[0]).toBe('- [Hello, World!](#hello-world)');
  });

  it('nests by level, numbers, indents and filters levels', async () => {
    const doc = '# T\n## One\n### One.a\n#### deep\n## Two\n### Two.a\n';
    expect((await toc(doc, { style: '1.' })).toc).toBe('1. [One](#one)\n   1. [One.a](#onea)\n2. [Two](#two)\n   1. [Two.a](#twoa)');
    expect((await toc(doc, { minLevel: 2, maxLevel: 2, style: '*' })).toc).toBe('* [One](#one)\n* [Two](#two)');
    expect((await toc(doc, { skipTitle: false, maxLevel: 2, indent: 4 })).toc).toBe('- [T](#t)\n    - [One](#one)\n    - [Two](#two)');
  });

  it('inserts between markers', async () => {
    const out = await toc('# T\n<!-- toc -->\nold\n<!-- tocstop -->\n## A\n');
    expect(out.document).toBe('# T\n<!-- toc -->\n\n- [A](#a)\n\n<!-- tocstop -->\n## A\n');
  });

  it('rejects inverted levels', async () => {
    await runError(tool, { markdown: '# a', minLevel: 4, maxLevel: 2 }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const markdown = largestInput(tool, 'markdown', '## Section\n\ntext\n\n');
    const out = await toc(markdown);
    expect(out.headings).toHaveLength(55_555);
    expect(out.headings[55_554]!.anchor).toBe('section-55554');
  });
});
