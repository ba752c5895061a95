import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'xpath-tester',
  name: 'XPath Tester',
  description:
    'Evaluate an XPath 1.0 expression against XML or HTML: the elements (as markup), attributes and text nodes it selects, or the value of count(//item), sum(//price) and the like. XML namespaces by prefix; HTML mode matches tag names without the XHTML namespace, as browsers\' document.evaluate does. Parse errors give the line and column. Uses @xmldom/xmldom and xpath (no DOM needed). Up to 200,000 characters.',
  category: 'analyzers',
  tags: ['xpath', 'xml', 'html', 'query', 'test'],
  keywords: ['xpath tester', 'xpath evaluator', 'test xpath', 'xpath online', 'xml query', 'xpath expression', 'scraping xpath', 'selenium xpath', 'xpath playground', 'xml path'],
  method: 'POST',
  parameters: [
    { name: 'expression', type: 'text', label: 'XPath', description: 'An XPath 1.0 expression, e.g. //book[price > 30]/title', required: true, placeholder: '//book[@lang="en"]/title', validation: { maxLength: 2000 } },
    { name: 'document', type: 'textarea', label: 'XML or HTML', description: 'The document to query.', required: true, placeholder: '<books><book lang="en"><title>A</title></book></books>', validation: { maxLength: 200_000 } },
    {
      name: 'mode',
      type: 'select',
      label: 'Document is',
      description: 'XML (strict, namespaces) or HTML (forgiving, case-insensitive tag names).',
      required: false,
      defaultValue: 'xml',
      options: [
        { value: 'xml', label: 'XML' },
        { value: 'html', label: 'HTML' },
      ],
    },
    { name: 'namespaces', type: 'json', label: 'Namespaces', description: 'Prefixes used in the expression: {"atom": "http://www.w3.org/2005/Atom"}.', required: false, placeholder: '{"x": "urn:example"}', validation: { maxLength: 10_000 }, group: 'advanced' },
  ],
  outputDescription: 'What the expression selects: nodes with their markup and text, or a single value.',
  outputSchema: {
    type: 'object',
    properties: {
      type: { enum: ['nodes', 'number', 'string', 'boolean'], description: 'What the expression returns.' },
      count: { type: 'integer', minimum: 0, description: 'Number of nodes (1 for a single value).' },
      value: { type: 'string', description: 'Number, string or boolean results as text; for nodes the first node\'s text.' },
      nodes: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            kind: { enum: ['element', 'attribute', 'text', 'cdata', 'comment', 'processing-instruction', 'document'] },
            name: { type: 'string', description: 'Element or attribute name ("" for text and comments).' },
            text: { type: 'string', description: 'The node\'s text content (an attribute\'s value).' },
            markup: { type: 'string', description: 'The node serialized (elements as XML/HTML; at most 2,000 characters).' },
          },
          required: ['kind', 'name', 'text', 'markup'],
          additionalProperties: false,
        },
      },
    },
    required: ['type', 'count', 'value', 'nodes'],
    additionalProperties: false,
  },
  primaryOutput: 'value',
  handles: [{ kind: 'xml', input: 'document' }],
  example: {
    input: {
      expression: '//book[price > 30]/title',
      document: '<library><book lang="en"><title>XML Basics</title><price>29.99</price></book><book lang="fr"><title>XPath avancé</title><price>39.50</price></book></library>',
    },
    output: { type: 'nodes', count: 1, value: 'XPath avancé', nodes: [{ kind: 'element', name: 'title', text: 'XPath avancé', markup: '<title>XPath avancé</title>' }] },
    description: 'Titles of books costing more than 30.',
  },
  relatedTools: ['css-selector-tester', 'xml-formatter', 'jsonpath-query'],
  aiInstructions: 'XPath 1.0 only (no XPath 2 functions such as matches() or lower-case()). Elements in a default namespace (xmlns="…") need a prefix bound in "namespaces", e.g. {"a":"http://www.w3.org/2005/Atom"} and //a:entry.',
  isolate: true,
});
