import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import xmlFormatImport from 'xml-formatter';

// CommonJS under NodeNext: the default import may be the module object
type XmlFormat = ((xml: string, options?: Record<string, unknown>) => string) & { minify(xml: string, options?: Record<string, unknown>): string };
const xmlFormat = ((xmlFormatImport as unknown as { default?: unknown }).default ?? xmlFormatImport) as unknown as XmlFormat;
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { formatted: string; lineCount: number };
const format = async (xml: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { xml, ...options })).formatted;
const minify = (xml: string, options: Record<string, unknown> = {}) => format(xml, { mode: 'minify', ...options });

/** A small deterministic PRNG so the generated corpus is the same on every run. */
function prng(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Random well-formed XML without whitespace between tags (the shape both formatters agree on). */
function randomXml(rand: (n: number) => number, depth = 0): string {
  const names = ['a', 'item', 'ns:x', 'b-c', 'd.e', 'é'];
  const name = names[rand(names.length)]!;
  let attrs = '';
  for (let k = rand(3); k > 0; k--) attrs += ` at${k}="${['1', 'x y', '&amp;', 'é', "it's"][rand(5)]}"`;
  const kind = depth > 3 ? rand(2) : rand(5);
  if (kind === 0) return `<${name}${attrs}/>`;
  if (kind === 1) return `<${name}${attrs}>${['text', 'a &lt; b', '<![CDATA[x < y]]>', 'x&#169;'][rand(4)]}</${name}>`;
  let children = '';
  for (let k = rand(4) + 1; k > 0; k--) children += rand(6) === 0 ? '<!-- note -->' : randomXml(rand, depth + 1);
  return `<${name}${attrs}>${children}</${name}>`;
}

/** A varied document of about `size` characters: whitespace of every kind, comments, CDATA, PIs, mixed and preserved content. */
function variedXml(rand: (n: number) => number, size: number): string {
  const pick = <T,>(a: readonly T[]) => a[rand(a.length)]!;
  const ws = () => pick(['', '', ' ', '\n', '\n  ', '\r\n', '\r', '\t', '  \n    ', ' \n']);
  const names = ['a', 'b', 'pre', 'ns:x', 'é', 'item', 's'];
  const element = (depth: number): string => {
    const name = pick(names);
    let attrs = '';
    for (let k = rand(3); k > 0; k--) {
      const q = pick(['"', "'"]);
      const v = pick(['1', 'x y', '&amp;', 'say "hi"', "it's", 'a\nb', 'a\r\nb', '>/']).replace(q === '"' ? /"/g : /'/g, q === '"' ? '&quot;' : '&apos;');
      attrs += `${pick([' ', '  ', '\n  ', '\t'])}at${k}${pick(['', ' '])}=${pick(['', ' '])}${q}${v}${q}`;
    }
    if (rand(10) === 0) attrs += ` xml:space="${pick(['preserve', 'default', 'other'])}"`;
    if (depth > 4 || rand(7) === 0) return `<${name}${attrs}${pick(['', ' ', '\n'])}/>`;
    let body = '';
    for (let k = rand(5); k > 0; k--) {
      const kind = rand(20);
      if (kind < 8) body += ws() + element(depth + 1);
      else if (kind < 12) body += pick(['text', ' spaced ', 'a &lt; b', 'line\nbreak', '\n  indented text\n', 'x&#169;', 'crlf\r\nline', ' ']);
      else if (kind < 14) body += '<!-- c -->';
      else if (kind < 16) body += pick(['<![CDATA[ x < y ]]>', '<![CDATA[\nmulti\n]]>']);
      else if (kind < 17) body += '<?pi data?>';
      else body += ws();
    }
    return `<${name}${attrs}>${body}${ws()}</${name}${pick(['', ' ', '\n'])}>`;
  };
  let body = '';
  while (body.length < size) body += ws() + element(1);
  return `<?xml version="1.0"?>\r\n<!-- top -->\n<root>${body}\n</root>\n<!-- end -->`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('xml-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { xml: '' }, 'MISSING_REQUIRED');
  });

  it('formats nested elements with 2 or 4 spaces or tabs', async () => {
    const xml = '<a><b><c>x</c></b><d/></a>';
    expect(await format(xml)).toBe('<a>\n  <b>\n    <c>x</c>\n  </b>\n  <d/>\n</a>');
    expect(await format(xml, { indent: '4' })).toBe('<a>\n    <b>\n        <c>x</c>\n    </b>\n    <d/>\n</a>');
    expect(await format(xml, { indent: 'tab' })).toBe('<a>\n\t<b>\n\t\t<c>x</c>\n\t</b>\n\t<d/>\n</a>');
    expect((await runOk<Out>(tool, { xml })).lineCount).toBe(6);
  });

  it('handles the unicode sample in names, attributes and text', async () => {
    const xml = `<données clé="${UNICODE_SAMPLE}"><élément>${UNICODE_SAMPLE}</élément></données>`;
    expect(await format(xml)).toBe(`<données clé="${UNICODE_SAMPLE}">\n  <élément>${UNICODE_SAMPLE}</élément>\n</données>`);
    expect(await runError(tool, { xml: `<a>${UNICODE_SAMPLE} & </a>` }, 'INVALID_INPUT')).toMatch(/^Invalid XML at line 1, column 8: /);
  });

  it('collapses text-only elements unless asked not to', async () => {
    const xml = '<a>\n  <b>\n    text\n  </b>\n  <c> spaced </c>\n</a>';
    expect(await format(xml)).toBe('<a>\n  <b>text</b>\n  <c> spaced </c>\n</a>');
    expect(await format(xml, { collapseContent: false })).toBe('<a>\n  <b>\n    text\n  </b>\n  <c>\n    spaced\n  </c>\n</a>');
  });

  it('keeps mixed content on one line exactly as written', async () => {
    const xml = '<doc><p>Hello <b>big</b> <i>world</i>!</p></doc>';
    expect(await format(xml)).toBe('<doc>\n  <p>Hello <b>big</b> <i>world</i>!</p>\n</doc>');
    // without collapsing, or when the text has line breaks, mixed content is indented like the rest
    expect(await format('<p>Hello\n<b>x</b></p>')).toBe('<p>\n  Hello\n  <b>x</b>\n</p>');
  });

  it('leaves xml:space="preserve" content and listed elements untouched', async () => {
    const xml = '<r><code xml:space="preserve">  a\n    <i> b </i>\n</code><pre>  x\n  y </pre><s><t> 1 </t>\n</s></r>';
    expect(await format(xml)).toBe('<r>\n  <code xml:space="preserve">  a\n    <i> b </i>\n</code>\n  <pre>  x\n  y </pre>\n  <s>\n    <t> 1 </t>\n  </s>\n</r>');
    expect(await format(xml, { preserveWhitespaceIn: 'pre, /r/s' })).toBe(
      '<r>\n  <code xml:space="preserve">  a\n    <i> b </i>\n</code>\n  <pre>  x\n  y </pre>\n  <s><t> 1 </t>\n</s>\n</r>',
    );
    // inside a preserved element everything stays verbatim, even a child with xml:space="default"
    expect(await format('<r xml:space="preserve"> <a xml:space="default"><b>x</b></a></r>')).toBe('<r xml:space="preserve"> <a xml:space="default"><b>x</b></a></r>');
  });

  it('keeps CDATA, entities, processing instructions and the DOCTYPE as written', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd" [\n  <!ENTITY me "a > b">\n]>\n<?xml-stylesheet href="s.xsl"?><html><script><![CDATA[ if (a < b && c) {} ]]></script><p>&me; &amp; &#169; &#x1F600;</p></html>';
    expect(await format(xml)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd" [\n  <!ENTITY me "a > b">\n]>\n<?xml-stylesheet href="s.xsl"?>\n<html>\n  <script><![CDATA[ if (a < b && c) {} ]]></script>\n  <p>&me; &amp; &#169; &#x1F600;</p>\n</html>',
    );
  });

  it('rewrites attributes with double quotes, escaping a double quote inside', async () => {
    expect(await format(`<a x='say "hi"' y = "it's" z='1'/>`)).toBe('<a x="say &quot;hi&quot;" y="it\'s" z="1"/>');
    expect(await format('<a\n   one="1"\n   two="2">t</a  >')).toBe('<a one="1" two="2">t</a>');
  });

  it('keeps or strips comments', async () => {
    const xml = '<!-- head --><a><!-- inner --><b>x<!-- mid -->y</b></a><!-- tail -->';
    expect(await format(xml)).toBe('<!-- head -->\n<a>\n  <!-- inner -->\n  <b>x<!-- mid -->y</b>\n</a>\n<!-- tail -->');
    expect(await format(xml, { keepComments: false })).toBe('<a>\n  <b>xy</b>\n</a>');
    expect(await minify(xml, { keepComments: false })).toBe('<a><b>xy</b></a>');
  });

  it('writes CRLF line endings when asked', async () => {
    expect(await format('<a>\n<b>1\n2</b></a>', { lineSeparator: 'crlf' })).toBe('<a>\r\n  <b>1\r\n2</b>\r\n</a>');
  });

  it('minifies without touching text or mixed content', async () => {
    const xml = '<?xml version="1.0"?>\n<a>\n  <b attr = "1" >  x y  </b>\n  <p>Hello <b>big</b> <i>world</i></p>\n  <c/>\n</a>\n';
    expect(await minify(xml)).toBe('<?xml version="1.0"?><a><b attr="1">  x y  </b><p>Hello <b>big</b> <i>world</i></p><c/></a>');
    // minifying the formatted output gives the same result
    expect(await minify(await format(xml))).toBe('<?xml version="1.0"?><a><b attr="1">  x y  </b><p>Hello <b>big</b> <i>world</i></p><c/></a>');
  });

  it('drops a byte order mark and empty-element whitespace', async () => {
    expect(await format('\uFEFF<a>   <b>  </b></a>')).toBe('<a>\n  <b></b>\n</a>');
  });

  it('reports malformed XML with line, column and the problem', async () => {
    const cases: Array<[string, string]> = [
      ["<a>\n  <b>\n</a>", "Invalid XML at line 3, column 1: </a> found where </b> was expected (<b> opened at line 2, column 3 is not closed before its parent ends)"],
      ["<a>", "Invalid XML at line 1, column 1: <a> is never closed (the document ends first)"],
      ["<a/><b/>", "Invalid XML at line 1, column 5: A second root element after </a>: an XML document has exactly one root element (wrap them in a common parent)"],
      ["<a>x</a>\ntrailing", "Invalid XML at line 2, column 1: Text \"trailing\" after the root element: only comments, processing instructions and whitespace may appear there"],
      ["<a b=\"1\" b=\"2\"/>", "Invalid XML at line 1, column 10: Attribute \"b\" appears twice in <a>"],
      ["<a b=1/>", "Invalid XML at line 1, column 6: The value of attribute \"b\" must be in quotes, found '1' (U+0031)"],
      ["<a b/>", "Invalid XML at line 1, column 4: Attribute \"b\" in <a> has no value: write b=\"…\" (XML has no attributes without values)"],
      ["<a b=\"1\"c=\"2\"/>", "Invalid XML at line 1, column 9: Whitespace required before attribute \"c\" in <a>"],
      ["<a>Tom & Jerry</a>", "Invalid XML at line 1, column 8: A bare '&': write it as &amp; (in XML '&' always starts an entity or character reference)"],
      ["<a>&#0;</a>", "Invalid XML at line 1, column 4: Character reference &#0; refers to U+0000, which XML does not allow"],
      ["<a x=\"<\"/>", "Invalid XML at line 1, column 7: '<' is not allowed in an attribute value (write &lt;)"],
      ["<a>1 < 2</a>", "Invalid XML at line 1, column 6: '<' must be followed directly by an element name; a literal '<' in text must be written &lt;"],
      ["<a><!-- x</a>", "Invalid XML at line 1, column 4: Comment <!-- … is not closed with -->"],
      ["<a><!-- x -- y --></a>", "Invalid XML at line 1, column 11: '--' is not allowed inside a comment (and a comment cannot end with '--->')"],
      ["<a><![CDATA[x</a>", "Invalid XML at line 1, column 4: CDATA section <![CDATA[ … is not closed with ]]>"],
      ["<a>]]></a>", "Invalid XML at line 1, column 4: ']]>' is not allowed in text (write ]]&gt;)"],
      [" <?xml version=\"1.0\"?><a/>", "Invalid XML at line 1, column 2: The XML declaration <?xml …?> is allowed only at the very start of the document (nothing, not even whitespace, may come before it)"],
      ["<a>\u0001</a>", "Invalid XML at line 1, column 4: U+0001 is not allowed in XML (control characters other than tab, LF and CR cannot appear, not even as &#…; references)"],
      ["<a></a></a>", "Invalid XML at line 1, column 8: End tag \"</a>\" without a matching start tag"],
      ["<!-- only a comment -->", "Invalid XML at line 1, column 24: The document has no root element"],
      ["<a><!DOCTYPE a></a>", "Invalid XML at line 1, column 4: Unexpected \"<!DOCTYPE \" inside an element: expected a comment <!--, a CDATA section <![CDATA[ or an element"],
      ["<!DOCTYPE a [ <!ENTITY x \"y\"> <a/>", "Invalid XML at line 1, column 31: A markup declaration (<!ENTITY, <!ELEMENT, <!ATTLIST, <!NOTATION), comment or ']' expected in the DTD, found '<' (U+003C)"],
      ["<a><b></a >", "Invalid XML at line 1, column 7: </a> found where </b> was expected (<b> opened at line 1, column 4 is not closed before its parent ends)"],
      ["<a x=\"1\"", "Invalid XML at line 1, column 1: Start tag <a is not closed with '>'"],
      ["<a>😀 <1/></a>", "Invalid XML at line 1, column 6: Element name expected after '<', found '1' (U+0031); a literal '<' in text must be written &lt;"],
    ];
    for (const [xml, message] of cases) expect(await runError(tool, { xml }, 'INVALID_INPUT'), xml).toBe(message);
  });

  it('agrees with fast-xml-parser XMLValidator on what is well-formed', async () => {
    const invalid = ['<a></b>', '<a>', '<a b="1" b="2"/>', '<a b=1/>', '<a>a & b</a>', '<1a/>', '<a>x</a>trailing', '<a><b></a></b>', 'text', '<a>&#xZZ;</a>'];
    for (const xml of invalid) {
      expect(XMLValidator.validate(xml), xml).not.toBe(true);
      await runError(tool, { xml }, 'INVALID_INPUT');
    }
    const rand = prng(7);
    for (let k = 0; k < 60; k++) {
      const xml = randomXml(rand);
      expect(XMLValidator.validate(xml), xml).toBe(true);
      await runOk(tool, { xml });
    }
  });

  it('matches the xml-formatter package on generated documents', async () => {
    const rand = prng(42);
    for (let k = 0; k < 150; k++) {
      const xml = randomXml(rand);
      for (const [indent, indentation] of [['2', '  '], ['tab', '\t']] as const) {
        for (const collapseContent of [true, false]) {
          const expected = xmlFormat(xml, { indentation, collapseContent, lineSeparator: '\n' });
          expect(await format(xml, { indent, collapseContent }), `${xml} ${indent} ${collapseContent}`).toBe(expected);
        }
      }
      expect(await minify(xml), xml).toBe(xmlFormat.minify(xml, { collapseContent: true }));
      expect(await format(xml, { keepComments: false }), xml).toBe(
        xmlFormat(xml, { indentation: '  ', collapseContent: true, lineSeparator: '\n', filter: (node: { type: string }) => node.type !== 'Comment' }),
      );
    }
  });

  it('never changes the document: fast-xml-parser reads the same tree before and after', async () => {
    const parser = new XMLParser({ ignoreAttributes: false, preserveOrder: true, commentPropName: '#comment', cdataPropName: '#cdata', trimValues: true, parseTagValue: false, parseAttributeValue: false });
    const rand = prng(99);
    for (let k = 0; k < 80; k++) {
      const xml = randomXml(rand);
      const before = parser.parse(xml);
      for (const options of [{}, { indent: '4', collapseContent: false }, { mode: 'minify' }])
        expect(parser.parse(await format(xml, options)), `${xml} ${JSON.stringify(options)}`).toEqual(before);
      // formatting is idempotent
      const once = await format(xml);
      expect(await format(once)).toBe(once);
    }
  });

  it('rejects nesting deeper than 1000 levels instead of overflowing the stack', async () => {
    const ok = '<a>'.repeat(1000) + '</a>'.repeat(1000);
    expect((await runOk<Out>(tool, { xml: ok, mode: 'minify' })).formatted).toBe(ok);
    const deep = '<a>'.repeat(1001) + '</a>'.repeat(1001);
    expect(await runError(tool, { xml: deep }, 'INVALID_INPUT')).toBe('Invalid XML at line 1, column 3001: elements are nested too deeply (over 1000 levels)');
  });

  it('formats the largest allowed input in linear time and rejects one character more', async () => {
    const unit = '<item id="1" name="x &amp; y"><v>text</v><!-- c --></item>';
    const body = largestInput(tool, 'xml', unit);
    const xml = `<r>${body.slice(0, -unit.length)}</r>`;
    expect(xml.length).toBeLessThanOrEqual(1_000_000);
    const count = body.length / unit.length - 1;
    const data = await runOk<Out>(tool, { xml });
    expect(data.lineCount).toBe(count * 4 + 2);
    expect(data.formatted.startsWith('<r>\n  <item id="1" name="x &amp; y">\n    <v>text</v>\n    <!-- c -->\n  </item>\n')).toBe(true);
    expect((await minify(xml)).length).toBe(xml.length);
    // one tag with many attributes is linear too
    const attributes = `<r ${Array.from({ length: 60_000 }, (_, k) => `a${k}="v"`).join(' ')}/>`;
    expect(await format(attributes)).toBe(attributes);
    await runError(tool, { xml: oversizedInput(tool, 'xml') }, 'CONSTRAINT_VIOLATION');
  });
  // The printer writes while it scans (issue 12: no tree); these pin what a layout decided
  // ahead of or after a child depends on.
  it('formats a large varied document exactly as the tree-based printer did, in every mode', async () => {
    // fixed seed, not testRandom(): the hashes are the output of the printer this one replaced
    // (commit ed0f101), so the input must not change with CTP_TEST_SEED
    const xml = variedXml(prng(2026), 400_000);
    expect(xml.length).toBe(400_097);
    const expected: Array<[Record<string, unknown>, number, string]> = [
      [{}, 26520, 'a68dababe157a818005d460435edf046a7cd30733b550efbb0b927a261d5f233'],
      [{ lineSeparator: 'crlf' }, 26520, '4990e1d792b42d275a55de6aed8b4d23c03f61fd4ab030bbf1da4737cb0c844d'],
      [{ collapseContent: false, indent: 'tab' }, 28778, '750d85becb336832162efd151f4911dfcee899765b01556fbfd41cac8c4c37be'],
      [{ keepComments: false, preserveWhitespaceIn: 'pre, /root/b' }, 22806, 'b2e5913399e5a2ba2d161fcbb55472093ebe43964c6c16e5e8e114f8cf74a1da'],
      [{ mode: 'minify' }, 9086, 'ad36fc5799d364d90710812e6384d244147e83e7e59b3f84422f20bda338ed42'],
      [{ mode: 'minify', keepComments: false }, 9086, 'cee774b96be7149daa79f2a7487d614cda94eeb8d22f661193826d1117ba1eec'],
    ];
    for (const [options, lineCount, hash] of expected) {
      const data = await runOk<Out>(tool, { xml, ...options });
      expect(data.lineCount, JSON.stringify(options)).toBe(lineCount);
      expect(sha256(data.formatted), JSON.stringify(options)).toBe(hash);
    }
  }, 60_000);

  it('lays out CDATA, comments and processing instructions by what the element holds', async () => {
    // text and CDATA only: one line, indentation-like whitespace at the edges goes, the rest stays
    expect(await format('<a>\n  <![CDATA[x]]>\n  <![CDATA[y]]>\n</a>')).toBe('<a><![CDATA[x]]>\n  <![CDATA[y]]></a>');
    expect(await format('<a>\n  <?pi x?>\n  text\n</a>')).toBe('<a>\n  <?pi x?>\n  text\n</a>');
    expect(await format('<a> x <!-- c --> y </a>')).toBe('<a> x <!-- c --> y </a>');
    // a stripped comment leaves two texts, written as they are; an element left with only whitespace is empty
    expect(await format('<a> x <!-- c --> y </a>', { keepComments: false })).toBe('<a> x  y </a>');
    expect(await format('<a>\n <!-- c -->\n</a>', { keepComments: false })).toBe('<a></a>');
  });

  it('decides mixed content from text that comes after the child elements', async () => {
    expect(await format('<a><b/> tail</a>')).toBe('<a><b/> tail</a>');
    expect(await minify('<a><b/> tail</a>')).toBe('<a><b/> tail</a>');
    // minify keeps every text of an element that has text, even the whitespace before its children
    expect(await minify('<a>\n  <b>1</b>\n  <c/>\n  trailing text\n</a>')).toBe('<a>\n  <b>1</b>\n  <c/>\n  trailing text\n</a>');
    expect(await minify('<a>\n  <b>1</b>\n  <c/>\n</a>')).toBe('<a><b>1</b><c/></a>');
  });

  it('reads attribute values holding > / and the other quote, and converts their line breaks', async () => {
    expect(await format(`<a x='a"b' y="c'd" z = '>' w="/"/>`)).toBe('<a x="a&quot;b" y="c\'d" z=">" w="/"/>');
    expect(await format('<a x="1\n2"\r\n  y="3"><b/></a>', { lineSeparator: 'crlf' })).toBe('<a x="1\r\n2" y="3">\r\n  <b/>\r\n</a>');
    expect(await format('<a>\r\n  <b>x\ry</b>\r\n</a>')).toBe('<a>\n  <b>x\ny</b>\n</a>');
  });

  it('indents 1000 levels and keeps mixed content on one line at the deepest', async () => {
    const xml = `${'<a>'.repeat(998)}<p>x <b>y</b></p>${'</a>'.repeat(998)}`;
    const lines = (await format(xml)).split('\n');
    expect(lines).toHaveLength(2 * 998 + 1);
    expect(lines[0]).toBe('<a>');
    expect(lines[998]).toBe(`${'  '.repeat(998)}<p>x <b>y</b></p>`);
    expect(lines[999]).toBe(`${'  '.repeat(997)}</a>`);
    expect(lines.at(-1)).toBe('</a>');
    // the depth error counts lines and columns as the reader does (a byte order mark is not a column)
    expect(await runError(tool, { xml: `\uFEFF${'<a>\n'.repeat(1001)}${'</a>'.repeat(1001)}` }, 'INVALID_INPUT')).toBe(
      'Invalid XML at line 1001, column 1: elements are nested too deeply (over 1000 levels)',
    );
  });

  it('keeps a very long text whole, collapsed or on its own line', async () => {
    const text = 'lorem ipsum &amp; dolor '.repeat(20_000).trim();
    expect(await format(`<r>\n  <t>\n    ${text}\n  </t>\n</r>`)).toBe(`<r>\n  <t>${text}</t>\n</r>`);
    expect(await format(`<r><t>${text}</t></r>`, { collapseContent: false })).toBe(`<r>\n  <t>\n    ${text}\n  </t>\n</r>`);
    const data = await runOk<Out>(tool, { xml: `<r><t>${text}\n${text}</t></r>`, lineSeparator: 'crlf' });
    expect(data.formatted).toBe(`<r>\n  <t>${text}\n${text}</t>\n</r>`.replace(/\n/g, '\r\n'));
    expect(data.lineCount).toBe(4);
  });

  it('returns an already minified document unchanged when minifying', async () => {
    const xml = variedXml(prng(5), 50_000);
    const once = await minify(xml);
    expect(await minify(once)).toBe(once);
  });
});
