import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { blocksOf, ofVersion, readNetworkList, sizeOf } from '../../_shared/ip-list.js';
import { subtractRanges } from '../../_shared/ip-ranges.js';
import definition from './definition.js';

const MAX_BLOCKS = 100_000;

export default defineTool(definition, (params) => {
  const include = readNetworkList(params.include, 'Networks', 100_000);
  if (!include.ok) return failure('INVALID_INPUT', include.message);
  const exclude = readNetworkList(params.exclude, 'Exclude', 100_000);
  if (!exclude.ok) return failure('INVALID_INPUT', exclude.message);
  if (include.count === 0) return failure('INVALID_INPUT', 'No network to start from.');
  const v4 = subtractRanges(ofVersion(include.ranges, 4), ofVersion(exclude.ranges, 4));
  const v6 = subtractRanges(ofVersion(include.ranges, 6), ofVersion(exclude.ranges, 6));
  const cidrs = [...blocksOf(v4), ...blocksOf(v6)];
  if (cidrs.length > MAX_BLOCKS) return failure('INVALID_INPUT', `The result has ${cidrs.length} blocks, more than ${MAX_BLOCKS}.`);
  return withWarnings(success({ cidrs, joined: cidrs.join(', '), count: cidrs.length, addresses: { ipv4: sizeOf(v4), ipv6: sizeOf(v6) } }), [...include.notes, ...exclude.notes].slice(0, 20));
});
