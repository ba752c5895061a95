import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

const convert = async (json: string, options: Record<string, unknown> = {}) => (await runOk<{ xml: string; elementCount: number }>(tool, { json, ...options })).xml;
const reader = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, ignoreDeclaration: true });

describe('json-to-xml', () => {
  itReproducesItsExample(tool);

  it('round-trips through XMLParser', async () => {
    const value = {
      order: {
        '@_id': '42',
        '@_note': 'a "quoted" <b> & \'c\'',
        customer: { name: 'Ada & co', email: 'ada@example.com' },
        item: [
          { '@_sku': 'x1', '#text': 'First' },
          { '@_sku': 'x2', '#text': 'Second ]]> <' },
        ],
        total: '12.50',
      },
    };
    const xml = await convert(JSON.stringify(value), { wrapRoot: false });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(reader.parse(xml)).toEqual(value);
    expect(reader.parse(await convert(JSON.stringify(value), { wrapRoot: false, indent: '0', declaration: false }))).toEqual(value);
  });

  it('writes scalars, nulls and empty values', async () => {
    expect(await convert('{"n":12345678901234567890,"f":1.0e3,"t":true,"z":null,"e":"","o":{},"a":[]}', { indent: '0', declaration: false })).toBe(
      '<root><n>12345678901234567890</n><f>1.0e3</f><t>true</t><z/><e/><o/></root>',
    );
    expect(await convert('"just text"', { indent: '0', declaration: false, rootName: 'msg' })).toBe('<msg>just text</msg>');
  });

  it('indents with tabs and 4 spaces', async () => {
    expect(await convert('{"a":{"b":1}}', { indent: 'tab', declaration: false })).toBe('<root>\n\t<a>\n\t\t<b>1</b>\n\t</a>\n</root>\n');
    expect(await convert('{"a":{"b":1}}', { indent: '4', declaration: false })).toBe('<root>\n    <a>\n        <b>1</b>\n    </a>\n</root>\n');
  });

  it('uses a custom attribute prefix and text key', async () => {
    expect(await convert('{"p":{"$lang":"en","_":"Hello"}}', { attributePrefix: '$', textKey: '_', indent: '0', declaration: false })).toBe('<root><p lang="en">Hello</p></root>');
  });

  it('rejects invalid element and attribute names with their position', async () => {
    expect(await runError(tool, { json: '{"ok":1,\n "bad name":2}' }, 'INVALID_INPUT')).toBe(
      'Cannot convert to XML at line 2, column 2: "bad name" is not a valid XML element name (names start with a letter, _ or :, and hold no spaces)',
    );
    expect(await runError(tool, { json: '{"1st":1}' }, 'INVALID_INPUT')).toMatch(/"1st" is not a valid XML element name/);
    expect(await runError(tool, { json: '{"a":{"@_x y":1}}' }, 'INVALID_INPUT')).toMatch(/"x y" is not a valid XML attribute name/);
    expect(await runError(tool, { json: '{"?xml":1}' }, 'INVALID_INPUT')).toMatch(/"\?xml" is not a valid XML element name/);
    expect(await runError(tool, { json: '{"a":1}', rootName: 'my root' }, 'INVALID_INPUT')).toBe('Root element name "my root" is not a valid XML name');
  });

  it('rejects what XML cannot express', async () => {
    expect(await runError(tool, { json: '{"a":[[1]]}' }, 'INVALID_INPUT')).toMatch(/column 7: an array directly inside an array/);
    expect(await runError(tool, { json: '[1,2]' }, 'INVALID_INPUT')).toMatch(/top-level array needs an element name/);
    expect(await runError(tool, { json: '{"a":"\\u0001"}' }, 'INVALID_INPUT')).toBe('Cannot convert to XML at line 1, column 6: U+0001 cannot appear in XML 1.0 text');
    expect(await runError(tool, { json: '{"a":"\\ud800"}' }, 'INVALID_INPUT')).toMatch(/U\+D800 cannot appear/);
    expect(await runError(tool, { json: '{"a":{"@_x":{"y":1}}}' }, 'INVALID_INPUT')).toMatch(/attribute "@_x" must hold text, not an object/);
    expect(await runError(tool, { json: '{"a":1,"b":2}', wrapRoot: false }, 'INVALID_INPUT')).toMatch(/exactly one element key/);
    expect(await runError(tool, { json: '{"a":[1,2]}', wrapRoot: false }, 'INVALID_INPUT')).toMatch(/root element cannot be an array/);
    expect(await runError(tool, { json: '{"a":' }, 'INVALID_INPUT')).toBe('Invalid JSON at line 1, column 6: value expected');
  });

  it('keeps keys such as __proto__ and constructor as elements', async () => {
    expect(await convert('{"__proto__":{"x":1},"constructor":2}', { indent: '0', declaration: false })).toBe('<root><__proto__><x>1</x></__proto__><constructor>2</constructor></root>');
  });

  it('handles unicode names and text', async () => {
    const xml = await convert(JSON.stringify({ [`é${UNICODE_SAMPLE}`]: UNICODE_SAMPLE }), { indent: '0', declaration: false });
    expect(xml).toBe(`<root><é${UNICODE_SAMPLE}>${UNICODE_SAMPLE}</é${UNICODE_SAMPLE}></root>`);
    // XML 1.0 fifth edition allows astral name characters (fast-xml-parser's validator does not)
    expect(reader.parse(xml)).toEqual({ root: { [`é${UNICODE_SAMPLE}`]: UNICODE_SAMPLE } });
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const text = 'a<b '.repeat(20);
    const unit = `{"@_id":"1","v":"${text}"},`;
    const count = Math.floor((1_000_000 - 10) / unit.length);
    const json = `{"r":[${largestInput(tool, 'json', unit).slice(0, count * unit.length - 1)}]}`;
    const data = await runOk<{ xml: string; elementCount: number }>(tool, { json, indent: '0', declaration: false });
    expect(data.elementCount).toBe(1 + 2 * count);
    expect(data.xml).toBe(`<root>${`<r id="1"><v>${'a&lt;b '.repeat(20)}</v></r>`.repeat(count)}</root>`);
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });
});
