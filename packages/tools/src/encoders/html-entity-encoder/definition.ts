import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'html-entity-encoder',
  name: 'HTML Entity Encoder / Decoder',
  description:
    'Escape text for HTML (& < > " \' and optionally every non-ASCII character) as named, decimal or hex character references, or decode every HTML5 named reference plus decimal and hex ones exactly as browsers do, including legacy references without a semicolon (&copy2024) and the attribute-value rules. XML decoding is available too. Up to 1,000,000 characters.',
  category: 'encoders',
  handles: [{ kind: 'html-entities', params: { mode: 'decode' } }],
  tags: ['html', 'entities', 'encode', 'decode', 'escape'],
  keywords: ['html escape', 'html unescape', 'htmlspecialchars', 'character reference', 'named entity', 'numeric entity', '&amp;', '&nbsp;', 'xss', 'xml escape', 'html decode', 'html encode'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text to escape, or HTML with character references to decode.',
      required: true,
      placeholder: '<p class="note">Café & crème</p>',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode (escape) or decode (unescape).',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'characters',
      type: 'select',
      label: 'Characters to encode',
      description: 'Only the HTML special characters, or also every non-ASCII character (for ASCII-only output).',
      required: false,
      defaultValue: 'special',
      options: [
        { value: 'special', label: 'Special only: & < > " \'', description: 'Enough to put text safely in HTML content and quoted attributes.' },
        { value: 'nonAscii', label: 'Special and non-ASCII', description: 'Output is pure ASCII: é → &eacute;, 😀 → &#128512;' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'format',
      type: 'select',
      label: 'Reference format',
      description: 'Named references where HTML defines one (numeric otherwise), or always decimal or hex numeric references.',
      required: false,
      defaultValue: 'named',
      options: [
        { value: 'named', label: 'Named (&lt;, &eacute;)' },
        { value: 'decimal', label: 'Decimal (&#60;, &#233;)' },
        { value: 'hex', label: 'Hex (&#x3C;, &#xE9;)' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'context',
      type: 'select',
      label: 'Decode as',
      description: 'Where the text comes from: HTML text content, an HTML attribute value (stricter about legacy references), or XML (only the 5 XML entities).',
      required: false,
      defaultValue: 'text',
      options: [
        { value: 'text', label: 'HTML text', description: 'As browsers decode text content: &copy2024 → ©2024' },
        { value: 'attribute', label: 'HTML attribute value', description: 'Legacy references followed by a letter, digit or = stay as written: ?a=1&copy=2' },
        { value: 'xml', label: 'XML', description: 'Only &amp; &lt; &gt; &quot; &apos; and numeric references, semicolon required' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
    },
  ],
  outputDescription: 'The escaped or unescaped text.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The encoded HTML (encode) or the decoded text (decode).' },
    },
    required: ['result'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: '<a href="/?q=café&x=1">Tom\'s</a>', mode: 'encode', characters: 'special', format: 'named' },
    output: { result: '&lt;a href=&quot;/?q=café&amp;x=1&quot;&gt;Tom&apos;s&lt;/a&gt;' },
    description: 'Escape the HTML special characters; é stays as it is.',
  },
  relatedTools: ['url-encoder', 'base64-encoder'],
  aiInstructions:
    'To make text safe inside HTML use mode "encode" with characters "special". Use "nonAscii" only when the output must be pure ASCII. To read HTML-escaped text use mode "decode"; context "attribute" for attribute values (URLs in href), "xml" for XML. Unknown references such as &foo; are left unchanged and listed in the warnings. Numeric references to invalid code points decode to U+FFFD, and &#128;–&#159; to Windows-1252 characters, as in browsers.',
});
