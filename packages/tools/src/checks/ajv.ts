/**
 * Ajv 2020 (strict) set up the way every check and test validates schemas and documents, and the
 * CTP reference schemas (vendored in @ctp/core/schemas, Appendix A of the specification).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport, { type FormatsPlugin } from 'ajv-formats';
import toolDefinitionSchema from '@ctp/core/schemas/tool-definition.schema.json' with { type: 'json' };
import toolResultSchema from '@ctp/core/schemas/tool-result.schema.json' with { type: 'json' };
import manifestSchema from '@ctp/core/schemas/ctp-manifest.schema.json' with { type: 'json' };
import embedConfigSchema from '@ctp/core/schemas/embed-config.schema.json' with { type: 'json' };

// ajv-formats ships CommonJS; under NodeNext its default import is the module object
const addFormats = ((addFormatsImport as unknown as { default?: FormatsPlugin }).default ?? addFormatsImport) as FormatsPlugin;

export type { ErrorObject, ValidateFunction };

/** The reference schemas by file name. */
export const SPEC_SCHEMAS = {
  'tool-definition.schema.json': toolDefinitionSchema,
  'tool-result.schema.json': toolResultSchema,
  'ctp-manifest.schema.json': manifestSchema,
  'embed-config.schema.json': embedConfigSchema,
} as const satisfies Record<string, object>;
export type SpecSchemaName = keyof typeof SPEC_SCHEMAS;

/**
 * Strict by default (our own schemas must be clean). The reference schemas use `required`
 * inside `then` without `properties`, which strict mode rejects, so `specSchemas: true` relaxes
 * exactly that rule.
 */
export function createAjv(options: { specSchemas?: boolean } = {}): Ajv2020 {
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

let specAjv: Ajv2020 | undefined;
const specValidators = new Map<SpecSchemaName, ValidateFunction>();

/**
 * A validator of one reference schema. All four share one Ajv, so the manifest's `$ref` to
 * tool-definition.schema.json resolves.
 */
export function specValidator(name: SpecSchemaName): ValidateFunction {
  let validate = specValidators.get(name);
  if (!validate) {
    if (!specAjv) {
      specAjv = createAjv({ specSchemas: true });
      for (const schema of Object.values(SPEC_SCHEMAS)) specAjv.addSchema(schema);
    }
    validate = specAjv.getSchema((SPEC_SCHEMAS[name] as { $id: string }).$id)!;
    specValidators.set(name, validate);
  }
  return validate;
}
