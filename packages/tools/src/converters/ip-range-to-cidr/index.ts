import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { countText, formatAddress, formatBlock, parseRange, rangeToBlocks } from '../../_shared/ip-ranges.js';
import definition from './definition.js';

const MAX_LINES = 10_000;
/** An IPv6 range can need up to 254 blocks; a cap keeps the output readable. */
const MAX_BLOCKS = 500_000;

export default defineTool(definition, (params) => {
  const lines = params.input.split(/\r\n|\r|\n/);
  if (lines.length > MAX_LINES) return failure('INVALID_INPUT', `${lines.length} lines given; at most ${MAX_LINES} are converted at once.`);
  const rows = [];
  const notes: string[] = [];
  let total = 0;
  for (const [i, raw] of lines.entries()) {
    const text = raw.replace(/#.*$/, '').trim();
    if (text === '') continue;
    const range = parseRange(text);
    if (!range.ok) return failure('INVALID_INPUT', `Line ${i + 1}: ${range.message}`);
    if (range.note) notes.push(`Line ${i + 1}: ${range.note}.`);
    const blocks = rangeToBlocks(range.value).map(formatBlock);
    total += blocks.length;
    if (total > MAX_BLOCKS) return failure('INVALID_INPUT', `The ranges need more than ${MAX_BLOCKS} CIDR blocks.`);
    const { version, start, end } = range.value;
    rows.push({ line: i + 1, input: text, first: formatAddress(version, start), last: formatAddress(version, end), addresses: countText(range.value), cidrs: blocks });
  }
  if (rows.length === 0) return failure('INVALID_INPUT', 'No range or CIDR block found (blank lines and # comments are skipped).');
  return withWarnings(success({ cidrs: rows.flatMap((r) => r.cidrs), rows }), notes.slice(0, 20));
});
