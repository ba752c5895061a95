import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  json: string;
  value: Record<string, unknown>;
}
const convert = (xml: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { xml, ...options });
const valueOf = async (xml: string, options: Record<string, unknown> = {}) => (await convert(xml, options)).value;

describe('xml-to-json', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { xml: '' }, 'MISSING_REQUIRED');
  });

  it('keeps unicode names, attributes and text', async () => {
    const data = await convert(`<中 属性="${UNICODE_SAMPLE}">${UNICODE_SAMPLE}</中>`);
    expect(data.value).toEqual({ 中: { '@_属性': UNICODE_SAMPLE, '#text': UNICODE_SAMPLE } });
    expect(data.json).toBe(`{\n  "中": {\n    "@_属性": "${UNICODE_SAMPLE}",\n    "#text": "${UNICODE_SAMPLE}"\n  }\n}`);
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '<item id="1">x</item>';
    const body = largestInput(tool, 'xml', unit).slice(0, -2 * unit.length);
    const xml = `<r>${body}</r>`;
    expect(xml.length).toBeLessThanOrEqual(1_000_000);
    const data = await convert(xml);
    const items = (data.value.r as { item: unknown[] }).item;
    expect(items).toHaveLength(body.length / unit.length);
    expect(items[0]).toEqual({ '@_id': '1', '#text': 'x' });
    await runError(tool, { xml: oversizedInput(tool, 'xml') }, 'CONSTRAINT_VIOLATION');
  });

  it('reports malformed XML with line and column (the shared XML reader\'s verdict)', async () => {
    expect(await runError(tool, { xml: '<a>\n  <b>\n</a>' }, 'INVALID_INPUT')).toBe(
      'Invalid XML at line 3, column 1: </a> found where </b> was expected (<b> opened at line 2, column 3 is not closed before its parent ends)',
    );
    expect(await runError(tool, { xml: '<a x="1" x="2"/>' }, 'INVALID_INPUT')).toBe('Invalid XML at line 1, column 10: Attribute "x" appears twice in <a>');
    expect(await runError(tool, { xml: '<a>' }, 'INVALID_INPUT')).toBe('Invalid XML at line 1, column 1: <a> is never closed (the document ends first)');
    expect(await runError(tool, { xml: 'just text' }, 'INVALID_INPUT')).toMatch(/^Invalid XML at line 1, column 1: Text "just text" before the root element/);
    expect(await runError(tool, { xml: '   ' }, 'INVALID_INPUT')).toBe('Invalid XML at line 1, column 4: The document has no root element');
    expect(await runError(tool, { xml: '<a>&b</a>' }, 'INVALID_INPUT')).toMatch(/^Invalid XML at line 1, column 4: Entity reference &b is not closed with ';'/);
  });

  it('refuses a second root element with its position', async () => {
    expect(await runError(tool, { xml: '<a/>\n<b/>' }, 'INVALID_INPUT')).toBe(
      'Invalid XML at line 2, column 1: A second root element after </a>: an XML document has exactly one root element (wrap them in a common parent)',
    );
  });

  it('shortens huge names in error messages', async () => {
    const message = await runError(tool, { xml: '<'.repeat(100_000) }, 'INVALID_INPUT');
    expect(message.length).toBeLessThan(200);
    expect(message).toMatch(/^Invalid XML at line 1, column 1: Element name expected after '<', found '<'/);
  });

  describe('security', () => {
    it('refuses external entities (XXE) and never resolves them', async () => {
      const xxe = '<?xml version="1.0"?>\n<!DOCTYPE foo [\n  <!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n<foo>&xxe;</foo>';
      expect(await runError(tool, { xml: xxe }, 'INVALID_INPUT')).toBe(
        'XML refused at line 3, column 3: external entities (<!ENTITY name SYSTEM "…">) are not supported; this tool never reads files or URLs (XXE protection)',
      );
      const publicId = '<!DOCTYPE a [<!ENTITY x PUBLIC "-//x" "http://example.com/x">]><a>&x;</a>';
      expect(await runError(tool, { xml: publicId }, 'INVALID_INPUT')).toMatch(/^XML refused at line 1, column 14: external entities \(<!ENTITY name PUBLIC/);
      const parameter = '<!DOCTYPE a [<!ENTITY % p SYSTEM "http://example.com/p.dtd"> %p;]><a/>';
      expect(await runError(tool, { xml: parameter }, 'INVALID_INPUT')).toMatch(/^XML refused at line 1, column 14: parameter entities/);
    });

    it('ignores an external DTD reference (never fetched)', async () => {
      expect(await valueOf('<!DOCTYPE a SYSTEM "http://example.com/a.dtd"><a>x</a>')).toEqual({ a: 'x' });
    });

    it('does not expand nested entities (billion laughs)', async () => {
      const lol =
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
        '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><lolz>&lol3;&lol;</lolz>';
      const result = await runTool(tool, { xml: lol });
      expect(result.success && result.data).toEqual({ json: '{\n  "lolz": "&lol3;lol"\n}', value: { lolz: '&lol3;lol' } });
      expect(result.metadata?.warnings).toEqual([
        '&lol3; at line 1, column 209 was left as written: it is not defined in the DOCTYPE (or its definition refers to other entities, which are not expanded as a protection against entity-expansion attacks)',
      ]);
    });

    it('bounds the expansion of internal entities (quadratic blow-up)', async () => {
      const big = 'x'.repeat(9000);
      const quadratic = `<!DOCTYPE q [<!ENTITY a "${big}">]><q>${'&a;'.repeat(120)}</q>`;
      expect(await runError(tool, { xml: quadratic }, 'INVALID_INPUT')).toMatch(/^XML refused: expanding the DOCTYPE's entities would add more than 1,000,000 characters/);
      const inAttributes = `<!DOCTYPE q [<!ENTITY a "${big}">]><q>${'<e v="&a;"/>'.repeat(120)}</q>`;
      expect(await runError(tool, { xml: inAttributes }, 'INVALID_INPUT')).toMatch(/would add more than 1,000,000 characters/);
      // just under the bound is fine
      const fine = await valueOf(`<!DOCTYPE q [<!ENTITY a "${big}">]><q>${'&a;'.repeat(100)}</q>`);
      expect(fine.q).toBe(big.repeat(100));
    });

    it('bounds the DOCTYPE: entity count and size', async () => {
      const many = `<!DOCTYPE a [${Array.from({ length: 1001 }, (_, i) => `<!ENTITY e${i} "v">`).join('')}]><a/>`;
      expect(await runError(tool, { xml: many }, 'INVALID_INPUT')).toBe('XML refused at line 1, column 1: the DOCTYPE declares more than 1000 entities');
      const huge = `<!DOCTYPE a [<!ENTITY big "${'x'.repeat(10_001)}">]><a>&big;</a>`;
      expect(await runError(tool, { xml: huge }, 'INVALID_INPUT')).toBe('XML refused at line 1, column 14: entity "big" is 10001 characters long; at most 10000 are accepted');
    });

    it('refuses nesting deeper than 1000 elements instead of overflowing the stack', async () => {
      const ok = await valueOf('<a>'.repeat(1000) + 'x' + '</a>'.repeat(1000));
      let depth = 0;
      for (let v: unknown = ok; typeof v === 'object' && v !== null; v = (v as { a: unknown }).a) depth++;
      expect(depth).toBe(1000);
      expect(await runError(tool, { xml: '<a>'.repeat(5000) + '</a>'.repeat(5000) }, 'INVALID_INPUT')).toBe(
        'XML refused: elements are nested more than 1000 levels deep',
      );
    });

    it('refuses output that indentation would blow up, unless minified', async () => {
      const xml = '<a>'.repeat(999) + '<b/>'.repeat(20_000) + '</a>'.repeat(999);
      expect(await runError(tool, { xml }, 'INVALID_INPUT')).toBe(
        'XML cannot be converted: the JSON would exceed 20,000,000 characters (deeply nested elements are indented once per level; choose indent 0 for minified JSON)',
      );
      const minified = await convert(xml, { indent: '0' });
      expect(minified.json.endsWith(`{"b":[${Array(20_000).fill('""').join(',')}]}${'}'.repeat(999)}`)).toBe(true);
    });

    it('handles elements named like Object.prototype members without pollution', async () => {
      const data = await convert('<constructor><__proto__ prototype="1">x</__proto__><toString>y</toString><hasOwnProperty/></constructor>');
      expect(data.json).toBe('{\n  "constructor": {\n    "__proto__": {\n      "@_prototype": "1",\n      "#text": "x"\n    },\n    "toString": "y",\n    "hasOwnProperty": ""\n  }\n}');
      const inner = data.value.constructor as unknown as Record<string, unknown>;
      expect(Object.keys(inner)).toEqual(['__proto__', 'toString', 'hasOwnProperty']);
      expect(Object.getPrototypeOf(inner)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).prototype).toBeUndefined();
    });
  });

  describe('entities and character references', () => {
    it('decodes predefined entities, character references and internal DOCTYPE entities', async () => {
      const xml = '<!DOCTYPE a [<!ENTITY co "ACME &#38; Sons">\n<!ENTITY e "Éé">]><a t="&e;&#65;&#x42;">&e; &lt;&gt;&amp;&quot;&apos; &#x1F600; &#233;</a>';
      expect(await valueOf(xml)).toEqual({ a: { '@_t': 'ÉéAB', '#text': 'Éé <>&"\' 😀 é' } });
    });

    it('refuses undeclared entities when the DTD is known in full (WFC: Entity Declared)', async () => {
      expect(await runError(tool, { xml: '<a>&nbsp;x</a>' }, 'INVALID_INPUT')).toMatch(/^Invalid XML at line 1, column 4: Entity &nbsp; is not declared/);
    });

    it('leaves entities an external DTD may declare as written, with a warning', async () => {
      const xml = '<!DOCTYPE a SYSTEM "a.dtd">\n<a>&nbsp;x&copy;</a>';
      const result = await runTool(tool, { xml });
      expect(result.success && result.data).toEqual({ json: '{\n  "a": "&nbsp;x&copy;"\n}', value: { a: '&nbsp;x&copy;' } });
      expect(result.metadata?.warnings).toHaveLength(2);
      expect(result.metadata?.warnings?.[1]).toMatch(/^&copy; at line 2, column 11 was left as written/);
    });

    it('refuses character references to characters XML forbids', async () => {
      expect(await runError(tool, { xml: '<a>\n&#0;</a>' }, 'INVALID_INPUT')).toBe('Invalid XML at line 2, column 1: Character reference &#0; refers to U+0000, which XML does not allow');
      expect(await runError(tool, { xml: '<a>&#xD800;</a>' }, 'INVALID_INPUT')).toMatch(/refers to U\+D800, which XML does not allow$/);
      expect(await runError(tool, { xml: '<a>&#x110000;</a>' }, 'INVALID_INPUT')).toMatch(/refers to a number beyond U\+10FFFF/);
    });

    it('leaves entity-like text in CDATA and comments alone', async () => {
      expect(await valueOf('<a><![CDATA[&amp; <b>]]><!-- &lt; --></a>', { keepComments: true })).toEqual({ a: { '#text': '&amp; <b>', '#comment': ' &lt; ' } });
    });
  });

  describe('options', () => {
    const doc = '<a x="1"><b>1</b><b>two</b><c><![CDATA[<x>]]></c><!-- note --><d/></a>';

    it('writes attributes first with the @_ prefix, repeats as arrays, empty elements as ""', async () => {
      const data = await convert(doc);
      expect(data.json).toBe('{\n  "a": {\n    "@_x": "1",\n    "b": [\n      "1",\n      "two"\n    ],\n    "c": "<x>",\n    "d": ""\n  }\n}');
    });

    it('uses another attribute prefix', async () => {
      expect(await valueOf('<a id="1" b="2">t</a>', { attributePrefix: '@' })).toEqual({ a: { '@id': '1', '@b': '2', '#text': 't' } });
      expect(await valueOf('<a id="1"/>', { attributePrefix: '-' })).toEqual({ a: { '-id': '1' } });
    });

    it('groups attributes under one key', async () => {
      expect(await valueOf('<a id="1" b="2"><c k="v"/></a>', { attributes: 'group' })).toEqual({ a: { '@attributes': { id: '1', b: '2' }, c: { '@attributes': { k: 'v' } } } });
      expect(await valueOf('<a id="1"/>', { attributes: 'group', attributeGroupKey: '$' })).toEqual({ a: { $: { id: '1' } } });
    });

    it('drops attributes', async () => {
      expect(await valueOf('<a id="1"><b id="2">t</b></a>', { attributes: 'ignore' })).toEqual({ a: { b: 't' } });
    });

    it('uses another text key', async () => {
      expect(await valueOf('<a id="1">t</a>', { textKey: '_text' })).toEqual({ a: { '@_id': '1', _text: 't' } });
      expect(await valueOf('<a id="1">t</a>', { textKey: '$t' })).toEqual({ a: { '@_id': '1', $t: 't' } });
    });

    it('makes every element an array except the root', async () => {
      expect(await valueOf('<r><a>1</a><b><c/></b></r>', { arrays: 'always' })).toEqual({ r: { a: ['1'], b: [{ c: [''] }] } });
      expect(await valueOf('<r><a>1</a><a>2</a></r>', { arrays: 'always' })).toEqual({ r: { a: ['1', '2'] } });
    });

    it('collects non-adjacent repeats into one array', async () => {
      expect(await valueOf('<r><a>1</a><b/><a>2</a></r>')).toEqual({ r: { a: ['1', '2'], b: '' } });
    });

    it('converts numbers and booleans only when asked, never lossy ones', async () => {
      const xml = '<r n="42"><i>-12</i><f>1.5e3</f><t>true</t><F>false</F><z>007</z><h>0x1F</h><p>+1</p><big>12345678901234567890</big><T>True</T><e/></r>';
      expect(await valueOf(xml, { parseValues: true })).toEqual({
        r: { '@_n': 42, i: -12, f: 1500, t: true, F: false, z: '007', h: '0x1F', p: '+1', big: '12345678901234567890', T: 'True', e: '' },
      });
      expect(await valueOf(xml)).toEqual({
        r: { '@_n': '42', i: '-12', f: '1.5e3', t: 'true', F: 'false', z: '007', h: '0x1F', p: '+1', big: '12345678901234567890', T: 'True', e: '' },
      });
    });

    it('trims text by default and joins mixed content', async () => {
      expect(await valueOf('<p>\n  Hello <b>world</b> again,<i>x</i>.\n</p>')).toEqual({ p: { b: 'world', i: 'x', '#text': 'Hello again,.' } });
    });

    it('keeps text exactly when trimText is off, still dropping layout whitespace', async () => {
      expect(await valueOf('<a>\n  <b> x </b>\n  <c>\n</c>\n</a>', { trimText: false })).toEqual({ a: { b: ' x ', c: '\n' } });
      expect(await valueOf('<p>Hello <b>w</b> again</p>', { trimText: false })).toEqual({ p: { b: 'w', '#text': 'Hello  again' } });
    });

    it('keeps or strips namespace prefixes', async () => {
      const soap = '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><m:Price xmlns:m="urn:x" m:cur="EUR">9</m:Price></soap:Body></soap:Envelope>';
      expect(await valueOf(soap)).toEqual({
        'soap:Envelope': { '@_xmlns:soap': 'http://www.w3.org/2003/05/soap-envelope', 'soap:Body': { 'm:Price': { '@_xmlns:m': 'urn:x', '@_m:cur': 'EUR', '#text': '9' } } },
      });
      expect(await valueOf(soap, { stripNamespaces: true })).toEqual({ Envelope: { Body: { Price: { '@_cur': 'EUR', '#text': '9' } } } });
    });

    it('merges CDATA into the text or keeps it under #cdata', async () => {
      expect(await valueOf('<a>x<![CDATA[ <y> ]]>z</a>')).toEqual({ a: 'x <y> z' });
      expect(await valueOf('<a>x<![CDATA[ <y> ]]><![CDATA[]]]]><![CDATA[>]]></a>', { cdata: 'key' })).toEqual({ a: { '#text': 'x', '#cdata': ' <y> ]]>' } });
    });

    it('drops comments by default and keeps them on request', async () => {
      expect(await valueOf(doc)).not.toHaveProperty('a.#comment');
      expect(((await valueOf(doc, { keepComments: true })).a as Record<string, unknown>)['#comment']).toBe(' note ');
      expect(await valueOf('<!-- top --><a><!--1--><!--2--></a>', { keepComments: true })).toEqual({ '#comment': ' top ', a: { '#comment': ['1', '2'] } });
    });

    it('drops the XML declaration, processing instructions and the DOCTYPE', async () => {
      expect(await valueOf('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<?xml-stylesheet href="a.xsl"?><!DOCTYPE a><a>x\r\ny</a>')).toEqual({ a: 'x\ny' });
    });

    it('indents with 4 spaces or minifies', async () => {
      expect((await convert('<a><b>1</b></a>', { indent: '4' })).json).toBe('{\n    "a": {\n        "b": "1"\n    }\n}');
      expect((await convert('<a><b>1</b></a>', { indent: '0' })).json).toBe('{"a":{"b":"1"}}');
    });

    it('reports keys that collide instead of losing data', async () => {
      expect(await runError(tool, { xml: '<r>\n<a id="1"><_id>2</_id></a></r>', attributePrefix: '_' }, 'INVALID_INPUT')).toBe(
        'XML cannot be converted at line 2, column 11: in <a>, two things map to the key "_id" (attributes, child elements or text); choose another attribute prefix, group key or text key',
      );
      expect(await runError(tool, { xml: '<a x:id="1" y:id="2"/>', stripNamespaces: true }, 'INVALID_INPUT')).toMatch(/two things map to the key "@_id" .*, or keep namespace prefixes$/);
      expect(await runError(tool, { xml: '<a v="1">t<value/></a>', textKey: 'value' }, 'INVALID_INPUT')).toMatch(/two things map to the key "value"/);
    });

    it('rejects an attribute prefix with whitespace', async () => {
      await runError(tool, { xml: '<a/>', attributePrefix: '@ ' }, 'CONSTRAINT_VIOLATION');
    });
  });

  it('matches fast-xml-parser’s own compact output on documents without mixed content', async () => {
    const xml =
      '<catalog xmlns:x="urn:x"><book id="b1" x:lang="en"><title>XML &amp; JSON</title><tags><tag>a</tag><tag>b</tag></tags><empty/></book>' +
      '<book id="b2"><title>Second</title><price cur="EUR">9.50</price></book><note>single</note></catalog>';
    const reference = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as unknown;
    // the library puts attributes after children; JSON objects are unordered, so compare as values
    expect(await valueOf(xml)).toEqual(reference);
    const always = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (_n, jPath, _leaf, isAttribute) => !isAttribute && String(jPath).includes('.') }).parse(xml) as unknown;
    expect(await valueOf(xml, { arrays: 'always' })).toEqual(always);
  });
});
