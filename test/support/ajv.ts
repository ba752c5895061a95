/** Ajv 2020 (strict) set up the way every test validates schemas and documents. */
import Ajv2020Import, { Ajv2020 as Ajv2020Class } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// ajv ships CommonJS; under NodeNext the default import is the module object
type AjvInstance = Ajv2020Class;
const Ajv2020 = ((Ajv2020Import as unknown as { default?: unknown }).default ?? Ajv2020Import) as unknown as typeof Ajv2020Class;
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as unknown as (ajv: AjvInstance) => AjvInstance;

/**
 * Strict by default (our own schemas must be clean). The reference schemas in
 * shared/spec use `required` inside `then` without `properties`, which strict
 * mode rejects, so `specSchemas: true` relaxes exactly that rule.
 */
export function createAjv(options: { specSchemas?: boolean } = {}): AjvInstance {
  const ajv = new Ajv2020({ strict: true, allErrors: true, ...(options.specSchemas ? { strictRequired: false } : {}) });
  addFormats(ajv);
  // CTP's `json` field type: a string holding JSON
  ajv.addFormat('json', {
    type: 'string',
    validate: (s: string) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    },
  });
  return ajv;
}

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
