import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'yaml-formatter',
  name: 'YAML Formatter',
  description:
    'Reformat (prettify) YAML 1.2 with consistent indentation and line width, keeping comments, anchors and aliases, tags (!Ref…), block scalars and every document of a multi-document stream. Optionally sorts mapping keys or removes comments. Values never change: big integers, quoting styles and number formats are preserved. Errors give the line and column. Input up to 500,000 characters.',
  category: 'formatters',
  handles: [{ kind: 'yaml' }],
  tags: ['yaml', 'format', 'beautify'],
  keywords: ['yml', 'prettify', 'pretty print', 'indent', 'lint', 'sort keys', 'kubernetes', 'docker compose', 'github actions', 'multi-document'],
  method: 'POST',
  parameters: [
    {
      name: 'yaml',
      type: 'textarea',
      label: 'YAML',
      description: 'The YAML text to format; several documents separated by --- are kept.',
      required: true,
      placeholder: 'name: ctp\ntools: [json, yaml]',
      validation: { maxLength: 500_000 },
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Spaces per nesting level.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
      ],
    },
    {
      name: 'lineWidth',
      type: 'number',
      label: 'Line width',
      description: 'Fold long plain and quoted strings to this width (a soft limit: words are never split). 0 disables folding.',
      required: false,
      defaultValue: 80,
      validation: { min: 0, max: 1000, step: 1 },
    },
    {
      name: 'sortKeys',
      type: 'boolean',
      label: 'Sort keys',
      description: 'Sort the keys of every mapping alphabetically (sequences keep their order). Comments move with their keys; anchors are moved so that every alias still follows its anchor.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'keepComments',
      type: 'boolean',
      label: 'Keep comments',
      description: 'Keep comments (on by default); turn off to remove them.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'indentSequences',
      type: 'boolean',
      label: 'Indent sequences',
      description: 'Indent "- " items inside a mapping (key:\\n  - a). Off puts them at the key\'s level (key:\\n- a), as some style guides prefer.',
      required: false,
      defaultValue: true,
      group: 'advanced',
    },
  ],
  outputDescription: 'The formatted YAML and the number of documents in it.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The formatted YAML (ends with a newline unless empty).' },
      documentCount: { type: 'integer', minimum: 0, description: 'Number of YAML documents in the stream.' },
    },
    required: ['formatted', 'documentCount'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  example: {
    input: {
      yaml: '# service settings\nserver:\n    port:   8080   # http\n    hosts: [ a.example,   b.example ]\n    defaults: &d {retries: 3}\nworker:\n    <<: *d\n    name:   "w1"\n',
      indent: '2',
    },
    output: {
      formatted:
        '# service settings\nserver:\n  port: 8080 # http\n  hosts: [ a.example, b.example ]\n  defaults: &d { retries: 3 }\nworker:\n  <<: *d\n  name: "w1"\n',
      documentCount: 1,
    },
    description: 'Re-indent to 2 spaces, keeping comments, the anchor and alias, quoting and flow styles.',
  },
  relatedTools: ['json-formatter', 'yaml-to-json'],
  aiInstructions:
    'Pass the YAML text in "yaml". The output keeps comments, anchors/aliases and tags; it changes layout only, never values. Errors name the line and column: fix the input there. Use sortKeys only when key order does not matter to the consumer.',
});
