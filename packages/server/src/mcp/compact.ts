/**
 * Compact mode: three meta-tools that reach the whole (selected) catalog for a
 * few hundred tokens of tool schemas. They are CTP definitions themselves, so
 * their MCP form comes from toMcpTool and their input is normalized and
 * validated by the CTP core like any tool's.
 */
import {
  CATEGORIES,
  failure,
  prepareValues,
  success,
  toMcpTool,
  type McpTool,
  type ToolAnnotations,
  type ToolResult,
  type ToolSpec,
} from '@ctp/core';
import type { Registry } from '@ctp/runtime';

export const SEARCH_TOOLS = 'search-tools';
export const DESCRIBE_TOOL = 'describe-tool';
export const RUN_TOOL = 'run-tool';

const meta = {
  category: 'utilities',
  method: 'POST',
  executionMode: 'server',
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
} as const;

const searchSpec: ToolSpec = {
  ...meta,
  id: SEARCH_TOOLS,
  name: 'Search tools',
  description: 'Find tools by what they do: matching tool ids with one-line descriptions, best first.',
  aiInstructions: `Then call ${DESCRIBE_TOOL} for the tool's parameters, and ${RUN_TOOL}.`,
  tags: ['search', 'meta'],
  parameters: [
    { name: 'query', type: 'text', label: 'Query', description: 'What the tool should do, in a few words. Empty lists every tool.', required: false, validation: { maxLength: 200 } },
    { name: 'category', type: 'select', label: 'Category', description: 'Only this category.', required: false, options: CATEGORIES.map((c) => ({ value: c, label: c })) },
    { name: 'limit', type: 'number', label: 'Limit', description: 'Most results.', required: false, defaultValue: 10, validation: { min: 1, max: 50, step: 1 } },
  ],
  outputDescription: 'How many tools matched and the best matches.',
  outputSchema: {
    type: 'object',
    properties: {
      total: { type: 'integer' },
      tools: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, category: { type: 'string' } },
          required: ['id', 'title', 'description', 'category'],
        },
      },
    },
    required: ['total', 'tools'],
  },
  example: { input: { query: 'json format' }, output: { total: 1, tools: [] } },
};

const describeSpec: ToolSpec = {
  ...meta,
  id: DESCRIBE_TOOL,
  name: 'Describe tool',
  description: "One tool's input schema (its parameters), output schema, hints and an example call.",
  tags: ['describe', 'meta'],
  parameters: [{ name: 'id', type: 'text', label: 'Tool id', description: `A tool id from ${SEARCH_TOOLS}.`, required: true, validation: { minLength: 1, maxLength: 64 } }],
  outputDescription: 'The tool as tools/list would list it, and an example input with its output.',
  outputSchema: {
    type: 'object',
    properties: {
      tool: { type: 'object' },
      example: { type: 'object', properties: { input: { type: 'object' }, output: {} }, required: ['input'] },
    },
    required: ['tool', 'example'],
  },
  example: { input: { id: 'json-formatter' }, output: { tool: {}, example: { input: {} } } },
};

const runSpec: ToolSpec = {
  ...meta,
  id: RUN_TOOL,
  name: 'Run tool',
  description: 'Run a tool with its arguments (an object matching its inputSchema) and return its result.',
  tags: ['run', 'meta'],
  parameters: [
    { name: 'id', type: 'text', label: 'Tool id', description: 'The tool to run.', required: true, validation: { minLength: 1, maxLength: 64 } },
    { name: 'arguments', type: 'json', label: 'Arguments', description: "The tool's arguments.", required: false, defaultValue: {}, validation: { maxLength: 4 * 1024 * 1024 } },
  ],
  outputDescription: "The called tool's data.",
  outputSchema: { type: 'object', description: "The tool's data (its own outputSchema)." },
  example: { input: { id: 'json-formatter', arguments: { json: '{"a":1}' } }, output: {} },
};

export const COMPACT_SPECS: readonly ToolSpec[] = [searchSpec, describeSpec, runSpec];

/**
 * The three MCP tools. run-tool's hints are the most cautious over the tools it
 * reaches (not idempotent if any is not, …), and its `arguments` are declared an
 * object: the CTP `json` type also accepts JSON text, but models send objects.
 * Being few tokens is their point, so the parts a model gains nothing from go:
 * property titles (they repeat the names) and the CTP `_meta` (they are not
 * catalog tools).
 */
export function compactMcpTools(reachable: readonly ToolSpec[], annotationsOf: (d: ToolSpec) => Required<ToolAnnotations>): McpTool[] {
  const hints = reachable.map(annotationsOf);
  const run: ToolSpec = {
    ...runSpec,
    annotations: {
      readOnlyHint: hints.every((h) => h.readOnlyHint),
      destructiveHint: hints.some((h) => h.destructiveHint),
      idempotentHint: hints.every((h) => h.idempotentHint),
      openWorldHint: hints.some((h) => h.openWorldHint),
    },
  };
  const tools = [searchSpec, describeSpec, run].map((spec) => {
    const tool = toMcpTool(spec);
    const properties = tool.inputSchema.properties as Record<string, Record<string, unknown>>;
    for (const property of Object.values(properties)) delete property.title;
    return { ...tool, _meta: {} };
  });
  (tools[2]!.inputSchema.properties as Record<string, unknown>).arguments = { description: "The tool's arguments.", type: 'object', default: {} };
  return tools;
}

export interface CompactEnv {
  registry: Registry;
  /** Tools the meta-tools may reach (the toolset's selection). */
  reachable: ReadonlyMap<string, ToolSpec>;
  describe(definition: ToolSpec): McpTool;
  run(toolId: string, args: unknown): Promise<ToolResult>;
}

function oneLine(text: string): string {
  const first = text.split(/(?<=[.!?])\s/)[0] ?? text;
  return first.length > 160 ? `${first.slice(0, 159).trimEnd()}…` : first;
}

function unknownTool(id: string): ToolResult {
  return failure('NOT_FOUND', `Unknown tool "${id}". Call ${SEARCH_TOOLS} to find tool ids.`);
}

/** Runs a meta-tool; the result is a CTP ToolResult like any tool's. */
export async function runCompact(name: string, args: unknown, env: CompactEnv): Promise<ToolResult> {
  const spec = COMPACT_SPECS.find((s) => s.id === name)!;
  const prepared = prepareValues(spec.parameters, args ?? {});
  if (!prepared.ok) return prepared.failure;
  const v = prepared.values;
  if (name === SEARCH_TOOLS) {
    const query = typeof v.query === 'string' ? v.query.trim() : '';
    let hits = query ? env.registry.search(query).map((h) => h.definition) : [...env.reachable.values()];
    hits = hits.filter((d) => env.reachable.has(d.id) && (!v.category || d.category === v.category));
    const tools = hits.slice(0, Number(v.limit ?? 10)).map((d) => ({ id: d.id, title: d.name, description: oneLine(d.description), category: d.category }));
    return success({ total: hits.length, tools });
  }
  const definition = env.reachable.get(String(v.id));
  if (!definition) return unknownTool(String(v.id));
  if (name === DESCRIBE_TOOL) return success({ tool: env.describe(definition), example: definition.example });
  return env.run(definition.id, v.arguments ?? {});
}
