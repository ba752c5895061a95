/**
 * Documents every XML-reading tool must judge alike (issue 14 item 4): malformed ones, each with
 * the line and column of its first error as the shared reader (_shared/xml-reader.ts) reports
 * it, and well-formed edge cases every tool must accept.
 */
export interface MalformedXml {
  why: string;
  xml: string;
  line: number;
  column: number;
}

export const MALFORMED_XML: MalformedXml[] = [
  { why: 'unclosed tag', xml: '<a>\n  <b>x</b>', line: 1, column: 1 },
  { why: 'mismatched close', xml: '<a>\n  <b></c>\n</a>', line: 2, column: 6 },
  { why: 'two roots', xml: '<a/>\n<b/>', line: 2, column: 1 },
  { why: 'unquoted attribute', xml: '<a x=1/>', line: 1, column: 6 },
  { why: 'mixed attribute quotes', xml: '<a x="1\'/>', line: 1, column: 6 },
  { why: 'duplicate attribute', xml: '<a x="1" x="2"/>', line: 1, column: 10 },
  { why: 'undeclared entity', xml: '<a>&nbsp;</a>', line: 1, column: 4 },
  { why: 'bare ampersand', xml: '<a>Tom & Jerry</a>', line: 1, column: 8 },
  { why: '< in text', xml: '<a>1 < 2</a>', line: 1, column: 6 },
  { why: '< in an attribute value', xml: '<a x="<"/>', line: 1, column: 7 },
  { why: '-- in a comment', xml: '<a><!-- x -- y --></a>', line: 1, column: 11 },
  { why: 'PI without a target', xml: '<a><? x?></a>', line: 1, column: 6 },
  { why: 'reserved PI target', xml: '<a><?XmL x?></a>', line: 1, column: 4 },
  { why: 'invalid name start', xml: '<1a/>', line: 1, column: 1 },
  { why: 'invalid character in a name', xml: '<a\u00d7b/>', line: 1, column: 3 },
  { why: 'BOM then garbage', xml: '\ufeffjunk<a/>', line: 1, column: 1 },
  { why: 'DOCTYPE after the root', xml: '<a/>\n<!DOCTYPE a>', line: 2, column: 1 },
  { why: 'text after the root', xml: '<a/>\ntrailing', line: 2, column: 1 },
  { why: 'unterminated CDATA', xml: '<a><![CDATA[x</a>', line: 1, column: 4 },
  { why: 'bad character reference', xml: '<a>&#xD800;</a>', line: 1, column: 4 },
  { why: 'character reference without digits', xml: '<a>&#x;</a>', line: 1, column: 4 },
  { why: 'XML declaration not first', xml: '\n<?xml version="1.0" encoding="UTF-8"?><a/>', line: 2, column: 1 },
  { why: 'encoding before version', xml: '<?xml encoding="UTF-8" version="1.0"?><a/>', line: 1, column: 23 },
  { why: 'control character', xml: '<a>\u0001</a>', line: 1, column: 4 },
  { why: 'no root', xml: '<!-- nothing -->', line: 1, column: 17 },
  { why: ']]> in text', xml: '<a>]]></a>', line: 1, column: 4 },
];

export const WELL_FORMED_XML: Array<{ why: string; xml: string }> = [
  { why: 'namespaces', xml: '<r xmlns="urn:a" xmlns:b="urn:b"><b:c b:x="1"/></r>' },
  { why: 'CDATA with markup inside', xml: '<a><![CDATA[<b> & ]]]></a>' },
  { why: 'predefined entities and character references', xml: '<a x="&quot;&#x41;">&lt;&amp;&gt;&apos;&#169;&#x1F600;</a>' },
  { why: 'internal DTD entity', xml: '<!DOCTYPE a [<!ENTITY e "value">]>\n<a>&e;</a>' },
  { why: 'comments and PIs around the root', xml: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<!-- c -->\n<?app run?>\n<a/>\n<!-- end -->\n' },
  { why: 'empty element forms', xml: '<a><b/><c></c><d   /></a>' },
  { why: 'BOM and declaration', xml: '\ufeff<?xml version="1.0"?><a/>' },
  { why: 'names outside the BMP and CRLF', xml: '<\u{10000}a>\r\n  <é·x>😀</é·x>\r\n</\u{10000}a>' },
  { why: 'single-quoted attribute with a double quote', xml: "<a x='say \"hi\"'/>" },
];
