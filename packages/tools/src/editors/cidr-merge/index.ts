import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { blocksOf, ofVersion, readNetworkList, sizeOf } from '../../_shared/ip-list.js';
import { unionRanges } from '../../_shared/ip-ranges.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const list = readNetworkList(params.input, 'The list', 100_000);
  if (!list.ok) return failure('INVALID_INPUT', list.message);
  if (list.count === 0) return failure('INVALID_INPUT', 'No network found in the list.');
  const v4 = unionRanges(ofVersion(list.ranges, 4));
  const v6 = unionRanges(ofVersion(list.ranges, 6));
  const cidrs = [...blocksOf(v4), ...blocksOf(v6)];
  return withWarnings(success({ cidrs, inputCount: list.count, outputCount: cidrs.length, addresses: { ipv4: sizeOf(v4), ipv6: sizeOf(v6) } }), list.notes.slice(0, 20));
});
