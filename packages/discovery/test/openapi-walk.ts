import { createAjv } from '../../../test/support/ajv.js';
import type { OpenApiDocument } from '../src/index.js';

type Json = Record<string, unknown>;

/** A schema found in the document, with the examples that must validate against it. */
export interface FoundSchema {
  where: string;
  schema: Json;
  examples: Array<{ where: string; value: unknown }>;
}

/** Every schema of the document: components, parameters, headers, request and response media types. */
export function findSchemas(doc: OpenApiDocument): FoundSchema[] {
  const found: FoundSchema[] = [];
  const d = doc as unknown as Json;
  const media = (where: string, content: Json | undefined) => {
    for (const [type, m] of Object.entries(content ?? {}) as Array<[string, Json]>) {
      const examples = Object.entries((m.examples ?? {}) as Record<string, { value: unknown }>).map(([k, e]) => ({
        where: `${where}/${type}/examples/${k}`,
        value: e.value,
      }));
      found.push({ where: `${where}/${type}`, schema: m.schema as Json, examples });
    }
  };
  const components = d.components as Json;
  for (const [name, schema] of Object.entries(components.schemas as Json)) found.push({ where: `schemas/${name}`, schema: schema as Json, examples: [] });
  for (const [name, header] of Object.entries(components.headers as Json)) found.push({ where: `headers/${name}`, schema: (header as Json).schema as Json, examples: [] });
  for (const [name, response] of Object.entries(components.responses as Json)) media(`responses/${name}`, (response as Json).content as Json);
  for (const [path, item] of Object.entries(d.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json) as Array<[string, Json]>) {
      const where = `${path} ${method}`;
      for (const p of (op.parameters ?? []) as Json[]) {
        found.push({ where: `${where} ?${p.name}`, schema: p.schema as Json, examples: 'example' in p ? [{ where: `${where} ?${p.name}`, value: p.example }] : [] });
      }
      media(`${where} request`, (op.requestBody as Json | undefined)?.content as Json | undefined);
      for (const [status, r] of Object.entries(op.responses as Json)) media(`${where} ${status}`, (r as Json).content as Json | undefined);
    }
  }
  return found;
}

const COMPONENTS_ID = 'https://openapi.test/components';

/**
 * Strict Ajv 2020 with the document's component schemas registered, so that
 * `#/components/schemas/X` references resolve (rewritten to the registered id).
 */
export function openApiAjv(doc: OpenApiDocument) {
  const ajv = createAjv();
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewriteRefs(doc.components.schemas) as Json });
  return { ajv, compile: (schema: Json) => ajv.compile(rewriteRefs(schema) as Json) };
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`) : rewriteRefs(v),
    ]),
  );
}
