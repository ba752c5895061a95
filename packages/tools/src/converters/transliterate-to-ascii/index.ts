import { defineTool, failure, success } from '@ctp/core';
import { transliterate } from 'transliteration';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const pairs: Array<[string, string]> = [];
  if (params.replacements !== undefined) {
    const r = params.replacements;
    if (r === null || typeof r !== 'object' || Array.isArray(r)) return failure('INVALID_INPUT', 'Custom replacements must be a JSON object such as {"ä": "ae"}.');
    for (const [from, to] of Object.entries(r)) {
      if (typeof to !== 'string') return failure('INVALID_INPUT', `The replacement for ${JSON.stringify(from)} must be a string.`);
      if (from === '') return failure('INVALID_INPUT', 'A replacement cannot replace the empty string.');
      pairs.push([from, to]);
    }
  }
  const unknown = params.dropUnknown ? '' : params.unknown;
  // the library keeps non-ASCII replacement text as is; unknown must be ASCII to keep the promise
  if ([...unknown].some((c) => c.charCodeAt(0) > 127)) return failure('INVALID_INPUT', `The unknown-character replacement ${JSON.stringify(unknown)} must be ASCII.`);
  let result = transliterate(params.text, { unknown, replace: pairs, trim: false });
  // anything the tables map outside ASCII (or custom replacements) still has to go
  result = result.replace(/[^\x00-\x7f]/g, unknown);
  return success({ result });
});
