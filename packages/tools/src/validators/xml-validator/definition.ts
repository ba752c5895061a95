import { defineDefinition } from '@ctp/core';

const issue = (what: string) => ({
  type: 'array',
  description: what,
  items: {
    type: 'object',
    properties: {
      code: { type: 'string', description: 'Stable identifier of the problem, e.g. MISMATCHED_TAG, UNDEFINED_ENTITY, UNBOUND_PREFIX.' },
      message: { type: 'string', description: 'What is wrong and how to fix it.' },
      line: { type: 'integer', minimum: 1, description: '1-based line.' },
      column: { type: 'integer', minimum: 1, description: '1-based column, counted in Unicode code points.' },
    },
    required: ['code', 'message', 'line', 'column'],
    additionalProperties: false,
  },
});

export default defineDefinition({
  id: 'xml-validator',
  name: 'XML Validator',
  description:
    'Check that XML is well-formed (XML 1.0 and Namespaces in XML): one root element, matching and properly nested tags, quoted and unique attributes, declared entities, legal characters, names and comments, bound namespace prefixes. Errors give line and column with a fix. Valid documents report the root element, element count, depth and declared namespaces. Entities are never expanded (billion laughs and XXE are harmless). No DTD or XSD validation.',
  category: 'validators',
  handles: [{ kind: 'xml' }],
  tags: ['xml', 'validate', 'lint'],
  keywords: ['well-formed', 'wellformed', 'xml lint', 'xmllint', 'syntax check', 'is valid xml', 'parse error', 'namespaces', 'xmlns', 'svg', 'rss', 'atom', 'soap', 'sitemap', 'pom.xml'],
  method: 'POST',
  parameters: [
    {
      name: 'xml',
      type: 'textarea',
      label: 'XML',
      description: 'The XML document to check.',
      required: true,
      placeholder: '<?xml version="1.0"?>\n<note><to>Tove</to></note>',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'checkNamespaces',
      type: 'boolean',
      label: 'Check namespaces',
      description: 'Also apply Namespaces in XML: every prefix (svg:rect) must be declared with xmlns:prefix, names have at most one colon. Turn off for plain XML 1.0 without namespaces.',
      required: false,
      defaultValue: true,
      group: 'advanced',
    },
  ],
  outputDescription: 'Whether the XML is well-formed, the errors with line and column, warnings, and for valid XML its root element, counts and namespaces.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'True when the document is well-formed (and namespace-well-formed when checked).' },
      summary: { type: 'string', description: 'One line: the first error and where, or the root element and size.' },
      errors: issue('Namespace errors in document order, then the first syntax error, at which checking stops (at most 100 listed); empty when valid.'),
      warnings: issue('Non-fatal notes: the DTD is not validated, entities that may come from an external DTD, XML 1.1 checked as 1.0.'),
      rootElement: { type: 'string', description: 'Name of the root element (only when valid).' },
      elementCount: { type: 'integer', minimum: 1, description: 'Number of elements (only when valid).' },
      attributeCount: { type: 'integer', minimum: 0, description: 'Number of attributes, namespace declarations included (only when valid).' },
      maxDepth: { type: 'integer', minimum: 1, description: 'Deepest element nesting; the root alone is 1 (only when valid).' },
      namespaces: {
        type: 'array',
        description: 'Namespaces declared with xmlns attributes, each prefix–URI pair once in order of appearance (only when valid).',
        items: {
          type: 'object',
          properties: {
            prefix: { type: ['string', 'null'], description: 'The prefix, or null for a default namespace (xmlns="…").' },
            uri: { type: 'string', description: 'The namespace name (URI).' },
          },
          required: ['prefix', 'uri'],
          additionalProperties: false,
        },
      },
      declaration: {
        type: ['object', 'null'],
        description: 'The XML declaration <?xml …?>, or null when there is none (only when valid).',
        properties: {
          version: { type: 'string', description: 'The version, e.g. 1.0.' },
          encoding: { type: ['string', 'null'], description: 'The declared encoding, e.g. UTF-8; null when not declared.' },
          standalone: { type: ['string', 'null'], enum: ['yes', 'no', null], description: 'The standalone declaration; null when not declared.' },
        },
        required: ['version', 'encoding', 'standalone'],
        additionalProperties: false,
      },
      doctype: { type: ['string', 'null'], description: 'The root name declared by <!DOCTYPE …>, or null when there is none (only when valid).' },
    },
    required: ['valid', 'summary', 'errors', 'warnings'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: {
      xml: '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">\n  <title>News &amp; notes</title>\n  <entry><media:thumbnail url="a.png"/></entry>\n</feed>\n',
    },
    output: {
      valid: true,
      summary: 'Well-formed XML: root <feed>, 4 elements, depth 3, 2 namespaces.',
      errors: [],
      warnings: [],
      rootElement: 'feed',
      elementCount: 4,
      attributeCount: 3,
      maxDepth: 3,
      namespaces: [
        { prefix: null, uri: 'http://www.w3.org/2005/Atom' },
        { prefix: 'media', uri: 'http://search.yahoo.com/mrss/' },
      ],
      declaration: { version: '1.0', encoding: 'UTF-8', standalone: null },
      doctype: null,
    },
    description: 'A well-formed Atom feed with a default and a prefixed namespace.',
  },
  relatedTools: ['xml-formatter', 'xml-to-json'],
  aiInstructions:
    'Pass the document in "xml". Not well-formed XML is a successful call with valid=false: errors[].line/column point at the problem and the message says how to fix it (e.g. escape & as &amp;, close <br/>). This checks well-formedness only, not a schema (XSD/DTD). HTML is usually not well-formed XML.',
});
