/**
 * JSON documents `ctp validate` checks besides tool folders: tool definitions, CTP manifests
 * (`/.well-known/ctp-manifest.json`) and embed configurations, against the reference schemas
 * (Appendix A of the specification) and the rules the schemas cannot say (§5.3, §10.3).
 */
import { ajvProblems, checkToolDefinition, pointer, specValidator, type SpecSchemaName, type ToolProblem } from '@ctp/tools/checks';

export const DOCUMENT_KINDS = ['definition', 'manifest', 'embed-config'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a parsed JSON document is, from its fields; undefined when it says nothing recognisable. */
export function documentKind(doc: unknown): DocumentKind | undefined {
  if (!isRecord(doc)) return undefined;
  if ('ctpVersion' in doc || Array.isArray(doc.tools)) return 'manifest';
  if ('toolId' in doc) return 'embed-config';
  if ('id' in doc && ('parameters' in doc || 'category' in doc)) return 'definition';
  return undefined;
}

function schemaProblems(name: SpecSchemaName, doc: unknown): ToolProblem[] {
  const validate = specValidator(name);
  return validate(doc) ? [] : ajvProblems(validate.errors, 'schema').map((p) => ({ ...p, message: `${p.message} (${name})` }));
}

/** §5.3 on a manifest's tools: ids unique in the registry, a name, unique parameter names, a tag. */
function manifestRules(doc: unknown): ToolProblem[] {
  if (!isRecord(doc) || !Array.isArray(doc.tools)) return [];
  const problems: ToolProblem[] = [];
  const rule = (at: string, message: string, hint: string) => problems.push({ check: 'spec-5.3', severity: 'error', pointer: at, message, hint });
  const firstIndex = new Map<string, number>();
  doc.tools.forEach((tool, i) => {
    if (!isRecord(tool)) return;
    if (typeof tool.id === 'string') {
      const first = firstIndex.get(tool.id);
      if (first === undefined) firstIndex.set(tool.id, i);
      else rule(pointer('tools', i, 'id'), `id "${tool.id}" is used by /tools/${first} too`, 'Each tool id must be unique within a registry (spec §5.3 rule 1).');
    }
    if (typeof tool.name === 'string' && tool.name.trim() === '') rule(pointer('tools', i, 'name'), 'name is empty', 'Give the tool a name (spec §5.3 rule 2).');
    if (Array.isArray(tool.parameters)) {
      const seen = new Set<string>();
      tool.parameters.forEach((p, j) => {
        const name = isRecord(p) ? p.name : undefined;
        if (typeof name !== 'string') return;
        if (seen.has(name)) rule(pointer('tools', i, 'parameters', j, 'name'), `parameter name "${name}" is used twice`, 'Give each parameter its own name (spec §5.3 rule 3).');
        seen.add(name);
      });
    }
    if (!Array.isArray(tool.tags) || tool.tags.length === 0) rule(pointer('tools', i, 'tags'), 'no tag', 'Give every tool at least one tag (spec §5.3 rule 5).');
  });
  return problems;
}

/** Every problem of a JSON document of `kind`. */
export function documentProblems(kind: DocumentKind, doc: unknown): ToolProblem[] {
  switch (kind) {
    case 'definition':
      return checkToolDefinition(doc);
    case 'manifest':
      return [...schemaProblems('ctp-manifest.schema.json', doc), ...manifestRules(doc)];
    case 'embed-config': {
      const problems = schemaProblems('embed-config.schema.json', doc);
      if (isRecord(doc) && typeof doc.toolId !== 'string')
        problems.push({ check: 'spec-10.3', severity: 'error', pointer: pointer('toolId'), message: 'toolId is required', hint: 'Name the tool to embed, e.g. "toolId": "json-formatter" (spec §10.3).' });
      return problems;
    }
  }
}
