import { defineTool, failure, success } from '@ctp/core';
import { print } from 'graphql';
import { definitionNames } from '../../_shared/graphql-definitions.js';
import { parseGraphql } from '../../_shared/graphql-text.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const parsed = parseGraphql(params.graphql);
  if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
  const formatted = `${print(parsed.document)}\n`;
  return success({ formatted, lineCount: formatted.split('\n').length - 1, definitions: definitionNames(parsed.document) });
});
