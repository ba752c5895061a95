/**
 * JSON Schema `multipleOf` checked exactly. Ajv divides doubles (19.99 / 0.01 =
 * 1998.9999999999998, so 19.99 fails `multipleOf: 0.01`); its `multipleOfPrecision` option
 * only rounds the quotient to N digits, a tolerance that also lets non-multiples through
 * (1.0000000001 passes `multipleOf: 1` at precision 9). Core's `isMultipleOf` compares the
 * decimals as written (the shortest round-trip text) as scaled integers: exact both ways.
 */
import { isMultipleOf } from '@ctp/core';
import type { KeywordDefinition } from 'ajv';
import type { DataValidateFunction } from 'ajv/dist/types/index.js';

interface KeywordHost {
  removeKeyword(keyword: string): unknown;
  addKeyword(definition: KeywordDefinition): unknown;
}

/** Replaces Ajv's `multipleOf` with the exact check; errors keep Ajv's shape and message. */
export function useExactMultipleOf(ajv: KeywordHost): void {
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: true,
    compile(multipleOf: number) {
      const check: DataValidateFunction = (data) => {
        if (typeof data !== 'number' || isMultipleOf(data, multipleOf)) return true;
        // Ajv fills in instancePath and schemaPath
        check.errors = [{ keyword: 'multipleOf', params: { multipleOf }, message: `must be multiple of ${multipleOf}` }];
        return false;
      };
      return check;
    },
  });
}
