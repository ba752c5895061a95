/**
 * The `run-recipe` meta-tool every toolset lists (beside the catalog tools, or beside the three
 * compact meta-tools): it chains the toolset's tools in one call, as POST /api/recipes/run and
 * `ctp pipe` do. Its input schema is RECIPE_SCHEMA's `steps` plus the first step's `input`.
 */
import { failure, RECIPE_DATA_SCHEMA, RECIPE_SCHEMA, type JsonSchema, type McpTool, type ToolAnnotations, type ToolResult, type ToolSpec } from '@ctp/core';

export const RUN_RECIPE = 'run-recipe';

// every token here is paid in every conversation: the how, one example, no repetition of the schema
const DESCRIPTION =
  "Chain tools in one call: each step's main output becomes the next step's main input. " +
  "steps: [{ tool, params }] in order, params without the piped main input; input: the first step's text. " +
  'E.g. steps [{ "tool": "base64-encoder", "params": { "mode": "decode" } }, { "tool": "json-formatter" }].';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A schema without its prose (the description above says it once), as compact tools carry it. */
function bare(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema, (key, value) => (key === 'description' || key === 'title' ? undefined : value))) as JsonSchema;
}

/** The MCP tool: hints are the most cautious over the tools a recipe may reach (read-only unless one is not…). */
export function recipeMcpTool(reachable: readonly ToolSpec[], annotationsOf: (d: ToolSpec) => Required<ToolAnnotations>): McpTool {
  const hints = reachable.map(annotationsOf);
  const steps = bare((RECIPE_SCHEMA.properties as Record<string, JsonSchema>).steps!);
  return {
    name: RUN_RECIPE,
    title: 'Run recipe',
    description: DESCRIPTION,
    inputSchema: {
      type: 'object',
      properties: {
        steps,
        input: { type: 'string' },
      },
      required: ['steps'],
      additionalProperties: false,
    },
    outputSchema: copy(RECIPE_DATA_SCHEMA),
    annotations: {
      title: 'Run recipe',
      readOnlyHint: hints.every((h) => h.readOnlyHint),
      destructiveHint: hints.some((h) => h.destructiveHint),
      idempotentHint: hints.every((h) => h.idempotentHint),
      openWorldHint: hints.some((h) => h.openWorldHint),
    },
    _meta: {},
  };
}

export interface RecipeCall {
  recipe: { steps: unknown };
  input: string | undefined;
}

/** The call's arguments as a recipe and its input, or the failure a bad argument gets (like any tool's). */
export function readRecipeArguments(args: unknown): RecipeCall | ToolResult {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return failure('INVALID_INPUT', 'Arguments must be an object: { steps, input }');
  const fields = args as Record<string, unknown>;
  const stray = Object.keys(fields).filter((k) => k !== 'steps' && k !== 'input');
  if (stray.length > 0) return failure('INVALID_INPUT', `Unknown argument${stray.length > 1 ? 's' : ''} ${stray.map((k) => JSON.stringify(k)).join(', ')}; ${RUN_RECIPE} takes: steps, input`);
  const input = fields.input ?? undefined;
  if (input !== undefined && typeof input !== 'string') return failure('TYPE_ERROR', `"input" must be a string, got ${Array.isArray(input) ? 'array' : typeof input}`);
  return { recipe: { steps: fields.steps }, input };
}
