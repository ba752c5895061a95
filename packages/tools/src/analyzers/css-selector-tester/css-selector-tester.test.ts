import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { count: number; matches: Array<{ tag: string; path: string; text: string; markup: string }>; texts: string[] };
const select = (selector: string, html: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { selector, html, ...extra });

const PAGE = `<main><article id="a1" class="post featured"><h2>One</h2><p>First</p><p>Second</p></article>
<article id="a2" class="post"><h2>Two</h2><p lang="EN">Third</p><ul><li>x</li><li class="on">y</li><li>z</li><li>w</li></ul></article>
<footer><a href="https://ex.com/doc.PDF">pdf</a><a href="mailto:${UNICODE_SAMPLE}@ex.com">mail</a><input type="checkbox" checked></footer></main>`;

describe('css-selector-tester', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { selector: '', html: '<p>' }, 'MISSING_REQUIRED');
  });

  it('matches what a browser querySelectorAll matches (differential: happy-dom)', async () => {
    const window = new Window();
    window.document.body.innerHTML = PAGE;
    const selectors = [
      'article.post > h2', 'article:not(.featured) p', 'h2 + p', 'li:nth-child(2n+1)', 'li:nth-last-child(2)', 'li:first-child, li:last-child',
      'a[href$=".pdf" i]', 'a[href^="mailto:"]', '#a2 li.on', 'article:has(ul)', 'input:checked', 'article > :is(h2, ul)', ':where(footer) a', 'li:not(:first-child):not(.on)',
    ];
    const mismatches: string[] = [];
    for (const selector of selectors) {
      const expected = [...window.document.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? '');
      const got = (await select(selector, PAGE)).texts;
      if (JSON.stringify(got) !== JSON.stringify(expected)) mismatches.push(`${selector}: ${JSON.stringify(got)} vs happy-dom ${JSON.stringify(expected)}`);
    }
    expect(mismatches).toEqual([]);
    await window.happyDOM.close();
  });

  it('gets right two cases happy-dom gets wrong (Selectors Level 4: ~ is every later sibling, i flag)', async () => {
    expect((await select('h2 ~ p', PAGE)).texts).toEqual(['First', 'Second', 'Third']);
    expect((await select('p[lang="en" i]', PAGE)).texts).toEqual(['Third']);
  });

  it('gives paths and clipped markup, counts beyond the limit', async () => {
    const out = await select('li', PAGE, { limit: 2 });
    expect(out.count).toBe(4);
    expect(out.matches.map((m) => m.path)).toEqual(['main:nth-of-type(1) > article:nth-of-type(2) > ul:nth-of-type(1) > li:nth-of-type(1)', 'main:nth-of-type(1) > article:nth-of-type(2) > ul:nth-of-type(1) > li:nth-of-type(2)']);
    expect((await select('a[href^=mailto]', PAGE)).matches[0]!.markup).toBe(`<a href="mailto:${UNICODE_SAMPLE}@ex.com">mail</a>`);
  });

  it('explains invalid selectors', async () => {
    expect(await runError(tool, { selector: 'div[', html: '<div>' }, 'INVALID_INPUT')).toMatch(/^Invalid selector "div\[": /);
    expect(await runError(tool, { selector: 'p:nope', html: '<p>' }, 'INVALID_INPUT')).toMatch(/nope/);
  });

  it('handles the largest allowed input', async () => {
    const html = largestInput(tool, 'html', '<p class="x">a</p>');
    const out = await select('p.x', html, { limit: 1000 });
    expect(out.count).toBe(55_555);
    expect(out.matches).toHaveLength(1000);
  });
});
