import { describe, expect, it } from 'vitest';
import Mustache from 'mustache';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { rendered: string; variables: string[]; missing: string[]; missingPartials: string[] };
const render = (template: string, data: unknown = {}, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { template, data, ...extra });

describe('template-renderer', () => {
  itReproducesItsExample(tool);

  it('treats an empty template as missing', async () => {
    await runError(tool, { template: '' }, 'MISSING_REQUIRED');
  });

  it('handles unicode in templates, data and delimiters', async () => {
    expect(await render(`${UNICODE_SAMPLE} {{x}}`, { x: UNICODE_SAMPLE })).toEqual({ rendered: `${UNICODE_SAMPLE} ${UNICODE_SAMPLE}`, variables: ['x'], missing: [], missingPartials: [] });
    expect((await render('«😀 名 😀»', { 名: 'ok' }, { delimiters: '«😀 😀»' })).rendered).toBe('ok');
  });

  it('renders like mustache.js itself (escaping on: the reference defaults)', async () => {
    const partials = { item: '<li>{{name}}</li>\n', list: '<ul>\n  {{>item}}\n</ul>\n', tree: '{{name}}{{#kids}}[{{>tree}}]{{/kids}}' };
    const data = {
      name: 'Tom & "Jerry" <b>', n: 0, f: false, e: [], s: 'str', num: 3.5, nested: { a: { b: 'deep' } },
      people: [{ name: 'A', tags: ['x', 'y'] }, { name: 'B', tags: [] }], kids: [{ name: 'k1', kids: [{ name: 'k2', kids: [] }] }], quote: "it's = `ok`/",
    };
    const templates = [
      'Hi {{name}} {{{name}}} {{&name}} {{quote}}',
      '{{#people}}{{name}}:{{#tags}}{{.}},{{/tags}}{{^tags}}none{{/tags}};{{/people}}',
      '{{#nested}}{{a.b}} {{#a}}{{b}} {{name}}{{/a}}{{/nested}} {{nested.a.b}} {{nested.x.b}}',
      '{{n}}|{{f}}|{{#n}}zero{{/n}}{{^n}}not{{/n}}|{{#e}}e{{/e}}{{^e}}empty{{/e}}|{{#s}}{{.}}!{{/s}}|{{num}}',
      'Lines:\n  {{#people}}\n  - {{name}}\n  {{/people}}\nEnd {{! a comment }}\n',
      '{{=<% %>=}}<% name %> {{name}} <%={{ }}=%>{{num}}',
      '  {{>list}}\n{{>tree}}',
      '{{missing}}{{#missing}}x{{/missing}}{{^missing}}y{{/missing}}',
    ];
    for (const template of templates) {
      const expected = Mustache.render(template, data, partials);
      expect((await render(template, data, { partials, htmlEscape: true })).rendered, template).toBe(expected);
      const raw = Mustache.render(template, data, partials, { escape: (v: unknown) => String(v) });
      expect((await render(template, data, { partials })).rendered, template).toBe(raw);
    }
  });

  it('escapes values only when asked, as mustache does', async () => {
    const data = { v: `& < > " ' / \` =` };
    expect((await render('{{v}}', data)).rendered).toBe(`& < > " ' / \` =`);
    expect((await render('{{v}}|{{{v}}}', data, { htmlEscape: true })).rendered).toBe('&amp; &lt; &gt; &quot; &#39; &#x2F; &#x60; &#x3D;|' + data.v);
  });

  it('lists variables, including those in partials, and the missing ones', async () => {
    const out = await render('{{#user}}{{name}} {{age}}{{/user}}{{>sig}}{{>nope}}', { user: { name: 'Ada' }, team: 'X' }, { partials: { sig: ' -- {{team}} {{city}}' } });
    expect(out).toEqual({ rendered: 'Ada  -- X ', variables: ['user', 'name', 'age', 'team', 'city'], missing: ['age', 'city'], missingPartials: ['nope'] });
  });

  it('fails in strict mode on missing variables and partials', async () => {
    expect(await runError(tool, { template: '{{a}} {{b.c}} {{>p}}', data: { a: 1, b: {} }, strict: true }, 'INVALID_INPUT')).toBe(
      'Strict mode: missing from the data: b.c; partials not given: p.',
    );
    expect((await render('{{a}}', { a: null }, { strict: true })).rendered).toBe('');
  });

  it('never reaches inherited properties (no Function constructor)', async () => {
    const out = await render('[{{constructor}}][{{toString}}][{{#constructor.constructor}}return 1{{/constructor.constructor}}][{{__proto__}}][{{s.constructor}}]', { s: 'x' });
    expect(out.rendered).toBe('[][][][][]');
    expect(out.missing).toEqual(['constructor', 'toString', 'constructor.constructor', '__proto__', 's.constructor']);
    expect((await render('{{s.length}} {{list.length}} {{list.1}}', { s: 'abc', list: ['p', 'q'] })).rendered).toBe('3 2 q');
  });

  it('reports syntax errors with line and column', async () => {
    expect(await runError(tool, { template: 'Hi\n  {{name' }, 'INVALID_INPUT')).toBe('Invalid template at line 2, column 3: unclosed tag');
    expect(await runError(tool, { template: '{{#a}}\n{{#b}}x{{/a}}' }, 'INVALID_INPUT')).toBe('Invalid template at line 2, column 8: unclosed section "b"');
    expect(await runError(tool, { template: 'x {{/a}}' }, 'INVALID_INPUT')).toBe('Invalid template at line 1, column 3: unopened section "a"');
    expect(await runError(tool, { template: '{{#a}}' }, 'INVALID_INPUT')).toBe('Invalid template at line 1, column 7: unclosed section "a"');
    expect(await runError(tool, { template: '{{>p}}', partials: { p: 'ok {{x' } }, 'INVALID_INPUT')).toBe('Invalid template (partial "p") at line 1, column 4: unclosed tag');
    expect(await runError(tool, { template: '{{a}} {{b {{c', delimiters: '{{ }}' }, 'INVALID_INPUT')).toBe('Invalid template at line 1, column 7: unclosed tag');
    expect(await runError(tool, { template: '<%a%> <%b', delimiters: '<% %>' }, 'INVALID_INPUT')).toBe('Invalid template at line 1, column 7: unclosed tag');
    expect(await runError(tool, { template: '{{x}}', delimiters: '<%' }, 'INVALID_INPUT')).toMatch(/^Delimiters must be two tags/);
    expect(await runError(tool, { template: '{{x}}', partials: ['a'] }, 'INVALID_INPUT')).toMatch(/^Partials must be a JSON object/);
    expect(await runError(tool, { template: '{{x}}', partials: { p: 1 } }, 'INVALID_INPUT')).toBe('Partial "p" must be a template string, not number.');
    expect(await runError(tool, { template: '{{x}}', data: '{bad' }, 'INVALID_INPUT')).toMatch(/^Parameter "data" \(Data \(JSON\)\) is not valid JSON/);
  });

  it('stops endless partial recursion and runaway loops', async () => {
    // mustache.js looks a name up the whole context stack: a leaf without "kids" finds its parent's again
    expect(await runError(tool, { template: '{{>t}}', data: { kids: [{ n: 1 }] }, partials: { t: '{{#kids}}[{{>t}}]{{/kids}}' } }, 'INVALID_INPUT')).toMatch(/nest more than 200/);
    expect(await runError(tool, { template: '{{>a}}', partials: { a: 'x{{>a}}' } }, 'INVALID_INPUT')).toMatch(/^Template refused: sections and partials nest more than 200 levels/);
    expect(await runError(tool, { template: '{{>a}}', data: { x: true }, partials: { a: '{{#x}}{{>a}}{{/x}}' } }, 'INVALID_INPUT')).toMatch(/nest more than 200/);
    const list = Array.from({ length: 200 }, (_, i) => i);
    expect(await runError(tool, { template: '{{#l}}{{#l}}{{#l}}{{.}}{{/l}}{{/l}}{{/l}}', data: { l: list } }, 'INVALID_INPUT')).toBe(
      'Template refused: rendering needs more than 1,000,000 section iterations.',
    );
    const big = 'x'.repeat(100_000);
    expect(await runError(tool, { template: '{{#l}}{{big}}{{/l}}', data: { l: list, big } }, 'INVALID_INPUT')).toBe('Template refused: the output would exceed 20,000,000 characters.');
  });

  it('renders the largest allowed template', async () => {
    const template = largestInput(tool, 'template', '{{a}}-');
    const out = await render(template, { a: 'b' });
    expect(out.rendered).toBe('b-'.repeat(100_000 / 6));
    expect(out.variables).toEqual(['a']);
  });
});
