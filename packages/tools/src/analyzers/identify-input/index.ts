import { defineTool, success } from '@ctp/core';
import { detectKinds, type Detection } from '../../_shared/detect/index.js';
import { handlers } from '../../handles.generated.js';
import definition from './definition.js';

interface ToolSuggestion {
  id: string;
  name: string;
  kind: string;
  confidence: number;
  params: Record<string, unknown>;
  input?: string;
}

interface Data {
  summary: string;
  kinds: Detection[];
  tools: ToolSuggestion[];
}

/** The tools that open each detected kind (from the catalog's `handles`), best kind first, each tool once. */
function suggest(kinds: readonly Detection[]): ToolSuggestion[] {
  const tools: ToolSuggestion[] = [];
  const seen = new Set<string>();
  for (const found of kinds) {
    for (const handler of handlers[found.kind] ?? []) {
      if (seen.has(handler.id)) continue;
      seen.add(handler.id);
      const tool: ToolSuggestion = { id: handler.id, name: handler.name, kind: found.kind, confidence: found.confidence, params: { ...handler.params } };
      if (handler.input) tool.input = handler.input;
      tools.push(tool);
    }
  }
  return tools;
}

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

function summarize(kinds: readonly Detection[], tools: readonly ToolSuggestion[]): string {
  const top = kinds[0];
  if (!top) return 'No known format recognised: it reads as plain text.';
  const sure = top.confidence >= 0.5 ? `${percent(top.confidence)} sure` : `a guess (${percent(top.confidence)})`;
  const parts = [`${top.label}, ${sure}.`];
  const openers = tools.filter((t) => t.kind === top.kind).map((t) => t.name);
  if (openers.length > 0) {
    const shown = openers.slice(0, 3);
    const names = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
    const more = openers.length - shown.length;
    parts.push(`Open it with ${names}${more > 0 ? ` (or ${more} more)` : ''}.`);
  }
  const others = kinds.slice(1, 3).filter((k) => k.confidence >= 0.3);
  if (others.length > 0) parts.push(`Could also be: ${others.map((k) => `${k.label} (${percent(k.confidence)})`).join(', ')}.`);
  return parts.join(' ');
}

export default defineTool<typeof definition, Data>(definition, (params) => {
  const kinds = detectKinds(params.text);
  const tools = suggest(kinds);
  return success({ summary: summarize(kinds, tools), kinds, tools });
});
