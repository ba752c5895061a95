import { bytesToHex, defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const ms = params.time === undefined ? Date.now() : parseDateTime(params.time);
  const seconds = Math.floor(ms / 1000);
  if (seconds < 0 || seconds > 0xffffffff) return failure('CONSTRAINT_VIOLATION', `Time ${params.time} is outside what an ObjectId holds (1970-01-01 to 2106-02-07T06:28:15Z).`);
  const random = createRandom(params.seed);
  const processUnique = params.zeroTail ? new Uint8Array(5) : random.bytes(5);
  let counter = params.zeroTail ? 0 : random.int(0x1000000);
  const ids = Array.from({ length: params.count }, () => {
    const bytes = new Uint8Array(12);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, seconds);
    bytes.set(processUnique, 4);
    bytes[9] = (counter >>> 16) & 0xff;
    bytes[10] = (counter >>> 8) & 0xff;
    bytes[11] = counter & 0xff;
    if (!params.zeroTail) counter = (counter + 1) % 0x1000000;
    return bytesToHex(bytes);
  });
  const result = success({ ids, timestamp: new Date(seconds * 1000).toISOString() });
  return random.seeded ? withWarnings(result, ['Seeded ObjectIds repeat on every run with the same seed: never use them as real identifiers.']) : result;
});
