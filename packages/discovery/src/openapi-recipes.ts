/** The recipes operation of the OpenAPI document: `POST {recipePath}` with `{ recipe, input }`. */
import { checkRecipe, mainInputParameter, MAX_RECIPE_TEXT, RECIPE_DATA_SCHEMA, RECIPE_SCHEMA, recipeToText, type JsonSchema, type Recipe, type ToolSpec } from '@ctp/core';
import type { OpenApiOperation } from './openapi.js';
import type { OpenApiResponse } from './openapi-components.js';
import { errorResponses, schemaRef } from './openapi-components.js';
import { copyJson } from './options.js';

export const RECIPES_TAG = { name: 'recipes', description: 'Chains of tools: each step’s main output is the next step’s main input.' };

/** A recipe the registry can run, for the examples: decode then format when both tools exist, else one tool. */
function exampleRecipe(tools: readonly ToolSpec[]): { recipe: Recipe; input: string } | undefined {
  const lookup = (id: string) => tools.find((t) => t.id === id);
  const preferred = { steps: [{ tool: 'base64-encoder', params: { mode: 'decode' } }, { tool: 'json-formatter', params: { indent: '4' } }] };
  if (checkRecipe(preferred, lookup).ok) return { recipe: preferred, input: 'eyJiIjoxLCJhIjpbMSwyXX0=' };
  for (const tool of tools) {
    const single = { steps: [{ tool: tool.id }] };
    const main = mainInputParameter(tool);
    const text = main ? tool.example.input[main.name] : undefined;
    if (typeof text === 'string' && checkRecipe(single, lookup).ok) return { recipe: single, input: text };
  }
  return undefined;
}

export function recipeOperation(tools: readonly ToolSpec[]): OpenApiOperation {
  const { $schema: _dialect, ...document } = copyJson(RECIPE_SCHEMA);
  const text: JsonSchema = {
    type: 'string',
    minLength: 1,
    maxLength: MAX_RECIPE_TEXT,
    description: 'The text form: `tool-id?param=value&other=value | next-tool`, each step’s parameters as a URL query string.',
  };
  const input: JsonSchema = { type: 'string', description: 'The first step’s main input (what `ctp pipe` reads from standard input).' };
  const json: JsonSchema = {
    type: 'object',
    properties: { recipe: { description: 'The recipe, as a document or as text.', oneOf: [document, text] }, input },
    required: ['recipe'],
    additionalProperties: false,
  };
  const form: JsonSchema = { type: 'object', properties: { recipe: text, input }, required: ['recipe'], additionalProperties: false };
  const example = exampleRecipe(tools);
  const examples = example && {
    document: { summary: 'A recipe document', value: { recipe: example.recipe, input: example.input } },
    text: { summary: 'The same recipe as text', value: { recipe: recipeToText(example.recipe), input: example.input } },
  };
  const notFound: OpenApiResponse = {
    description: 'A step names a tool this server does not have.',
    content: {
      'application/json': {
        schema: schemaRef('ToolError'),
        examples: { NOT_FOUND: { value: { success: false, error: 'Step 2: unknown tool "json-formater"', errorCode: 'NOT_FOUND' } } },
      },
    },
  };
  const [bad, ...rest] = Object.entries(errorResponses(true));
  return {
    operationId: 'run-recipe',
    summary: 'Run a recipe',
    description: [
      'Runs tools in order: each step’s main output (its primary output as text; other data as JSON, a list one item per line) becomes the next step’s main input, and `input` is the first step’s.',
      'A step’s `params` are checked against its tool before anything runs; the first failing step ends the run with its error code and a message naming it (`Step 2 (json-formatter): …`).',
      'The whole recipe may take the sum of its steps’ time limits (capped), and costs one rate-limit point per step.',
    ].join(' '),
    tags: [RECIPES_TAG.name],
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: json, ...(examples ? { examples } : {}) },
        'application/x-www-form-urlencoded': { schema: form },
      },
    },
    responses: {
      '200': {
        description: 'Success: `data` holds the last step’s data (`output`), its text (`outputText`) and each step’s status.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'data'],
              properties: { success: { type: 'boolean', const: true }, data: copyJson(RECIPE_DATA_SCHEMA), metadata: schemaRef('ResultMetadata') },
              additionalProperties: false,
            },
          },
        },
      },
      [bad![0]]: bad![1],
      '404': notFound,
      ...Object.fromEntries(rest),
    },
  };
}
