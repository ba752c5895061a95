import { defineTool, success, withWarnings } from '@ctp/core';
import { DecodingMode, decodeHTML, decodeXML, encodeNonAsciiHTML } from 'entities';
import definition from './definition.js';
import { escapeSpecial } from './escape.js';

const SPECIAL_OR_NON_ASCII = /[&<>"']|[^\x00-\x7F]/gu;

function encode(text: string, characters: 'special' | 'nonAscii', format: 'named' | 'decimal' | 'hex'): string {
  if (characters === 'special') return escapeSpecial(text, format);
  if (format === 'named') return encodeNonAsciiHTML(text);
  const toRef =
    format === 'hex'
      ? (c: string) => `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};`
      : (c: string) => `&#${c.codePointAt(0)!};`;
  return text.replace(SPECIAL_OR_NON_ASCII, toRef);
}

const DECODERS: Record<'text' | 'attribute' | 'xml', (text: string) => string> = {
  text: (t) => decodeHTML(t, DecodingMode.Legacy),
  attribute: (t) => decodeHTML(t, DecodingMode.Attribute),
  xml: decodeXML,
};

/** Named references the decoder left as written: almost always typos (&nbps;) or XML-only gaps. */
function unknownReferences(text: string, decodeOne: (t: string) => string): string[] {
  const unknown = new Map<string, number>();
  for (const m of text.matchAll(/&[A-Za-z][A-Za-z0-9]*;/g)) {
    if (!unknown.has(m[0]) && decodeOne(m[0]) === m[0]) unknown.set(m[0], m.index);
  }
  return [...unknown.keys()];
}

export default defineTool(definition, (params) => {
  const text = params.text;
  if (params.mode === 'decode') {
    const decodeFn = DECODERS[params.context];
    const result = decodeFn(text);
    const unknown = unknownReferences(text, decodeFn);
    const warnings: string[] = [];
    if (unknown.length > 0) {
      const shown = unknown.slice(0, 10).join(' ');
      const more = unknown.length > 10 ? ` and ${unknown.length - 10} more` : '';
      const hint = params.context === 'xml' ? 'XML defines only &amp; &lt; &gt; &quot; &apos;' : 'check the spelling';
      warnings.push(`Unknown named reference${unknown.length > 1 ? 's' : ''} left unchanged: ${shown}${more} (${hint}).`);
    }
    return withWarnings(success({ result }), warnings);
  }
  return success({ result: encode(text, params.characters, params.format) });
});
