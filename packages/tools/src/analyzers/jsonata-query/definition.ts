import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'jsonata-query',
  name: 'JSONata Query',
  description:
    'Query and transform JSON with a JSONata expression, as in the JSONata Exerciser: paths (Account.Order.Product.Price), filters ([Price > 30]), aggregation ($sum, $count), string and date functions, object construction and lambdas. Variables can be bound ($name). Syntax errors give the position and token. Runs the jsonata library (2.x); a runaway expression is stopped at the time limit. Up to 1,000,000 characters of JSON.',
  category: 'analyzers',
  tags: ['jsonata', 'json', 'query', 'transform'],
  keywords: ['jsonata', 'jsonata exerciser', 'jsonata playground', 'json query language', 'json transform', 'node-red jsonata', 'json expression', 'aggregate json', '$sum'],
  method: 'POST',
  parameters: [
    { name: 'expression', type: 'textarea', label: 'JSONata expression', description: 'The expression, e.g. $sum(Account.Order.Product.(Price * Quantity))', required: true, placeholder: 'orders[status = "paid"].total', validation: { maxLength: 10_000 } },
    { name: 'json', type: 'textarea', label: 'JSON input', description: 'The document the expression runs against.', required: true, placeholder: '{"orders":[{"status":"paid","total":12}]}', validation: { maxLength: 1_000_000 } },
    { name: 'bindings', type: 'json', label: 'Variables', description: 'A JSON object of variables: {"rate": 1.2} gives $rate.', required: false, placeholder: '{"rate": 1.2}', validation: { maxLength: 100_000 }, group: 'advanced' },
  ],
  outputDescription: 'The result as pretty JSON, or a note that nothing matched.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The result as JSON text (2-space indent); empty when nothing matched.' },
      matched: { type: 'boolean', description: 'False when the expression produced no value (JSONata\'s undefined).' },
    },
    required: ['result', 'matched'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  display: { result: { as: 'code', language: 'json' } },
  example: {
    input: {
      expression: '{ "total": $sum(orders[status = "paid"].(price * qty)), "items": $count(orders) }',
      json: '{"orders":[{"status":"paid","price":10,"qty":2},{"status":"open","price":5,"qty":1},{"status":"paid","price":2.5,"qty":4}]}',
    },
    output: { result: '{\n  "total": 30,\n  "items": 3\n}', matched: true },
    description: 'Sum the paid order lines and count all orders.',
  },
  relatedTools: ['jmespath-query', 'jq-query', 'jsonpath-query'],
  aiInstructions: 'Write plain JSONata (not jq or JSONPath). A path that matches nothing gives matched=false rather than an error. Pass variables in "bindings" instead of building the expression from strings. $now() and $random() make results vary between calls.',
  isolate: true,
});
