import { defineTool, failure, success } from '@ctp/core';
import { stripIgnoredCharacters } from 'graphql';
import { parseGraphql } from '../../_shared/graphql-text.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  // parse first: stripIgnoredCharacters only lexes, so it would pass invalid documents through
  const parsed = parseGraphql(params.graphql);
  if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
  const minified = stripIgnoredCharacters(params.graphql);
  const originalLength = params.graphql.length;
  const savedPercent = originalLength ? Math.round(((originalLength - minified.length) / originalLength) * 1000) / 10 : 0;
  return success({ minified, originalLength, minifiedLength: minified.length, savedPercent });
});
