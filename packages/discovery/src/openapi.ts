import type { JsonSchema, ToolSpec } from '@ctp/core';
import { modelDescription, toInputSchema } from '@ctp/core';
import { stringify } from 'yaml';
import type { DiscoveryOptions, DiscoverySource, ResolvedOptions } from './options.js';
import { DEFAULT_DESCRIPTION, categorySummaries, copyJson, plural, resolveOptions } from './options.js';
import type { OpenApiHeader, OpenApiMediaType, OpenApiResponse, Ref } from './openapi-components.js';
import { componentHeaders, componentResponses, componentSchemas, errorResponses, schemaRef } from './openapi-components.js';
import { contact } from './manifest.js';
import { recipeOperation, RECIPES_TAG } from './openapi-recipes.js';

export interface OpenApiParameter {
  name: string;
  in: 'query';
  description: string;
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse | Ref>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    contact: { name: string; url: string; email?: string };
    license: { name: string; url: string };
  };
  servers: Array<{ url: string }>;
  security: [];
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    headers: Record<string, OpenApiHeader>;
  };
}

/** OpenAPI 3.1 description of the REST API: one operation per tool at `${apiPath}/{id}`. */
export function createOpenApi(registry: DiscoverySource, options: DiscoveryOptions): OpenApiDocument {
  const o = resolveOptions(options);
  const tools = registry.list();
  const paths: OpenApiDocument['paths'] = {};
  for (const spec of tools) {
    paths[`${o.apiPath}/${spec.id}`] = { [spec.method === 'GET' ? 'get' : 'post']: operation(spec) };
  }
  if (o.recipePath) paths[o.recipePath] = { post: recipeOperation(tools) };
  const categories = categorySummaries(registry);
  return {
    openapi: '3.1.0',
    info: {
      title: o.name,
      version: o.version,
      description: `${o.description ?? DEFAULT_DESCRIPTION}\n\n${infoNotes(o, tools.length)}`,
      contact: contact(o),
      // `url` rather than `identifier`: Spectral's license-url rule asks for it (3.1 allows only one)
      license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
    },
    servers: [{ url: o.baseUrl }],
    // the API takes no credentials; stated so linters and clients need not guess
    security: [],
    tags: [
      ...categories.map((c) => ({ name: c.id, description: `${c.name}: ${c.description} ${plural(c.count, 'tool')}.` })),
      ...(o.recipePath ? [RECIPES_TAG] : []),
    ],
    paths,
    components: {
      schemas: componentSchemas(),
      responses: componentResponses(o.recipePath !== undefined || tools.some((t) => t.method === 'POST')),
      headers: componentHeaders(),
    },
  };
}

function infoNotes(o: ResolvedOptions, count: number): string {
  return [
    `${plural(count, 'tool')}. Each tool is one operation at \`${o.apiPath}/{id}\` with the tool's HTTP method:`,
    'GET tools read parameters from the query string; POST tools take a JSON (or form-urlencoded) body.',
    'A success is `{ "success": true, "data": ... }`; a failure is `{ "success": false, "error": ..., "errorCode": ... }`.',
    ...(o.recipePath ? [`\`POST ${o.recipePath}\` chains tools: each step's main output feeds the next step's main input.`] : []),
  ].join(' ');
}

function operation(spec: ToolSpec): OpenApiOperation {
  // derived once, by the function MCP's inputSchema comes from; both media types share it and GET splits it into parameters
  const input = copyJson(toInputSchema(spec));
  const { input: exampleInput, output: exampleOutput } = copyJson(spec.example);
  const summary = spec.example.description ?? `${spec.name} example`;
  const parameters = spec.method === 'GET' ? queryParameters(input, exampleInput) : [];
  return {
    operationId: spec.id,
    summary: spec.name,
    description: modelDescription(spec),
    tags: [spec.category],
    ...(spec.deprecated ? { deprecated: true } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.method === 'POST'
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: input, examples: { example: { summary, value: exampleInput } } },
              // same schema: form fields are normalised the way query strings are (spec §7.2)
              'application/x-www-form-urlencoded': { schema: input },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: `Success: \`data\` holds ${lowerFirst(spec.outputDescription)}`,
        content: {
          'application/json': {
            schema: successSchema(copyJson(spec.outputSchema)),
            examples: { example: { summary, value: { success: true, data: exampleOutput } } },
          },
        },
      },
      ...errorResponses(spec.method === 'POST'),
    },
  };
}

/** GET: each property of the input schema becomes a query parameter (its schema is that property's schema). */
function queryParameters(input: JsonSchema, example: Record<string, unknown>): OpenApiParameter[] {
  const properties = input.properties as Record<string, JsonSchema>;
  const required = new Set((input.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => {
    const parameter: OpenApiParameter = {
      name,
      in: 'query',
      description: String(schema.description),
      required: required.has(name),
      schema,
    };
    if (example[name] !== undefined) parameter.example = example[name];
    return parameter;
  });
}

function successSchema(outputSchema: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: {
      success: { type: 'boolean', const: true },
      data: outputSchema,
      metadata: schemaRef('ResultMetadata'),
    },
    additionalProperties: false,
  };
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * YAML with the `yaml` package: no anchors/aliases (OpenAPI tools handle them
 * poorly), no line folding, and scalars quoted wherever a YAML 1.1 reader
 * would misread them (`on`, `yes`, `0o17`…) as well as 1.2 ones.
 */
export function openApiYaml(doc: OpenApiDocument): string {
  return stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0, compat: 'yaml-1.1' });
}

export function openApiJson(doc: OpenApiDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
