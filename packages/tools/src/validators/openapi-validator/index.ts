import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { schemaErrors, type Spec } from './schema-errors.js';
import { semanticChecks } from './semantic.js';
import { looksLikeJson, readJson, readYaml } from './source.js';
import definition from './definition.js';

const SUMMARY_LINES = 5;

/** The schema for the declared version; numbers (openapi: 3.1 unquoted in YAML) still pick one, and the schema then reports the type. */
function specOf(doc: Record<string, unknown>): { spec: Spec; version: string } | { message: string; field?: string; version?: string } {
  if (Object.hasOwn(doc, 'openapi')) {
    const version = String(doc.openapi);
    const match = /^3\.([0-2])(\.|$)/.exec(version);
    if (!match) return { message: `OpenAPI version ${JSON.stringify(version)} is not supported (3.0, 3.1 and 3.2 are)`, field: 'openapi', version };
    return { spec: `3.${match[1]}` as Spec, version };
  }
  if (Object.hasOwn(doc, 'swagger')) {
    const version = String(doc.swagger);
    if (version !== '2.0') return { message: `Swagger version ${JSON.stringify(version)} is not supported (2.0 is)`, field: 'swagger', version };
    return { spec: '2.0', version };
  }
  return { message: 'no "openapi" (3.x) or "swagger" (2.0) field at the top level' };
}

const pointer = (segments: readonly string[]) => segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');

/** The verdict on text that is no OpenAPI document at all: one error, where the reader stopped. */
function notADocument(head: string, error: { path: string; message: string; kind: 'syntax' | 'document'; line: number; column: number }, version?: string) {
  const where = `${error.kind === 'syntax' ? '' : `${error.path || '(root)'} `}(line ${error.line}, column ${error.column})`;
  return success({
    valid: false,
    summary: `${head}\n${where}: ${error.message}`,
    ...(version === undefined ? {} : { version }),
    errorCount: 1,
    errors: [error],
  });
}

export default defineTool(definition, (params) => {
  const text = params.document;
  const format = params.format;
  const asJson = format === 'json' || (format === 'auto' && looksLikeJson(text));
  const read = asJson ? readJson(text) : readYaml(text);
  if (!read.ok) {
    if (read.kind === 'limit') return failure('INVALID_INPUT', read.message);
    const { message, line, column } = read;
    return notADocument(`Invalid document: not readable as ${asJson ? 'JSON' : 'YAML'}.`, { path: '', message, kind: 'syntax', line, column });
  }
  const { value, locate } = read.source;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const message = 'the top level must be an object (a mapping)';
    return notADocument('Not an OpenAPI document.', { path: '', message, kind: 'document', ...locate([]) });
  }
  const detected = specOf(value as Record<string, unknown>);
  if (!('spec' in detected)) {
    const at = detected.field === undefined ? [] : [detected.field];
    const error = { path: pointer(at), message: detected.message, kind: 'document' as const, ...locate(at) };
    return notADocument(detected.field === undefined ? 'Not an OpenAPI document.' : 'Unsupported OpenAPI version.', error, detected.version);
  }
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
