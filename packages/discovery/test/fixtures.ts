import { defineTool, success, type ParameterSchema, type ToolSpec } from '@ctp/core';
import { Registry } from '@ctp/runtime';
import type { DiscoveryOptions } from '../src/index.js';

/** Not example.com: Redocly's recommended rules flag that host. */
export const BASE_URL = 'https://tools.ctp.test';
export const OPTIONS: DiscoveryOptions = { baseUrl: `${BASE_URL}/`, name: 'CTP Test Tools', contactEmail: 'team@ctp.test' };
export const FULL_OPTIONS: DiscoveryOptions = { ...OPTIONS, features: ['api', 'embedding', 'autosense'] };

/** One parameter of each of the 12 field types. */
const everyType: ParameterSchema[] = [
  { name: 'text', type: 'text', label: 'Text', description: 'A line with a | pipe', required: true, validation: { minLength: 1, maxLength: 20, pattern: '^[a-z|]+$' } },
  { name: 'area', type: 'textarea', label: 'Area', description: 'Several lines', required: false, defaultValue: 'hi', validation: { maxLength: 100 } },
  { name: 'num', type: 'number', label: 'Number', description: 'A number', required: false, validation: { min: 0, max: 10, step: 0.5 } },
  { name: 'flag', type: 'boolean', label: 'Flag', description: 'A switch', required: false, defaultValue: false },
  {
    name: 'choice', type: 'select', label: 'Choice', description: 'Pick one', required: false, defaultValue: 'on',
    options: [{ value: 'on', label: 'On' }, { value: 'no', label: 'No' }, { value: 'x', label: 'Gone', disabled: true }],
  },
  { name: 'data', type: 'json', label: 'Data', description: 'Some JSON', required: false, validation: { maxLength: 500 } },
  { name: 'upload', type: 'file', label: 'Upload', description: 'A file', required: false, validation: { maxSize: 64, accept: ['text/plain'] } },
  { name: 'tint', type: 'color', label: 'Tint', description: 'A colour', required: false, aiHint: 'Use #rrggbb.' },
  { name: 'day', type: 'date', label: 'Day', description: 'A date', required: false },
  { name: 'when', type: 'datetime', label: 'When', description: 'A time', required: false },
  { name: 'link', type: 'url', label: 'Link', description: 'A URL', required: false },
  { name: 'mail', type: 'email', label: 'Mail', description: 'An address', required: false },
];

const echoOutput = { type: 'object', properties: { echoed: { type: 'object' } }, required: ['echoed'], additionalProperties: false };

export const specs: ToolSpec[] = [
  {
    id: 'every-type',
    name: 'Every [Type] Tool',
    description: 'Echoes one parameter of each of the 12 CTP field types.',
    category: 'utilities',
    tags: ['test', 'echo'],
    method: 'POST',
    parameters: everyType,
    outputDescription: 'The parameters as received.',
    outputSchema: echoOutput,
    example: {
      input: {
        text: 'a|b', area: 'two\nlines', num: 2.5, flag: true, choice: 'no', data: '{"a":[1,2]}', upload: 'aGk=',
        tint: '#ff8800', day: '2024-02-29', when: '2024-02-29T12:30:00Z', link: 'https://ctp.test/a?b=c', mail: 'x@ctp.test',
      },
      output: { echoed: { text: 'a|b' } },
      description: 'Every type at once, with a ```fence``` and `ticks` in the text.',
    },
    aiInstructions: '# Not a heading\nSend every field you know.',
  },
  {
    id: 'query-tool',
    name: 'Query Tool',
    description: 'A GET tool whose parameters travel in the query string.',
    category: 'generators',
    tags: ['test'],
    method: 'GET',
    parameters: [
      { name: 'count', type: 'number', label: 'Count', description: 'How many', required: true, validation: { min: 1, max: 5 } },
      { name: 'upper', type: 'boolean', label: 'Upper', description: 'Upper-case?', required: false, defaultValue: false },
      { name: 'prefix', type: 'text', label: 'Prefix', description: "A prefix (it's quoted in curl)", required: false, validation: { maxLength: 10 } },
    ],
    outputDescription: 'The generated values.',
    outputSchema: { type: 'object', properties: { values: { type: 'array', items: { type: 'string' } } }, required: ['values'] },
    example: { input: { count: 2, prefix: "it's" }, output: { values: ["it's-1", "it's-2"] } },
    annotations: { idempotentHint: true },
    executionMode: 'hybrid',
  },
  {
    id: 'indent-tool',
    name: 'Indent Tool',
    description: 'Indents text; a custom width applies only when the indent type is custom.',
    category: 'formatters',
    tags: ['test', 'indent'],
    keywords: ['tabs'],
    method: 'POST',
    parameters: [
      { name: 'text', type: 'textarea', label: 'Text', description: 'Text to indent', required: true, validation: { maxLength: 1000 } },
      {
        name: 'indentType', type: 'select', label: 'Indent type', description: 'Spaces, tabs or custom', required: false, defaultValue: 'spaces',
        options: [{ value: 'spaces', label: 'Spaces' }, { value: 'tabs', label: 'Tabs' }, { value: 'custom', label: 'Custom' }],
      },
      {
        name: 'customIndent', type: 'number', label: 'Custom width', description: 'Width when custom', required: true,
        validation: { min: 1, max: 8 }, dependsOn: [{ field: 'indentType', condition: 'equals', value: 'custom' }], order: 0,
      },
    ],
    outputDescription: 'The indented text.',
    outputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
    example: { input: { text: 'a', indentType: 'custom', customIndent: 2 }, output: { text: '  a' } },
    relatedTools: ['every-type'],
  },
  {
    id: 'old-tool',
    name: 'Old Tool',
    description: 'A deprecated tool without parameters.',
    category: 'utilities',
    tags: ['test'],
    method: 'GET',
    parameters: [],
    outputDescription: 'Nothing useful.',
    outputSchema: { type: 'object', properties: {}, additionalProperties: false },
    example: { input: {}, output: {} },
    deprecated: true,
    deprecationMessage: 'Use indent-tool.',
    icon: '🧓',
  },
];

/** A registry of `specs`, registered in the given order. */
export function handRegistry(order: readonly ToolSpec[] = specs): Registry {
  const registry = new Registry();
  // an echo stands in for every tool; a definition that streams gets an echo stream too
  const stream = () => ({ write: () => '', end: () => ({ piece: '', result: success({}) }) });
  for (const spec of order) registry.register(defineTool(spec, (params) => success({ echoed: params }), spec.stream ? { stream } : undefined));
  return registry;
}

/**
 * The real catalog. Other people edit it while these tests run; an import that
 * fails because a tool is half-written is retried a few times.
 */
export async function catalogRegistry(): Promise<Registry> {
  let last: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const { createRegistry } = await import('@ctp/tools');
      return createRegistry();
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  throw last;
}
