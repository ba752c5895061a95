/** Ajv 2020 (strict) set up the way every test validates schemas and documents. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAjv } from '../../packages/tools/src/checks/ajv.js';

/**
 * Strict by default (our own schemas must be clean); `specSchemas: true` relaxes exactly the rule
 * the reference schemas break. The same set-up `ctp validate` and the shared tool checks use.
 */
export { createAjv };

/** The reference schemas, vendored from shared/spec/schemas (a test keeps them identical). */
export const schemaDir = fileURLToPath(new URL('../../packages/core/schemas/', import.meta.url));

export function loadSpecSchema(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${schemaDir}${name}`, 'utf8'));
}

let shared: ReturnType<typeof createAjv> | undefined;
const compiled = new WeakMap<object, ReturnType<ReturnType<typeof createAjv>['compile']>>();

/** Validates `data` against a schema with one shared Ajv; returns Ajv's error text or undefined. */
export function schemaErrors(schema: object, data: unknown): string | undefined {
  shared ??= createAjv();
  let validate = compiled.get(schema);
  if (!validate) {
    validate = shared.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(data) ? undefined : shared.errorsText(validate.errors);
}
