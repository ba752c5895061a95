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
});
