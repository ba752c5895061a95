import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Issue {
  code: string;
  message: string;
  line: number;
  column: number;
}
interface Data {
  valid: boolean;
  summary: string;
  errors: Issue[];
  warnings: Issue[];
  rootElement?: string;
  elementCount?: number;
  attributeCount?: number;
  maxDepth?: number;
  namespaces?: Array<{ prefix: string | null; uri: string }>;
  declaration?: { version: string; encoding: string | null; standalone: string | null } | null;
  doctype?: string | null;
}

const check = (xml: string, extra: Record<string, unknown> = {}) => runOk<Data>(tool, { xml, ...extra });

/** The single error of an invalid document. */
async function error(xml: string, extra: Record<string, unknown> = {}): Promise<Issue> {
  const data = await check(xml, extra);
  expect(data.valid, data.summary).toBe(false);
  expect(data.errors).toHaveLength(1);
  return data.errors[0]!;
}

describe('xml-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing and whitespace as a document without root', async () => {
    await runError(tool, { xml: '' }, 'MISSING_REQUIRED');
    expect(await error('  \n')).toEqual({ code: 'NO_ROOT_ELEMENT', message: 'The document has no root element', line: 2, column: 1 });
    expect((await error('<?xml version="1.0"?><!-- nothing -->')).code).toBe('NO_ROOT_ELEMENT');
  });

  it('accepts unicode names, attribute values and text, and counts columns in code points', async () => {
    const data = await check(`<${UNICODE_SAMPLE} a="${UNICODE_SAMPLE}">${UNICODE_SAMPLE}</${UNICODE_SAMPLE}>`);
    expect(data).toMatchObject({ valid: true, rootElement: UNICODE_SAMPLE, elementCount: 1, attributeCount: 1 });
    // the error is after À😀中 (3 code points, 4 UTF-16 units) and '<a>': column 7
    expect(await error(`<a>${UNICODE_SAMPLE}&x</a>`)).toMatchObject({ code: 'INVALID_REFERENCE', line: 1, column: 7 });
  });

  it('reports tag structure errors with where the open tag started', async () => {
    expect(await error('<a>\n  <b>\n</a>')).toEqual({
      code: 'MISMATCHED_TAG',
      message: '</a> found where </b> was expected (<b> opened at line 2, column 3 is not closed before its parent ends)',
      line: 3,
      column: 1,
    });
    expect(await error('<a><b></b>')).toEqual({ code: 'UNCLOSED_TAG', message: '<a> is never closed (the document ends first)', line: 1, column: 1 });
    expect(await error('<p>one<br>two</p>')).toMatchObject({ code: 'MISMATCHED_TAG', message: expect.stringContaining('write <br/>') });
    expect(await error('<a/><b/>')).toMatchObject({ code: 'MULTIPLE_ROOT_ELEMENTS', line: 1, column: 5 });
    expect(await error('<a/>\ntext')).toMatchObject({ code: 'TEXT_OUTSIDE_ROOT', message: expect.stringContaining('"text" after the root element'), line: 2, column: 1 });
    expect(await error('</a>')).toMatchObject({ code: 'UNEXPECTED_END_TAG' });
    expect(await error('<a b="1"')).toMatchObject({ code: 'UNTERMINATED', message: "Start tag <a is not closed with '>'" });
  });

  it('checks attributes: quotes, values, duplicates, no "<"', async () => {
    expect(await error('<a x="1" x="2"/>')).toEqual({ code: 'DUPLICATE_ATTRIBUTE', message: 'Attribute "x" appears twice in <a>', line: 1, column: 10 });
    expect(await error('<a x=1/>')).toMatchObject({ code: 'SYNTAX_ERROR', message: expect.stringContaining('must be in quotes'), column: 6 });
    expect(await error('<input disabled/>')).toMatchObject({ code: 'SYNTAX_ERROR', message: expect.stringContaining('has no value: write disabled="…"') });
    expect(await error('<a x="<"/>')).toMatchObject({ message: "'<' is not allowed in an attribute value (write &lt;)", column: 7 });
    expect(await error('<a x="1"y="2"/>')).toMatchObject({ message: 'Whitespace required before attribute "y" in <a>' });
    expect((await check(`<a x='"' y="'" z="&gt;&#10;"/>`)).valid).toBe(true);
  });

  it('checks references: undeclared entities (with HTML hints), bare ampersands, character references', async () => {
    expect(await error('<a>&nbsp;</a>')).toEqual({
      code: 'UNDEFINED_ENTITY',
      message: 'Entity &nbsp; is not declared (&nbsp; is an HTML entity; in XML write &#160; instead)',
      line: 1,
      column: 4,
    });
    expect(await error('<a>Q&A</a>')).toMatchObject({ code: 'INVALID_REFERENCE', message: "Entity reference &A is not closed with ';' (a literal '&' must be written &amp;)" });
    expect(await error('<a>a & b</a>')).toMatchObject({ code: 'INVALID_REFERENCE', message: expect.stringContaining('write it as &amp;') });
    expect(await error('<a>&#0;</a>')).toMatchObject({ code: 'INVALID_REFERENCE', message: 'Character reference &#0; refers to U+0000, which XML does not allow' });
    expect(await error('<a>&#xZZ;</a>')).toMatchObject({ code: 'INVALID_REFERENCE' });
    expect((await check('<a>&amp;&lt;&gt;&apos;&quot;&#x1F600;&#233;</a>')).valid).toBe(true);
  });

  it('reads entities declared in the DTD and never expands them (billion laughs, XXE)', async () => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ELEMENT lolz (#PCDATA)>
]>
<lolz>&lol3;</lolz>`;
    const data = await check(lol);
    expect(data).toMatchObject({ valid: true, rootElement: 'lolz', elementCount: 1, doctype: 'lolz' });
    expect(data.warnings).toEqual([
      { code: 'DTD_NOT_VALIDATED', message: 'The DTD is checked for syntax only: the document is not validated against it, and entities are never expanded', line: 2, column: 1 },
    ]);
    const xxe = '<!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><a>&xxe;</a>';
    expect((await check(xxe)).valid).toBe(true);
    expect(await error('<!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><a b="&xxe;"/>')).toMatchObject({ message: 'Attribute values cannot refer to the external entity &xxe;' });
    // with an external DTD, an undeclared entity may be declared there: a warning, not an error
    const xhtml =
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml">&nbsp;</html>';
    const page = await check(xhtml);
    expect(page.valid).toBe(true);
    expect(page.warnings[1]).toMatchObject({ code: 'UNVERIFIED_ENTITY', line: 2, column: 44 });
    expect(await error('<!DOCTYPE a [<!ENTITY x "y">')).toMatchObject({ code: 'UNTERMINATED' });
    expect(await error('<!DOCTYPE a [<!FOO>]><a/>')).toMatchObject({ code: 'SYNTAX_ERROR', message: expect.stringContaining('markup declaration') });
  });

  it('checks the XML declaration, comments, processing instructions and CDATA', async () => {
    expect((await check('\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<a/>')).declaration).toEqual({ version: '1.0', encoding: 'UTF-8', standalone: 'yes' });
    expect(await error(' <?xml version="1.0"?><a/>')).toMatchObject({ code: 'MISPLACED_XML_DECLARATION', column: 2 });
    expect(await error('<?xml version="1.0" standalone="yes" encoding="UTF-8"?><a/>')).toMatchObject({ code: 'INVALID_XML_DECLARATION', message: expect.stringContaining('out of order') });
    expect(await error('<?xml encoding="UTF-8"?><a/>')).toMatchObject({ code: 'INVALID_XML_DECLARATION' });
    expect(await error('<?xml version="1.0" standalone="maybe"?><a/>')).toMatchObject({ message: 'standalone must be "yes" or "no", not "maybe"' });
    expect((await check('<?xml version="1.1"?><a/>')).warnings[0]).toMatchObject({ code: 'XML_VERSION' });
    expect(await error('<a><!-- a -- b --></a>')).toMatchObject({ code: 'INVALID_COMMENT', column: 11 });
    expect(await error('<a><!-- open</a>')).toMatchObject({ code: 'UNTERMINATED' });
    expect(await error('<a>x ]]> y</a>')).toMatchObject({ message: "']]>' is not allowed in text (write ]]&gt;)" });
    expect(await error('<![CDATA[x]]><a/>')).toMatchObject({ code: 'TEXT_OUTSIDE_ROOT' });
    const ok = await check('<?xml-stylesheet href="a.xsl"?><a><![CDATA[<not> & markup]]><?pi data?><!-- c --></a><!-- after -->');
    expect(ok.valid).toBe(true);
  });

  it('rejects characters XML forbids', async () => {
    expect(await error('<a>\u0001</a>')).toEqual({
      code: 'INVALID_CHARACTER',
      message: 'U+0001 is not allowed in XML (control characters other than tab, LF and CR cannot appear, not even as &#…; references)',
      line: 1,
      column: 4,
    });
    expect(await error('<a>\uFFFF</a>')).toMatchObject({ code: 'INVALID_CHARACTER' });
    expect(await error('<a>\uD800</a>')).toMatchObject({ code: 'INVALID_CHARACTER', message: expect.stringContaining('U+D800') });
  });

  it('checks namespaces when asked (the default)', async () => {
    expect(await error('<svg:rect/>')).toEqual({
      code: 'UNBOUND_PREFIX',
      message: 'The prefix "svg" of "svg:rect" is not declared (add xmlns:svg="…" to this element or an ancestor)',
      line: 1,
      column: 2,
    });
    expect((await check('<svg:rect/>', { checkNamespaces: false })).valid).toBe(true);
    expect(await error('<a xmlns:p="u" xmlns:q="u" p:x="1" q:x="2"/>')).toMatchObject({ code: 'DUPLICATE_ATTRIBUTE', column: 36 });
    expect(await error('<a xmlns:p=""/>')).toMatchObject({ code: 'NAMESPACE_ERROR' });
    expect(await error('<a:b:c xmlns:a="u"/>')).toMatchObject({ code: 'NAMESPACE_ERROR', message: expect.stringContaining('not a valid qualified name') });
    expect(await error('<a xmlns:xml="urn:other"/>')).toMatchObject({ code: 'NAMESPACE_ERROR' });
    // scopes end with their element; xml: is always bound
    expect(await error('<r><a xmlns:p="u"><p:x/></a><p:y/></r>')).toMatchObject({ code: 'UNBOUND_PREFIX', column: 30 });
    const scoped = await check('<r xmlns="urn:d" xml:lang="en"><a xmlns:p="urn:p"><p:x p:k="1"/></a><b xmlns:p="urn:p2"/></r>');
    expect(scoped.namespaces).toEqual([
      { prefix: null, uri: 'urn:d' },
      { prefix: 'p', uri: 'urn:p' },
      { prefix: 'p', uri: 'urn:p2' },
    ]);
    // every namespace error is listed, then the first syntax error
    const many = await check('<r><a:x/><b:y/><c></r>');
    expect(many.errors.map((e) => e.code)).toEqual(['UNBOUND_PREFIX', 'UNBOUND_PREFIX', 'MISMATCHED_TAG']);
  });

  it('reports counts, depth, doctype and declaration for valid documents', async () => {
    const data = await check('<!DOCTYPE r SYSTEM "r.dtd">\n<r a="1"><x><y b="2" c="3"/></x><x/></r>');
    expect(data).toEqual({
      valid: true,
      summary: 'Well-formed XML: root <r>, 4 elements, depth 3.',
      errors: [],
      warnings: [{ code: 'DTD_NOT_VALIDATED', message: 'The DTD is checked for syntax only: the document is not validated against it, and entities are never expanded', line: 1, column: 1 }],
      rootElement: 'r',
      elementCount: 4,
      attributeCount: 3,
      maxDepth: 3,
      namespaces: [],
      declaration: null,
      doctype: 'r',
    });
  });

  it('agrees with fast-xml-parser on the errors it detects', async () => {
    const corpus = [
      '<a><b></a>',
      '<a><b></b>',
      '<a x="1" x="2"/>',
      '<a x=1/>',
      '<1a/>',
      '<a>AT&T</a>',
      'text<a/>',
      '<a>1 < 2</a>',
      '<a></a >',
      '<a><?pi x?><!-- c --><![CDATA[ <x> ]]>&amp;&#169;</a>',
      '<?xml version="1.0"?>\n<r>\n  <c k="v">t</c>\n</r>',
      ' <?xml version="1.0"?><a/>',
    ];
    for (const xml of corpus) {
      const reference = XMLValidator.validate(xml) === true;
      expect((await check(xml)).valid, xml).toBe(reference);
    }
  });

  it('checks the largest allowed input, deeply nested or flat, in linear time', async () => {
    const unit = '<item id="1">x &amp; y</item>';
    const body = largestInput(tool, 'xml', unit).slice(unit.length * 2);
    const flat = await check(`<root>${body}</root>`);
    expect(flat).toMatchObject({ valid: true, elementCount: body.length / unit.length + 1, maxDepth: 2 });
    const levels = Math.floor(1_000_000 / 7);
    const nested = await check(`${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}`);
    expect(nested).toMatchObject({ valid: true, maxDepth: levels });
    const unclosed = await check('<a>'.repeat(333_333));
    expect(unclosed.errors).toEqual([{ code: 'UNCLOSED_TAG', message: '<a> is never closed (the document ends first)', line: 1, column: 999_997 }]);
    await runError(tool, { xml: oversizedInput(tool, 'xml') }, 'CONSTRAINT_VIOLATION');
  });
});
