import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'jmespath-query',
  name: 'JMESPath Query',
  description:
    'Query JSON with a JMESPath expression, the query language of the AWS CLI (--query), Azure CLI and Ansible\'s json_query: projections (people[*].name), filters ([?age > `30`]), slices, pipes, multiselect ({name: name}) and functions (sort_by, max_by, length, join, contains…). Uses the reference JavaScript implementation; errors say what and where. Up to 1,000,000 characters of JSON.',
  category: 'analyzers',
  tags: ['jmespath', 'json', 'query', 'aws'],
  keywords: ['jmespath', 'aws cli query', 'aws --query', 'azure cli query', 'json_query ansible', 'jmespath tester', 'jmespath playground', 'json query', 'filter json'],
  method: 'POST',
  parameters: [
    { name: 'expression', type: 'textarea', label: 'JMESPath expression', description: 'The expression, e.g. Reservations[].Instances[].InstanceId', required: true, placeholder: 'people[?age > `30`].name', validation: { maxLength: 10_000 } },
    { name: 'json', type: 'textarea', label: 'JSON input', description: 'The document the expression runs against.', required: true, placeholder: '{"people":[{"name":"Ann","age":34}]}', validation: { maxLength: 1_000_000 } },
  ],
  outputDescription: 'The result as pretty JSON.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The result as JSON text (2-space indent); "null" when nothing matched, as JMESPath defines.' },
    },
    required: ['result'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  display: { result: { as: 'code', language: 'json' } },
  example: {
    input: {
      expression: 'sort_by(people[?age > `30`], &age)[*].{name: name, age: age}',
      json: '{"people":[{"name":"Ann","age":34},{"name":"Bo","age":27},{"name":"Cy","age":31}]}',
    },
    output: { result: '[\n  {\n    "name": "Cy",\n    "age": 31\n  },\n  {\n    "name": "Ann",\n    "age": 34\n  }\n]' },
    description: 'Filter, sort by a key and reshape.',
  },
  relatedTools: ['jsonata-query', 'jq-query', 'jsonpath-query'],
  aiInstructions: 'JMESPath literals go in backticks (`30`, `"text"`), raw strings in single quotes (\'text\'). A path that matches nothing returns null, not an error.',
});
