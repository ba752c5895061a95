import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { schemaErrors, type Spec } from './schema-errors.js';
import { semanticChecks } from './semantic.js';
import { looksLikeJson, readJson, readYaml } from './source.js';
import definition from './definition.js';

const SUMMARY_LINES = 5;

/** The schema for the declared version; numbers (openapi: 3.1 unquoted in YAML) still pick one, and the schema then reports the type. */
function specOf(doc: Record<string, unknown>): { spec: Spec; version: string } | string {
  if (Object.hasOwn(doc, 'openapi')) {
    const version = String(doc.openapi);
    const match = /^3\.([0-2])(\.|$)/.exec(version);
    if (!match) return `OpenAPI version ${JSON.stringify(version)} is not supported (3.0, 3.1 and 3.2 are).`;
    return { spec: `3.${match[1]}` as Spec, version };
  }
  if (Object.hasOwn(doc, 'swagger')) {
    const version = String(doc.swagger);
    if (version !== '2.0') return `Swagger version ${JSON.stringify(version)} is not supported (2.0 is).`;
    return { spec: '2.0', version };
  }
  return 'Not an OpenAPI document: it has no "openapi" (3.x) or "swagger" (2.0) field at the top level.';
}

const pointer = (segments: readonly string[]) => segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');

export default defineTool(definition, (params) => {
  const text = params.document;
  const format = params.format;
  const read = format === 'json' || (format === 'auto' && looksLikeJson(text)) ? readJson(text) : readYaml(text);
  if (!read.ok) return failure('INVALID_INPUT', read.message);
  const { value, locate } = read.source;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return failure('INVALID_INPUT', 'Not an OpenAPI document: the top level must be an object (a mapping).');
  const detected = specOf(value as Record<string, unknown>);
  if (typeof detected === 'string') return failure('INVALID_INPUT', detected);
  const { spec, version } = detected;

  const semantic = semanticChecks(value, spec);
  const found = [
    ...schemaErrors(spec, value).map((e) => ({ ...e, kind: 'schema' as const })),
    ...semantic.errors.map((e) => ({ ...e, kind: 'semantic' as const })),
  ];
  const located = found
    .map((e) => ({ path: pointer(e.segments), message: e.message, kind: e.kind, ...locate(e.segments) }))
    .sort((a, b) => a.line - b.line || a.column - b.column || a.path.localeCompare(b.path));
  const errors = located.slice(0, params.maxErrors);

  const name = spec === '2.0' ? 'Swagger' : 'OpenAPI';
  const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
  const head =
    located.length === 0
      ? `Valid ${name} ${version} document (${plural(semantic.pathCount, 'path')}, ${plural(semantic.operationCount, 'operation')}).`
      : `Invalid ${name} ${version} document: ${plural(located.length, 'error')}.`;
  const lines = located.slice(0, SUMMARY_LINES).map((e) => `${e.path || '(root)'} (line ${e.line}, column ${e.column}): ${e.message}`);
  if (located.length > SUMMARY_LINES) lines.push(`… and ${plural(located.length - SUMMARY_LINES, 'more error')}.`);

  const warnings: string[] = [];
  if (semantic.externalRefs > 0)
    warnings.push(`${plural(semantic.externalRefs, 'external $ref')} (other files or URLs) were not fetched or checked.`);
  return withWarnings(
    success({
      valid: located.length === 0,
      summary: [head, ...lines].join('\n'),
      version,
      specification: spec,
      errorCount: located.length,
      errors,
      pathCount: semantic.pathCount,
      operationCount: semantic.operationCount,
    }),
    warnings,
  );
});
